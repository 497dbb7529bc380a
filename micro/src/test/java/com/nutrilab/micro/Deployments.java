package com.nutrilab.micro;

import com.nutrilab.lab.extraction.HostileFiles;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.LabSamples;
import com.nutrilab.testing.Multipart;
import com.nutrilab.testing.ProblemAssertions;
import java.io.File;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;

/**
 * The deployment every Micro test uses: the real nutrilab.war the build assembled, plus the tests.
 * One archive for every Arquillian class, each class in it: the classes of a failsafe run share
 * one server ({@link SharedServer}), started with the deployment of whichever class runs first.
 */
final class Deployments {

    private Deployments() {}

    static WebArchive nutrilabWar() {
        File war = new File(System.getProperty("nutrilab.war", "target/nutrilab.war"));
        return ShrinkWrap.createFromZipFile(WebArchive.class, war)
                .addClasses(
                        AuthIT.class,
                        FoodIT.class,
                        FoundationIT.class,
                        LabIT.class,
                        PrivacyIT.class,
                        RateLimitIT.class,
                        WebhookIT.class,
                        // resources of FoundationIT's, hidden from the OpenAPI document
                        PlatformProbe.class,
                        Deployments.class,
                        ServedContract.class,
                        RecordedAnswers.class,
                        ApiHttpClient.class,
                        ApiHttpClient.Response.class,
                        ApiHttpClient.AnswerCheck.class,
                        ProblemAssertions.class,
                        ApiFlows.class,
                        ApiFlows.NewClient.class,
                        ApiFlows.SignIn.class,
                        Multipart.class,
                        CapturedLog.class,
                        LabSamples.class,
                        HostileFiles.class,
                        HostileFiles.Case.class,
                        WebhookReceiver.class,
                        WebhookReceiver.Arrival.class)
                // Awaitility (and the Hamcrest it builds on), for the tests that wait in the container.
                .addPackages(true, "org.awaitility", "org.hamcrest");
    }
}
