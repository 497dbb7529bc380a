package com.nutrilab.micro;

import org.jboss.arquillian.container.spi.client.deployment.DeploymentScenario;
import org.jboss.arquillian.container.spi.event.DeployManagedDeployments;
import org.jboss.arquillian.container.spi.event.UnDeployManagedDeployments;
import org.jboss.arquillian.container.test.impl.client.deployment.event.GenerateDeployment;
import org.jboss.arquillian.core.api.Event;
import org.jboss.arquillian.core.api.Instance;
import org.jboss.arquillian.core.api.InstanceProducer;
import org.jboss.arquillian.core.api.annotation.Inject;
import org.jboss.arquillian.core.api.annotation.Observes;
import org.jboss.arquillian.core.spi.EventContext;
import org.jboss.arquillian.core.spi.LoadableExtension;
import org.jboss.arquillian.test.spi.annotation.ClassScoped;
import org.jboss.arquillian.test.spi.context.ClassContext;
import org.jboss.arquillian.test.spi.event.suite.AfterSuite;

/**
 * One Payara Micro for every Arquillian class of a test JVM (one failsafe execution), instead of
 * one per class: the adapter starts a Micro when it deploys and stops it when it undeploys, and
 * Arquillian deploys and undeploys around each class. A start costs 40 to 80 seconds; the
 * classes of one execution run with the same configuration and the same database, so nothing
 * but time told them apart (docs/decisions/0064).
 *
 * <p>The first class generates and deploys the deployment ({@link Deployments#nutrilabWar()}, the
 * same archive for every class, with all of them in it); every later class takes that scenario
 * as its own, so that its in-container methods run in the same server and its {@code @ArquillianResource}
 * URL is that server's. Nothing is undeployed after a class; after the suite (the JVM's last
 * class) the deployment is undeployed once, which stops the Micro. Arquillian 1.9 and 1.10 have
 * no such sharing (JUnit 5 {@code @Nested} classes in the container came after 1.10.2.Final).
 */
public final class SharedServer implements LoadableExtension {

    @Override
    public void register(ExtensionBuilder builder) {
        builder.observer(Sharing.class);
    }

    /** Arquillian's observer: one instance for the test JVM's Arquillian manager. */
    public static final class Sharing {

        @Inject
        @ClassScoped
        private InstanceProducer<DeploymentScenario> scenario;

        @Inject
        private Instance<ClassContext> classContext;

        @Inject
        private Event<UnDeployManagedDeployments> undeploy;

        private DeploymentScenario shared;
        private boolean deployed;
        private boolean suiteOver;

        public void generate(@Observes EventContext<GenerateDeployment> event) {
            if (shared == null) {
                event.proceed();
                shared = scenario.get();
            } else {
                scenario.set(shared);
            }
        }

        public void deploy(@Observes EventContext<DeployManagedDeployments> event) {
            if (!deployed) {
                event.proceed(); // throws if the Micro does not start: the next class tries again
                deployed = true;
            }
        }

        public void undeploy(@Observes EventContext<UnDeployManagedDeployments> event) {
            if (suiteOver) {
                event.proceed();
            }
        }

        /** Before the containers stop: the class context the undeployment reads the scenario from is this one's. */
        public void afterSuite(@Observes(precedence = 100) AfterSuite event) {
            if (!deployed) {
                return;
            }
            suiteOver = true;
            ClassContext context = classContext.get();
            context.activate(SharedServer.class);
            try {
                scenario.set(shared);
                undeploy.fire(new UnDeployManagedDeployments());
            } finally {
                context.destroy(SharedServer.class);
                context.deactivate();
            }
        }
    }
}
