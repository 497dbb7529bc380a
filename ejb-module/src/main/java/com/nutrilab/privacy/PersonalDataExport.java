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
import com.nutrilab.webhook.WebhookAttempt;
import com.nutrilab.webhook.WebhookDelivery;
import com.nutrilab.webhook.WebhookDeliveryView;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Everything stored about the signed-in user, read for their export in short transactions: the
 * account, profile and sign-ins at once, then the reports a page at a time, so that a user with
 * thousands of reports is written out without all of them in memory (or in one transaction).
 */
@Stateless
public class PersonalDataExport {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    /** The account as the user sees it: never its password hash. */
    public record Account(String id, String username, String clientId, Instant createdAt) {}

    /** A refresh token as stored, without its hash: when it was issued, until when, spent or revoked. */
    public record RefreshTokenRecord(
            String signIn, Instant createdAt, Instant expiresAt, Instant spentAt, boolean revoked) {}

    /** What comes before the reports. */
    public record Head(Account account, ProfileView profile, List<RefreshTokenRecord> refreshTokens) {}

    /** A report with its results, where its original file is read, and the webhook events about it. */
    public record Report(LabResultView report, String file, List<WebhookDeliveryView> webhookEvents) {}

    /** The caller's account, profile (null when they never set one) and refresh tokens. */
    @RolesAllowed(Roles.USER)
    public Head head() {
        Caller user = caller.require(PrincipalKind.USER);
        AppUser account = entityManager.find(AppUser.class, user.subject());
        if (account == null) {
            throw new UnknownResourceException("No user " + user.subject());
        }
        UserProfile profile = entityManager.find(UserProfile.class, account.id());
        List<RefreshTokenRecord> tokens = entityManager
                .createQuery(
                        "SELECT t FROM RefreshToken t WHERE t.userId = :userId ORDER BY t.createdAt, t.id",
                        RefreshToken.class)
                .setParameter("userId", account.id())
                .getResultStream()
                .map(t -> new RefreshTokenRecord(t.familyId(), t.createdAt(), t.expiresAt(), t.spentAt(), t.revoked()))
                .toList();
        return new Head(
                new Account(account.id(), account.username(), account.clientId(), account.createdAt()),
                profile == null ? null : ProfileView.of(profile),
                tokens);
    }

    /**
     * The user's reports after {@code afterId} in id order (null: from the first), at most
     * {@code max}: keyset pages, which a report uploaded or deleted meanwhile does not shift. Only
     * for the export of a user {@link #head} identified.
     */
    @PermitAll
    public List<Report> reportsAfter(String userId, String afterId, int max) {
        List<LabResult> page = entityManager
                .createQuery(
                        "SELECT r FROM LabResult r WHERE r.userId = :userId AND r.id > :after ORDER BY r.id",
                        LabResult.class)
                .setParameter("userId", userId)
                .setParameter("after", afterId == null ? "" : afterId)
                .setMaxResults(max)
                .getResultList();
        if (page.isEmpty()) {
            return List.of();
        }
        Map<String, List<WebhookDeliveryView>> events =
                eventsAbout(page.stream().map(LabResult::id).toList());
        return page.stream()
                .map(result -> new Report(
                        LabResultView.of(result),
                        "/api/v1/labs/" + result.id() + "/file",
                        events.getOrDefault(result.id(), List.of())))
                .toList();
    }

    private Map<String, List<WebhookDeliveryView>> eventsAbout(List<String> reportIds) {
        List<WebhookDelivery> deliveries = entityManager
                .createQuery(
                        "SELECT d FROM WebhookDelivery d WHERE d.labResultId IN :ids ORDER BY d.createdAt, d.id",
                        WebhookDelivery.class)
                .setParameter("ids", reportIds)
                .getResultList();
        if (deliveries.isEmpty()) {
            return Map.of();
        }
        Map<String, List<WebhookDeliveryView.Attempt>> attempts = entityManager
                .createNamedQuery(WebhookAttempt.OF_DELIVERIES, WebhookAttempt.class)
                .setParameter(
                        "deliveryIds",
                        deliveries.stream().map(WebhookDelivery::id).toList())
                .getResultStream()
                .collect(Collectors.groupingBy(
                        WebhookAttempt::deliveryId,
                        Collectors.mapping(WebhookDeliveryView.Attempt::of, Collectors.toList())));
        return deliveries.stream()
                .collect(Collectors.groupingBy(
                        WebhookDelivery::labResultId,
                        Collectors.mapping(
                                d -> WebhookDeliveryView.of(d, attempts.getOrDefault(d.id(), List.of())),
                                Collectors.toList())));
    }
}
