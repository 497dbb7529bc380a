package com.nutrilab.ear;

import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.ProblemAssertions;
import jakarta.json.JsonObject;
import java.io.File;
import java.net.URL;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** nutrilab.ear, unchanged, on a full Payara Server: the "existing application server" case. */
@ExtendWith(ArquillianExtension.class)
class EarDeploymentIT {

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        EnterpriseArchive ear = ShrinkWrap.createFromZipFile(EnterpriseArchive.class,
                new File(System.getProperty("nutrilab.ear", "target/nutrilab.ear")));
        // The Payara Server adapter loads the test class from the deployment, even in client mode.
        return ear.addAsLibrary(ShrinkWrap.create(JavaArchive.class, "ear-test.jar")
                .addClasses(EarDeploymentIT.class, ApiHttpClient.class, ApiHttpClient.Response.class,
                        ProblemAssertions.class));
    }

    @ArquillianResource
    private URL base;

    private ApiHttpClient api() throws Exception {
        return new ApiHttpClient(base.toURI());
    }

    @Test
    void readyWithTheDatabaseOfTheEar() throws Exception {
        JsonObject ready = api().serverRoot().get("health/ready").json();
        assertEquals("UP", ready.getString("status"), ready::toString);
    }

    @Test
    void servesTheApi() throws Exception {
        ApiHttpClient.Response index = api().serverRoot().get("api/v1");
        assertEquals(200, index.status(), index::toString);
        assertEquals("NutriLab API", index.json().getString("name"));
    }

    @Test
    void errorsAreProblems() throws Exception {
        assertProblem(api().serverRoot().get("api/v1/nope"), 404);
        assertProblem(api().serverRoot().get("nope.html"), 404);
    }
}
