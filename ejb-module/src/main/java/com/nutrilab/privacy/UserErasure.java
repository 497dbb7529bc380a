package com.nutrilab.privacy;

import com.nutrilab.auth.AccountErasure;
import com.nutrilab.auth.AppUser;
import com.nutrilab.lab.LabResult;
import com.nutrilab.webhook.WebhookDelivery;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Erases one user and everything stored about them, in one transaction: every kind of personal
 * data {@link PersonalDataRegistry} says a user's erasure deletes (the reports with their files,
 * results and webhook events, the profile), the owned before their owners, then the account with
 * its sign-ins ({@link AccountErasure}). Nothing is kept for later
 * (docs/decisions/0049-erasure-is-immediate.md).
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
        List<String> reports = lockedReports(user.id());
        Map<String, List<String>> owners = Map.of(
                "users", List.of(user.id()), "labReports", reports, "webhookDeliveries", lockedDeliveries(reports));
        Map<String, Long> erased = new HashMap<>();
        for (PersonalDataRegistry.Kind kind : PersonalDataRegistry.erasedWithTheUser()) {
            List<String> ownerIds = owners.get(kind.owner());
            if (ownerIds == null) {
                throw new IllegalStateException("No rows of " + kind.owner() + ", the owner of " + kind.name());
            }
            erased.put(kind.name(), deleteOwnedBy(kind, ownerIds));
        }
        AccountErasure.Erased account = accounts.erase(user);
        erased.put("users", 1L);
        erased.put("signIns", (long) account.signIns());
        erased.put("refreshTokens", (long) account.refreshTokens());
        return new ErasedData(erased);
    }

    /** The user's reports, locked as a report's reader locks its row before it writes what it read. */
    private List<String> lockedReports(String userId) {
        return entityManager
                .createQuery("SELECT r FROM LabResult r WHERE r.userId = :userId", LabResult.class)
                .setParameter("userId", userId)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .getResultStream()
                .map(LabResult::id)
                .toList();
    }

    /** The reports' webhook deliveries, locked as a sender locks its delivery before it records an attempt. */
    private List<String> lockedDeliveries(List<String> reportIds) {
        List<String> deliveries = new ArrayList<>();
        for (List<String> chunk : chunks(reportIds)) {
            entityManager
                    .createQuery("SELECT d FROM WebhookDelivery d WHERE d.labResultId IN :ids", WebhookDelivery.class)
                    .setParameter("ids", chunk)
                    .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                    .getResultStream()
                    .map(WebhookDelivery::id)
                    .forEach(deliveries::add);
        }
        return deliveries;
    }

    /** Deletes the kind's rows whose owner column names one of the owners, a hundred owners per statement. */
    private long deleteOwnedBy(PersonalDataRegistry.Kind kind, List<String> ownerIds) {
        long deleted = 0;
        for (List<String> chunk : chunks(ownerIds)) {
            Query delete = entityManager.createNativeQuery("DELETE FROM " + kind.table() + " WHERE "
                    + kind.ownerColumn() + " IN (" + String.join(", ", Collections.nCopies(chunk.size(), "?")) + ")");
            for (int i = 0; i < chunk.size(); i++) {
                delete.setParameter(i + 1, chunk.get(i));
            }
            deleted += delete.executeUpdate();
        }
        return deleted;
    }

    private static List<List<String>> chunks(List<String> ids) {
        List<List<String>> chunks = new ArrayList<>();
        for (int from = 0; from < ids.size(); from += CHUNK) {
            chunks.add(ids.subList(from, Math.min(from + CHUNK, ids.size())));
        }
        return chunks;
    }
}
