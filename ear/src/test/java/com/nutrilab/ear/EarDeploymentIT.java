package com.nutrilab.ear;

import static com.nutrilab.testing.ApiFlows.json;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.ProblemAssertions;
import jakarta.json.JsonObject;
import java.io.File;
import java.net.URL;
import java.util.Map;
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
        EnterpriseArchive ear = ShrinkWrap.createFromZipFile(
                EnterpriseArchive.class, new File(System.getProperty("nutrilab.ear", "target/nutrilab.ear")));
        // The Payara Server adapter loads the test class from the deployment, even in client mode.
        return ear.addAsLibrary(ShrinkWrap.create(JavaArchive.class, "ear-test.jar")
                .addClasses(
                        EarDeploymentIT.class,
                        ApiHttpClient.class,
                        ApiHttpClient.Response.class,
                        ProblemAssertions.class,
                        ApiFlows.class,
                        ApiFlows.NewClient.class,
                        ApiFlows.SignIn.class));
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
    void operatorClientAndUserFlowWorksInTheEar() throws Exception {
        // MicroProfile JWT's issuer and key come from config.jar in lib/, the signing key from the EJB
        // module, revocation state from Payara Server's Hazelcast: the whole chain, in the EAR.
        ApiFlows flows = new ApiFlows(api().serverRoot());
        ApiFlows.NewClient client = flows.newClient("EAR Health");
        ApiFlows.SignIn user = flows.newUser(client, "ear-user");
        // Each role passes its EJBs' @RolesAllowed in the full server too: operator, client, user.
        ApiHttpClient.Response labs =
                api().serverRoot().get("api/v1/labs", "Authorization", ApiFlows.bearer(user.accessToken()));
        assertEquals(200, labs.status(), labs::toString);
        ApiHttpClient.Response logout = api().serverRoot()
                .post(
                        "api/v1/auth/logout",
                        json("refreshToken", user.refreshToken()),
                        "Authorization",
                        ApiFlows.bearer(user.accessToken()));
        assertEquals(200, logout.status(), logout::toString);
        assertProblem(
                api().serverRoot()
                        .post(
                                "api/v1/auth/logout",
                                json("refreshToken", "x"),
                                "Authorization",
                                ApiFlows.bearer(user.accessToken())),
                401);
        ApiHttpClient.Response forged = api().serverRoot().get("api/v1/admin/clients", "Authorization", "Bearer a.b.c");
        assertProblem(forged, 401);
        assertEquals(
                "Bearer error=\"invalid_token\"",
                forged.header("WWW-Authenticate").orElse(""));
    }

    @Test
    void eachKindOfCredentialIsRefusedWhereItDoesNotBelong() throws Exception {
        // Payara Server registers its own MicroProfile JWT role filter in the EAR whatever
        // payara-web.xml says (docs/auth.md): RoleChecks must still be the check that answers.
        ApiHttpClient http = api().serverRoot();
        ApiFlows flows = new ApiFlows(http);
        String operator = flows.operatorToken();
        ApiFlows.NewClient client = flows.newClient(operator, "EAR Roles");
        String user = flows.newUser(client, "ear-roles-user").accessToken();
        Map<String, String> credentials = Map.of("operator", operator, "client", client.key(), "user", user);
        Map<String, String> ownerOf = Map.of("api/v1/labs", "user", "api/v1/admin/clients", "operator");
        ownerOf.forEach((path, owner) -> {
            ApiHttpClient.Response none = http.get(path);
            assertProblem(none, 401);
            assertEquals("Bearer", none.header("WWW-Authenticate").orElse(""), path);
            credentials.forEach((kind, credential) -> {
                ApiHttpClient.Response response = http.get(path, "Authorization", ApiFlows.bearer(credential));
                if (kind.equals(owner)) {
                    assertEquals(200, response.status(), () -> path + " with a " + kind + ": " + response);
                } else {
                    assertEquals(
                            "This kind of credential may not call this operation.",
                            assertProblem(response, 403).getString("detail"),
                            () -> path + " with a " + kind);
                }
            });
        });
    }

    @Test
    void errorsAreProblems() throws Exception {
        assertProblem(api().serverRoot().get("api/v1/nope"), 404);
        assertProblem(api().serverRoot().get("nope.html"), 404);
        // Validated by the container's validator here too (Jersey's own is off): a field error.
        ApiHttpClient.Response tooLong =
                api().serverRoot().post("api/v1/admin/login", json("operatorKey", "k".repeat(513)));
        assertProblem(tooLong, 400);
        assertEquals(java.util.List.of("operatorKey"), tooLong.errorFields(), tooLong::toString);
    }
}
