package bench;

import jakarta.annotation.security.DeclareRoles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.authentication.mechanism.http.HttpAuthenticationMechanism;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Application;
import jakarta.ws.rs.core.MediaType;
import java.util.Set;

/**
 * The platform's floor for an authenticated endpoint, for bench/search-users.sh: the same
 * constant answer as Ping, behind the cheapest authentication the container knows, a Jakarta
 * Security mechanism that takes any bearer token as a user (no token parsed, no cache, no
 * Hazelcast), {@code @RolesAllowed} on the resource, and one call of a {@code @RolesAllowed}
 * stateless EJB, as NutriLab's resources make. Payara's MicroProfile JWT is such a mechanism too
 * and does more per request, so no endpoint authenticated by it can be cheaper than this.
 */
@ApplicationPath("/")
@ApplicationScoped
@DeclareRoles("user")
public class SecuredPing extends Application {

    /** Created once, as NutriLab's resources are (a resource made per request costs a CDI creation each). */
    @Path("ping")
    @ApplicationScoped
    public static class Resource {
        @EJB
        private Pong pong;

        @GET
        @RolesAllowed("user")
        @Produces(MediaType.APPLICATION_JSON)
        public String ping() {
            return pong.pong();
        }
    }

    @Stateless
    @RolesAllowed("user")
    @TransactionAttribute(TransactionAttributeType.SUPPORTS)
    public static class Pong {
        public String pong() {
            return "{\"ping\":\"pong\"}";
        }
    }

    @ApplicationScoped
    public static class AnyBearerToken implements HttpAuthenticationMechanism {
        @Override
        public AuthenticationStatus validateRequest(
                HttpServletRequest request, HttpServletResponse response, HttpMessageContext context) {
            String authorization = request.getHeader("Authorization");
            if (authorization != null && authorization.startsWith("Bearer ")) {
                return context.notifyContainerAboutLogin("user", Set.of("user"));
            }
            return context.isProtected() ? context.responseUnauthorized() : context.doNothing();
        }
    }
}
