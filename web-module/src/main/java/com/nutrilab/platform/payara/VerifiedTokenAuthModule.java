package com.nutrilab.platform.payara;

import com.nutrilab.auth.Caller;
import com.nutrilab.auth.CurrentCaller;
import jakarta.security.auth.message.AuthException;
import jakarta.security.auth.message.AuthStatus;
import jakarta.security.auth.message.MessageInfo;
import jakarta.security.auth.message.MessagePolicy;
import jakarta.security.auth.message.callback.CallerPrincipalCallback;
import jakarta.security.auth.message.callback.GroupPrincipalCallback;
import jakarta.security.auth.message.config.AuthConfigProvider;
import jakarta.security.auth.message.config.ServerAuthConfig;
import jakarta.security.auth.message.config.ServerAuthContext;
import jakarta.security.auth.message.module.ServerAuthModule;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.HttpHeaders;
import java.io.IOException;
import java.util.Map;
import javax.security.auth.Subject;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.eclipse.microprofile.metrics.Counter;

/**
 * Defect: Jakarta Security's bridge in Payara 6 looks its mechanism up anew twice per request
 * (through JNDI, with an exception built up front), and MicroProfile JWT's mechanism then walks
 * the stack for {@code CDI.current()} and verifies the token from scratch (a new JSON provider
 * lookup each time): the module answers a token this node verified before from
 * {@link VerifiedTokens}, without any of it. No upstream issue.
 *
 * <p>Every other request (no token, a new one, a bad one) goes to the module Jakarta Security
 * installed, and so to MicroProfile JWT's mechanism, which verifies as it always did; a token it
 * accepts is remembered here. Installed by {@link VerifiedTokenAuthentication}.
 */
final class VerifiedTokenAuthModule implements ServerAuthModule {

    static final String LAYER = "HttpServlet";

    private static final String BEARER = "Bearer ";

    /** The request attribute that marks a request answered here, for {@link #secureResponse}. */
    private static final String ANSWERED = VerifiedTokenAuthModule.class.getName() + ".answered";

    private final AuthConfigProvider standard;
    private final String appContext;
    private final VerifiedTokens tokens;
    private final CurrentCaller currentCaller;
    private final Counter hits;

    /**
     * The container's, given anew with every request's context: Payara creates a context, and so
     * initializes this module, per request, always with the application's one handler (Jakarta
     * Security's own module keeps it the same way).
     */
    private volatile CallbackHandler handler;

    /**
     * @param standard   the provider Jakarta Security registered for this application, which
     *                   this module replaces and asks for every request it does not answer
     * @param appContext this application's context id (host name, a space, context path)
     */
    VerifiedTokenAuthModule(
            AuthConfigProvider standard,
            String appContext,
            VerifiedTokens tokens,
            CurrentCaller currentCaller,
            Counter hits) {
        this.standard = standard;
        this.appContext = appContext;
        this.tokens = tokens;
        this.currentCaller = currentCaller;
        this.hits = hits;
    }

    @Override
    public Class<?>[] getSupportedMessageTypes() {
        return new Class<?>[] {HttpServletRequest.class, HttpServletResponse.class};
    }

    @Override
    public void initialize(
            MessagePolicy requestPolicy,
            MessagePolicy responsePolicy,
            CallbackHandler handler,
            Map<String, Object> options) {
        this.handler = handler;
    }

    @Override
    public AuthStatus validateRequest(MessageInfo message, Subject client, Subject service) throws AuthException {
        HttpServletRequest request = (HttpServletRequest) message.getRequestMessage();
        String token = bearerToken(request.getHeader(HttpHeaders.AUTHORIZATION));
        VerifiedTokens.Verified verified =
                token == null ? null : tokens.lookup(token).orElse(null);
        if (verified == null) {
            AuthStatus status = standardContext(message).validateRequest(message, client, service);
            if (status == AuthStatus.SUCCESS && token != null) {
                remember(token, client);
            }
            return status;
        }
        hits.inc();
        request.setAttribute(ANSWERED, Boolean.TRUE);
        currentCaller.identified(verified.principal(), token, verified.caller());
        // What MicroProfile JWT's mechanism gives the container for the token: its principal (a
        // JsonWebToken) among the subject's, as the caller, and its groups.
        client.getPrincipals().add(verified.principal());
        callBack(
                new CallerPrincipalCallback(client, verified.principal()),
                new GroupPrincipalCallback(client, verified.groups().toArray(String[]::new)));
        return AuthStatus.SUCCESS;
    }

    @Override
    public AuthStatus secureResponse(MessageInfo message, Subject service) throws AuthException {
        HttpServletRequest request = (HttpServletRequest) message.getRequestMessage();
        if (request.getAttribute(ANSWERED) != null) {
            return AuthStatus.SEND_SUCCESS; // MicroProfile JWT's mechanism adds nothing to a response
        }
        return standardContext(message).secureResponse(message, service);
    }

    @Override
    public void cleanSubject(MessageInfo message, Subject subject) throws AuthException {
        standardContext(message).cleanSubject(message, subject);
    }

    /** Keeps the token MicroProfile JWT has just verified (its principal, a JsonWebToken, among the subject's). */
    private void remember(String token, Subject client) {
        for (JsonWebToken jwt : client.getPrincipals(JsonWebToken.class)) {
            if (token.equals(jwt.getRawToken())) {
                Caller.of(jwt).ifPresent(caller -> {
                    tokens.remember(token, jwt, caller);
                    currentCaller.identified(jwt, token, caller);
                });
                return;
            }
        }
    }

    private ServerAuthContext standardContext(MessageInfo message) throws AuthException {
        ServerAuthConfig config = standard.getServerAuthConfig(LAYER, appContext, handler);
        return config.getAuthContext(config.getAuthContextID(message), null, Map.of());
    }

    private void callBack(Callback... callbacks) throws AuthException {
        try {
            handler.handle(callbacks);
        } catch (IOException | UnsupportedCallbackException e) {
            throw (AuthException) new AuthException("The container refused the verified caller").initCause(e);
        }
    }

    /** The token MicroProfile JWT reads: the Authorization header's (the only place it is configured to look). */
    private static String bearerToken(String authorization) {
        return authorization != null && authorization.startsWith(BEARER) && authorization.length() > BEARER.length()
                ? authorization.substring(BEARER.length())
                : null;
    }
}
