package com.nutrilab.privacy;

import com.nutrilab.auth.RefreshToken;
import com.nutrilab.auth.RevokedCredential;
import com.nutrilab.webhook.WebhookAttempt;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;

/**
 * The retention purge's steps, each its own short transaction: take or give back the purge's
 * lease, and delete one batch of what is due (found by its index, deleted by id) while renewing
 * the lease in the same transaction, so that a run longer than one lease keeps it, and a node
 * whose lease ran out (and another took it) deletes nothing more.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
public class RetentionBatches {

    static final String JOB = "retention-purge";

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    /**
     * Takes the purge for this node until {@code until}, if no node holds it and its last run
     * ended before {@code lastRunBefore}: with a timer on every node, one of them runs it per period.
     */
    public boolean claim(String node, Instant now, Instant until, Instant lastRunBefore) {
        return entityManager
                        .createNativeQuery("UPDATE job_lease SET lease_owner = ?, lease_until = ? WHERE name = ? "
                                + "AND (lease_until IS NULL OR lease_until < ?) "
                                + "AND (last_run_at IS NULL OR last_run_at < ?)")
                        .setParameter(1, node)
                        .setParameter(2, Timestamp.from(until))
                        .setParameter(3, JOB)
                        .setParameter(4, Timestamp.from(now))
                        .setParameter(5, Timestamp.from(lastRunBefore))
                        .executeUpdate()
                == 1;
    }

    /** Ends this node's run: the lease is free, and the next run is due a period after now. */
    public void release(String node, Instant now) {
        entityManager
                .createNativeQuery("UPDATE job_lease SET lease_owner = NULL, lease_until = NULL, last_run_at = ? "
                        + "WHERE name = ? AND lease_owner = ?")
                .setParameter(1, Timestamp.from(now))
                .setParameter(2, JOB)
                .setParameter(3, node)
                .executeUpdate();
    }

    /** The purge's lease, renewed as long as {@code node} still holds it. */
    public record Lease(String node, Instant until) {}

    /** What a batch deletes when the node no longer holds the lease: nothing. */
    public static final int LEASE_LOST = -1;

    /**
     * Refresh tokens past their expiry, spent or not: no refresh can use them, and no reuse of them
     * can be detected. {@link #LEASE_LOST} when the node no longer holds the lease.
     */
    public int expiredRefreshTokens(Lease lease, Instant now, int max) {
        return renewed(lease) ? deleteBatch(RefreshToken.class, "id", "expiresAt", now, max) : LEASE_LOST;
    }

    /** Revocations of credentials that have expired by themselves since: nothing is left to refuse. */
    public int expiredRevocations(Lease lease, Instant now, int max) {
        return renewed(lease)
                ? deleteBatch(RevokedCredential.class, "credentialId", "expiresAt", now, max)
                : LEASE_LOST;
    }

    /** Webhook attempts made before {@code before}; their deliveries stay, with their outcome and attempt count. */
    public int oldWebhookAttempts(Lease lease, Instant before, int max) {
        return renewed(lease) ? deleteBatch(WebhookAttempt.class, "id", "attemptedAt", before, max) : LEASE_LOST;
    }

    /** Moves the lease's end to {@code lease.until()} if the node still holds it. */
    public boolean renewed(Lease lease) {
        return entityManager
                        .createNativeQuery("UPDATE job_lease SET lease_until = ? WHERE name = ? AND lease_owner = ?")
                        .setParameter(1, Timestamp.from(lease.until()))
                        .setParameter(2, JOB)
                        .setParameter(3, lease.node())
                        .executeUpdate()
                == 1;
    }

    /**
     * Deletes up to {@code max} rows of {@code entity} whose {@code time} is before {@code bound}:
     * their ids found first (by the index on the time), then deleted by id, so that one batch locks
     * its own rows only; the bound is checked again in the delete.
     */
    private int deleteBatch(Class<?> entity, String id, String time, Instant bound, int max) {
        String name = entity.getSimpleName();
        List<?> ids = entityManager
                .createQuery("SELECT e." + id + " FROM " + name + " e WHERE e." + time + " < :bound")
                .setParameter("bound", bound)
                .setMaxResults(max)
                .getResultList();
        return ids.isEmpty()
                ? 0
                : entityManager
                        .createQuery(
                                "DELETE FROM " + name + " e WHERE e." + id + " IN :ids AND e." + time + " < :bound")
                        .setParameter("ids", ids)
                        .setParameter("bound", bound)
                        .executeUpdate();
    }
}
