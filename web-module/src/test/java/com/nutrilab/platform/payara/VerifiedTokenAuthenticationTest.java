package com.nutrilab.platform.payara;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.testing.Stand;
import jakarta.security.auth.message.config.AuthConfigFactory;
import jakarta.security.auth.message.config.AuthConfigProvider;
import jakarta.security.auth.message.config.RegistrationListener;
import jakarta.security.auth.message.module.ServerAuthModule;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The module is installed only over a provider registered for the application itself. */
class VerifiedTokenAuthenticationTest {

    private static final String APP = "server /api";

    private final Registrations factory = new Registrations();
    private final AuthConfigProvider jakartaSecurity = provider();
    private final AuthConfigProvider layerWide = provider();

    @Test
    void jakartaSecuritysProviderForThisApplicationIsTaken() {
        factory.register(layerWide, "HttpServlet", null);
        factory.register(jakartaSecurity, "HttpServlet", APP);

        assertTrue(VerifiedTokenAuthentication.registeredFor(factory, jakartaSecurity, APP));
    }

    @Test
    void aLayerWideDefaultOrAnotherApplicationsOrLayersIsNot() {
        factory.register(layerWide, "HttpServlet", null);
        factory.register(jakartaSecurity, "HttpServlet", "server /other");
        factory.register(jakartaSecurity, "SOAP", APP);

        assertFalse(VerifiedTokenAuthentication.registeredFor(factory, layerWide, APP));
        assertFalse(VerifiedTokenAuthentication.registeredFor(factory, jakartaSecurity, APP));
    }

    private static AuthConfigProvider provider() {
        return Stand.in(AuthConfigProvider.class, (name, args) -> {
            throw new UnsupportedOperationException(name);
        });
    }

    /** A factory that only records registrations, as the check reads them. */
    private static final class Registrations extends AuthConfigFactory {
        private record Registration(AuthConfigProvider provider, String layer, String appContext)
                implements RegistrationContext {
            @Override
            public String getMessageLayer() {
                return layer;
            }

            @Override
            public String getAppContext() {
                return appContext;
            }

            @Override
            public String getDescription() {
                return "";
            }

            @Override
            public boolean isPersistent() {
                return false;
            }
        }

        private final Map<String, Registration> byId = new LinkedHashMap<>();

        void register(AuthConfigProvider provider, String layer, String appContext) {
            byId.put(layer + "|" + appContext, new Registration(provider, layer, appContext));
        }

        @Override
        public String[] getRegistrationIDs(AuthConfigProvider provider) {
            return byId.entrySet().stream()
                    .filter(entry -> entry.getValue().provider() == provider)
                    .map(Map.Entry::getKey)
                    .toArray(String[]::new);
        }

        @Override
        public RegistrationContext getRegistrationContext(String id) {
            return byId.get(id);
        }

        @Override
        public AuthConfigProvider getConfigProvider(String layer, String appContext, RegistrationListener listener) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String registerConfigProvider(
                String className, Map<String, String> properties, String layer, String appContext, String description) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String registerConfigProvider(
                AuthConfigProvider provider, String layer, String appContext, String description) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String registerServerAuthModule(ServerAuthModule module, Object context) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void removeServerAuthModule(Object context) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean removeRegistration(String registrationID) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String[] detachListener(RegistrationListener listener, String layer, String appContext) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void refresh() {}
    }
}
