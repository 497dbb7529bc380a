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

/** The deployment every Micro test uses: the real nutrilab.war the build assembled, plus the test. */
final class Deployments {

    private Deployments() {}

    static WebArchive nutrilabWar(Class<?> testClass) {
        File war = new File(System.getProperty("nutrilab.war", "target/nutrilab.war"));
        return ShrinkWrap.createFromZipFile(WebArchive.class, war)
                .addClasses(
                        testClass,
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
                        WebhookReceiver.Arrival.class);
    }
}
