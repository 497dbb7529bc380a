package com.nutrilab.privacy;

import com.nutrilab.auth.AccountErasure;
import com.nutrilab.auth.AppUser;
import com.nutrilab.lab.LabResult;
import com.nutrilab.webhook.WebhookAttempt;
import com.nutrilab.webhook.WebhookDelivery;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Erases one user and everything stored about them, in one transaction: the reports with their
 * files, results and webhook events, the profile, then the account with its sign-ins
 * ({@link AccountErasure}). Nothing is kept for later (docs/decisions/0049-erasure-is-immediate.md).
 *
 * <p>Locks in the order every writer of a user's rows takes them: the user's row first
 * ({@code AccountLocks}: an upload, a sign-in or a profile written meanwhile either committed
 * before and is erased here, or finds the user gone), then the reports' rows, as a report's
 * reader locks its row before it writes what it read (so it finds the report gone, or has written
 * before these deletes look), then their webhook deliveries, as a sender locks its delivery before
 * it records an attempt. The foreign keys do not cascade (V7, V8): children go first.
 */
@Stateless
public class UserErasure {

    /** Ids per statement: an IN list Derby probes through the index. */
    private static final int CHUNK = 100;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private AccountErasure accounts;

    /** Erases the client's user; empty when the client has no such user (another tenant's, or erased already). */
    public Optional<ErasedData> erase(String clientId, String userId) {
        Optional<AppUser> user = entityManager
                .createNamedQuery(AppUser.BY_CLIENT_AND_ID, AppUser.class)
                .setParameter("clientId", clientId)
                .setParameter("id", userId)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .getResultStream()
                .findFirst();
        return user.map(this::erase);
    }

    private ErasedData erase(AppUser user) {
        ErasedData reports = eraseReports(user.id());
        long profiles = entityManager
                .createQuery("DELETE FROM UserProfile p WHERE p.userId = :userId")
                .setParameter("userId", user.id())
                .executeUpdate();
        AccountErasure.Erased account = accounts.erase(user);
        return reports.plus(new ErasedData(1, profiles, account.signIns(), account.refreshTokens(), 0, 0, 0, 0, 0));
    }

    private ErasedData eraseReports(String userId) {
        List<String> reportIds = entityManager
                .createQuery("SELECT r FROM LabResult r WHERE r.userId = :userId", LabResult.class)
                .setParameter("userId", userId)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .getResultStream()
                .map(LabResult::id)
                .toList();
        ErasedData erased = ErasedData.NOTHING;
        for (int from = 0; from < reportIds.size(); from += CHUNK) {
            erased = erased.plus(eraseReportChunk(reportIds.subList(from, Math.min(from + CHUNK, reportIds.size()))));
        }
        return erased;
    }

    private ErasedData eraseReportChunk(List<String> reportIds) {
        List<String> deliveryIds = entityManager
                .createQuery("SELECT d FROM WebhookDelivery d WHERE d.labResultId IN :ids", WebhookDelivery.class)
                .setParameter("ids", reportIds)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .getResultStream()
                .map(WebhookDelivery::id)
                .toList();
        long attempts = 0;
        long deliveries = 0;
        if (!deliveryIds.isEmpty()) {
            attempts = entityManager
                    .createNamedQuery(WebhookAttempt.DELETE_OF_DELIVERIES)
                    .setParameter("deliveryIds", deliveryIds)
                    .executeUpdate();
            deliveries = entityManager
                    .createNamedQuery(WebhookDelivery.DELETE_BY_IDS)
                    .setParameter("ids", deliveryIds)
                    .executeUpdate();
        }
        long analytes = analytesDeleted(reportIds);
        long files = entityManager
                .createQuery("DELETE FROM LabFile f WHERE f.labResultId IN :ids")
                .setParameter("ids", reportIds)
                .executeUpdate();
        long reports = entityManager
                .createQuery("DELETE FROM LabResult r WHERE r.id IN :ids")
                .setParameter("ids", reportIds)
                .executeUpdate();
        return new ErasedData(0, 0, 0, 0, reports, files, analytes, deliveries, attempts);
    }

    /**
     * The results, of the report's sample and of a cumulative report's earlier columns (V15), are
     * element collections of the report, which JPQL cannot delete by themselves.
     */
    private long analytesDeleted(List<String> reportIds) {
        return deleted("lab_analyte", reportIds) + deleted("lab_earlier_analyte", reportIds);
    }

    private long deleted(String table, List<String> reportIds) {
        Query delete = entityManager.createNativeQuery("DELETE FROM " + table + " WHERE lab_result_id IN ("
                + String.join(", ", Collections.nCopies(reportIds.size(), "?")) + ")");
        for (int i = 0; i < reportIds.size(); i++) {
            delete.setParameter(i + 1, reportIds.get(i));
        }
        return delete.executeUpdate();
    }
}
