package com.nutrilab.privacy;

import jakarta.ejb.DependsOn;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Carries out tenant erasures: every few seconds each node looks for erasures that no live node
 * holds (new ones, and those a crashed or restarted node left) and works through them step by
 * step while it holds their lease. A restart resumes them by itself.
 */
@Singleton
@Startup
@DependsOn("DatabaseMigrations")
public class ClientErasureRunner {

    /** This node, as lease owner: a restarted node is a new owner and waits out its old leases. */
    static final String NODE = UUID.randomUUID().toString();

    private static final Logger LOG = Logger.getLogger(ClientErasureRunner.class.getName());

    @Inject
    private ClientErasureWork work;

    private final AtomicBoolean working = new AtomicBoolean();

    // No transaction around it and nothing thrown out of it: the container expunges a timer whose
    // delivery fails twice (EJB5119). A run that outlasts the period leaves the next ones nothing to do.
    @Schedule(second = "*/5", minute = "*", hour = "*", persistent = false)
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    @Lock(LockType.READ)
    public void resume() {
        if (!working.compareAndSet(false, true)) {
            return;
        }
        try {
            for (String clientId : work.waiting()) {
                while (work.step(clientId, NODE)) {
                    // one step per transaction, until the client is gone or another node took over
                }
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "A tenant erasure stopped; it resumes shortly: {0}", e.toString());
        } finally {
            working.set(false);
        }
    }
}
