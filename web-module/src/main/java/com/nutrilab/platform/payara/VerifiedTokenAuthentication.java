package com.nutrilab.platform.payara;

import com.nutrilab.auth.CurrentCaller;
import jakarta.inject.Inject;
import jakarta.security.auth.message.config.AuthConfigFactory;
import jakarta.security.auth.message.config.AuthConfigProvider;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;
import java.util.Arrays;
import org.eclipse.microprofile.metrics.MetricRegistry;

/**
 * Defect: as {@link VerifiedTokenAuthModule}'s (Payara's per-request cost of MicroProfile JWT);
 * no upstream issue. Installs {@link VerifiedTokenAuthModule} in front of the module Jakarta Security registered for
 * this application. Jakarta Security registers its own when the container starts the application
 * (a {@code ServletContainerInitializer}, which runs before any listener), so this finds it here,
 * keeps it for the requests the new module does not answer, and registers the new one in its
 * place (the same layer and application context, as {@code registerServerAuthModule} does). An
 * application without Jakarta Security's module of its own (a provider registered for this
 * application context, not a layer-wide default) fails to start here, not on its first request.
 */
@WebListener
public class VerifiedTokenAuthentication implements ServletContextListener {

    static final String HITS = "nutrilab.auth.verified-tokens.hits";

    @Inject
    private VerifiedTokens tokens;

    @Inject
    private CurrentCaller currentCaller;

    @Inject
    private MetricRegistry metrics;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        ServletContext context = event.getServletContext();
        // The servlet profile's application context id: the host name, a space, the context path.
        String appContext = context.getVirtualServerName() + " " + context.getContextPath();
        AuthConfigFactory factory = AuthConfigFactory.getFactory();
        AuthConfigProvider standard = factory.getConfigProvider(VerifiedTokenAuthModule.LAYER, appContext, null);
        if (standard == null || !registeredFor(factory, standard, appContext)) {
            throw new IllegalStateException("Jakarta Security registered no authentication module for " + appContext);
        }
        factory.registerServerAuthModule(
                new VerifiedTokenAuthModule(standard, appContext, tokens, currentCaller, metrics.counter(HITS)),
                context);
    }

    /**
     * Whether the provider is registered for this application itself. The factory answers with a
     * layer-wide provider when there is none for the application (Payara Server's domain.xml
     * configures one for every web application); that one must not be taken for Jakarta
     * Security's.
     */
    static boolean registeredFor(AuthConfigFactory factory, AuthConfigProvider provider, String appContext) {
        return Arrays.stream(factory.getRegistrationIDs(provider))
                .map(factory::getRegistrationContext)
                .anyMatch(registration -> registration != null
                        && VerifiedTokenAuthModule.LAYER.equals(registration.getMessageLayer())
                        && appContext.equals(registration.getAppContext()));
    }
}
