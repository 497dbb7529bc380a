package bench;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Application;
import jakarta.ws.rs.core.MediaType;

/** The platform's ceiling for bench/search-users.sh: a JAX-RS GET with no auth, no database, no work. */
@ApplicationPath("/")
public class Ping extends Application {

    @Path("ping")
    public static class Resource {
        @GET
        @Produces(MediaType.APPLICATION_JSON)
        public String ping() {
            return "{\"ping\":\"pong\"}";
        }
    }
}
