package com.nutrilab.privacy;

import com.nutrilab.auth.AppUser;
import com.nutrilab.auth.Caller;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.RefreshToken;
import com.nutrilab.auth.Roles;
import com.nutrilab.lab.LabResult;
import com.nutrilab.lab.LabResultView;
import com.nutrilab.platform.UnknownResourceException;
import com.nutrilab.recommendation.ProfileView;
import com.nutrilab.recommendation.UserProfile;
import com.nutrilab.webhook.DeliveryStatus;
import com.nutrilab.webhook.WebhookAttempt;
import com.nutrilab.webhook.WebhookDelivery;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import jakarta.json.bind.annotation.JsonbTransient;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Everything stored about the signed-in user, read for their export in short transactions: the
 * account and profile at once, then the refresh tokens and the reports a page at a time, so that a
 * user with thousands of them is written out without all of them in memory (or in one transaction).
 */
@Stateless
public class PersonalDataExport {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    /** The account as the user sees it: never its password hash. */
    public record ExportedAccount(String id, String username, String clientId, Instant createdAt) {}

    /** A refresh token as stored, without its hash: when it was issued, until when, spent or revoked. */
    @JsonbPropertyOrder({"signIn", "createdAt", "expiresAt", "spentAt", "revoked"})
    public record ExportedRefreshToken(
            @JsonbTransient String id,
            String signIn,
            Instant createdAt,
            Instant expiresAt,
            Instant spentAt,
            boolean revoked) {}

    /** What comes before the refresh tokens and reports. */
    public record Head(ExportedAccount account, ProfileView profile) {}

    /** A report with its results, where its original file is read, and the webhook events about it. */
    public record ExportedReport(LabResultView report, String file, List<ExportedWebhookEvent> webhookEvents) {}

    /**
     * A webhook event about a report, as the user may see it: when and how it was delivered, never
     * the error texts of the attempts, which describe the client's own systems (host names, TLS).
     */
    @JsonbPropertyOrder({"id", "eventType", "status", "createdAt", "deliveredAt", "attemptCount", "attempts"})
    public record ExportedWebhookEvent(
            String id,
            String eventType,
            DeliveryStatus status,
            Instant createdAt,
            Instant deliveredAt,
            int attemptCount,
            List<ExportedAttempt> attempts) {

        static ExportedWebhookEvent of(WebhookDelivery delivery, List<ExportedAttempt> attempts) {
            return new ExportedWebhookEvent(
                    delivery.id(),
                    delivery.eventType(),
                    delivery.status(),
                    delivery.createdAt(),
                    delivery.deliveredAt(),
                    delivery.attemptCount(),
                    attempts);
        }
    }

    /** One attempt's outcome: the receiver's status code when it answered. */
    @JsonbPropertyOrder({"attemptedAt", "outcome", "statusCode"})
    public record ExportedAttempt(Instant attemptedAt, Outcome outcome, Integer statusCode) {

        static ExportedAttempt of(WebhookAttempt attempt) {
            Integer status = attempt.statusCode();
            Outcome outcome = status == null
                    ? Outcome.NOT_REACHED
                    : status >= 200 && status < 300 ? Outcome.DELIVERED : Outcome.REFUSED;
            return new ExportedAttempt(attempt.attemptedAt(), outcome, status);
        }
    }

    /** How an attempt ended: answered 2xx, answered otherwise, or the receiver was not reached. */
    public enum Outcome {
        DELIVERED,
        REFUSED,
        NOT_REACHED
    }

    /** The caller's account and profile (null when they never set one). */
    @RolesAllowed(Roles.USER)
    public Head head() {
        Caller user = caller.require(PrincipalKind.USER);
        AppUser account = entityManager.find(AppUser.class, user.subject());
        if (account == null) {
            throw new UnknownResourceException("No user " + user.subject());
        }
        UserProfile profile = entityManager.find(UserProfile.class, account.id());
        return new Head(
                new ExportedAccount(account.id(), account.username(), account.clientId(), account.createdAt()),
                profile == null ? null : ProfileView.of(profile));
    }

    /**
     * The user's refresh tokens after {@code afterId} in id order (null: from the first), at most
     * {@code max}: keyset pages, as {@link #reportsAfter}. Only for the export of a user {@link #head}
     * identified.
     */
    @PermitAll
    public List<ExportedRefreshToken> refreshTokensAfter(String userId, String afterId, int max) {
        return after(RefreshToken.class, userId, afterId, max).stream()
                .map(t -> new ExportedRefreshToken(
                        t.id(), t.familyId(), t.createdAt(), t.expiresAt(), t.spentAt(), t.revoked()))
                .toList();
    }

    /**
     * The user's reports after {@code afterId} in id order (null: from the first), at most
     * {@code max}: keyset pages, which a report uploaded or deleted meanwhile does not shift. Only
     * for the export of a user {@link #head} identified.
     */
    @PermitAll
    public List<ExportedReport> reportsAfter(String userId, String afterId, int max) {
        List<LabResult> page = after(LabResult.class, userId, afterId, max);
        if (page.isEmpty()) {
            return List.of();
        }
        Map<String, List<ExportedWebhookEvent>> events =
                eventsAbout(page.stream().map(LabResult::id).toList());
        return page.stream()
                .map(result -> new ExportedReport(
                        LabResultView.of(result),
                        "/api/v1/labs/" + result.id() + "/file",
                        events.getOrDefault(result.id(), List.of())))
                .toList();
    }

    /** The user's rows of the entity after {@code afterId} in id order (null: from the first), at most {@code max}. */
    private <T> List<T> after(Class<T> entity, String userId, String afterId, int max) {
        return entityManager
                .createQuery(
                        "SELECT e FROM " + entity.getSimpleName()
                                + " e WHERE e.userId = :userId AND e.id > :after ORDER BY e.id",
                        entity)
                .setParameter("userId", userId)
                .setParameter("after", afterId == null ? "" : afterId)
                .setMaxResults(max)
                .getResultList();
    }

    private Map<String, List<ExportedWebhookEvent>> eventsAbout(List<String> reportIds) {
        List<WebhookDelivery> deliveries = entityManager
                .createQuery(
                        "SELECT d FROM WebhookDelivery d WHERE d.labResultId IN :ids ORDER BY d.createdAt, d.id",
                        WebhookDelivery.class)
                .setParameter("ids", reportIds)
                .getResultList();
        if (deliveries.isEmpty()) {
            return Map.of();
        }
        Map<String, List<ExportedAttempt>> attempts = entityManager
                .createNamedQuery(WebhookAttempt.OF_DELIVERIES, WebhookAttempt.class)
                .setParameter(
                        "deliveryIds",
                        deliveries.stream().map(WebhookDelivery::id).toList())
                .getResultStream()
                .collect(Collectors.groupingBy(
                        WebhookAttempt::deliveryId, Collectors.mapping(ExportedAttempt::of, Collectors.toList())));
        return deliveries.stream()
                .collect(Collectors.groupingBy(
                        WebhookDelivery::labResultId,
                        Collectors.mapping(
                                d -> ExportedWebhookEvent.of(d, attempts.getOrDefault(d.id(), List.of())),
                                Collectors.toList())));
    }
}
