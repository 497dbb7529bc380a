package com.nutrilab.micro;

import com.nutrilab.testing.ApiClient;
import com.nutrilab.testing.ProblemAssertions;
import java.io.File;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;

/** The deployment every Micro test uses: the real nutrilab.war the build assembled, plus the test. */
final class Deployments {

    private Deployments() {
    }

    static WebArchive nutrilabWar(Class<?> testClass) {
        File war = new File(System.getProperty("nutrilab.war", "target/nutrilab.war"));
        return ShrinkWrap.createFromZipFile(WebArchive.class, war)
                .addClasses(testClass, Deployments.class, ApiClient.class, ApiClient.Response.class,
                        ProblemAssertions.class);
    }
}
