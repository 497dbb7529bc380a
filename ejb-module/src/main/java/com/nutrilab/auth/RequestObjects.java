package com.nutrilab.auth;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.inject.Produces;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Makes this package's request-scoped objects. Produced rather than managed beans because every
 * instance of a managed bean that Payara's CDI creates is first checked for Jakarta EE resource
 * injection (the class's annotations, the component's JNDI environment, HK2 service lookups):
 * for the two objects every authenticated request needs, about 3 % of a search's CPU
 * (docs/benchmarks.md). Nothing is injected into them but what these methods pass.
 */
@ApplicationScoped
class RequestObjects {

    @Produces
    @RequestScoped
    CurrentCaller currentCaller(JsonWebToken token) {
        return new CurrentCaller(token);
    }

    @Produces
    @RequestScoped
    ClientStatesOfRequest clientStatesOfRequest() {
        return new ClientStatesOfRequest();
    }
}
