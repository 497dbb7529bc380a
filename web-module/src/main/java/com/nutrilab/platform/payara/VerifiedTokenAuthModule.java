package com.nutrilab.platform.payara;

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
import org.eclipse.microprofile.metrics.Counter;

/**
 * The application's Jakarta Authentication module: a bearer token this node has verified before
 * is answered from {@link VerifiedTokens}; every other request (no token, a new one, a bad one)
 * goes to the module Jakarta Security installed, and so to MicroProfile JWT's mechanism, which
 * verifies as it always did.
 *
 * <p>Why a module and not a mechanism: Jakarta Security's bridge looks its mechanism up anew
 * twice per request (once to validate, once to secure the response), each time through JNDI
 * with an exception built up front whether or not the lookup fails, and MicroProfile JWT's
 * mechanism then walks the stack for {@code CDI.current()}: together about 15 % of the CPU of an
 * authenticated request (docs/benchmarks.md). A token verified before needs none of it.
 * Installed by {@link VerifiedTokenAuthentication}.
 */
final class VerifiedTokenAuthModule implements ServerAuthModule {

    static final String LAYER = "HttpServlet";

    private static final String BEARER = "Bearer ";

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
            return standardContext(message).validateRequest(message, client, service);
        }
        hits.inc();
        request.setAttribute(VerifiedTokens.FROM_CACHE, verified);
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
        if (request.getAttribute(VerifiedTokens.FROM_CACHE) != null) {
            return AuthStatus.SEND_SUCCESS; // MicroProfile JWT's mechanism adds nothing to a response
        }
        return standardContext(message).secureResponse(message, service);
    }

    @Override
    public void cleanSubject(MessageInfo message, Subject subject) throws AuthException {
        standardContext(message).cleanSubject(message, subject);
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
