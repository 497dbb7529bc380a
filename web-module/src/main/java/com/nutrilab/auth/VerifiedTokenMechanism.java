package com.nutrilab.auth;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Alternative;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;
import jakarta.security.enterprise.AuthenticationException;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.authentication.mechanism.http.HttpAuthenticationMechanism;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.HttpHeaders;
import java.util.List;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;

/**
 * The application's authentication mechanism: MicroProfile JWT's own (which {@code @LoginConfig}
 * installs), except for a bearer token this node has verified before, which it answers from
 * {@link VerifiedTokens} without asking it. Payara's mechanism looks up its identity store handler
 * through {@code CDI.current()} on every request, a stack walk that cost 5.5 % of an authenticated
 * request's CPU, and the handler then asks every identity store (3 %); a token verified before needs
 * neither. No token, a new token and a bad one all go to Payara's mechanism, which verifies as it
 * always did. A CDI alternative, so that Jakarta Security resolves this one and not Payara's.
 */
@Alternative
@Priority(Interceptor.Priority.APPLICATION)
@ApplicationScoped
public class VerifiedTokenMechanism implements HttpAuthenticationMechanism {

    private static final String BEARER = "Bearer ";

    @Inject
    private BeanManager beanManager;

    @Inject
    private VerifiedTokens tokens;

    @Inject
    private CurrentCaller currentCaller;

    @Inject
    private MetricRegistry metrics;

    private HttpAuthenticationMechanism microProfileJwt;
    private Counter hits;

    /**
     * Finds Payara's MicroProfile JWT mechanism, the application's one other mechanism, when the
     * application starts (see {@link #atStartup}): a deployment with none, or with another, fails
     * then, not on its first request.
     */
    @PostConstruct
    void findMicroProfileJwt() {
        List<Bean<?>> others = beanManager.getBeans(HttpAuthenticationMechanism.class).stream()
                .filter(bean -> !VerifiedTokenMechanism.class.equals(bean.getBeanClass()))
                .toList();
        if (others.size() != 1) {
            throw new IllegalStateException(
                    "Expected MicroProfile JWT's authentication mechanism alone besides this one, found " + others);
        }
        Bean<?> bean = others.get(0);
        microProfileJwt = (HttpAuthenticationMechanism) beanManager.getReference(
                bean, HttpAuthenticationMechanism.class, beanManager.createCreationalContext(bean));
        hits = metrics.counter("nutrilab.auth.verified-tokens.hits");
    }

    void atStartup(@Observes @Initialized(ApplicationScoped.class) Object started) {
        // Being called creates this bean, and so runs findMicroProfileJwt.
    }

    @Override
    public AuthenticationStatus validateRequest(
            HttpServletRequest request, HttpServletResponse response, HttpMessageContext context)
            throws AuthenticationException {
        String token = bearerToken(request.getHeader(HttpHeaders.AUTHORIZATION));
        VerifiedTokens.Verified verified =
                token == null ? null : tokens.lookup(token).orElse(null);
        if (verified == null) {
            return microProfileJwt.validateRequest(request, response, context);
        }
        hits.inc();
        request.setAttribute(VerifiedTokens.FROM_CACHE, Boolean.TRUE);
        currentCaller.identified(token, verified.caller());
        // As Payara's mechanism does: the principal itself (a JsonWebToken) is among the subject's.
        context.getClientSubject().getPrincipals().add(verified.principal());
        return context.notifyContainerAboutLogin(verified.principal(), verified.groups());
    }

    /** The token MicroProfile JWT reads: the Authorization header's (the only place it is configured to look). */
    private static String bearerToken(String authorization) {
        return authorization != null && authorization.startsWith(BEARER) && authorization.length() > BEARER.length()
                ? authorization.substring(BEARER.length())
                : null;
    }
}
