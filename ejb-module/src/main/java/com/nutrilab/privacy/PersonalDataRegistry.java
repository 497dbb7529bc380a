package com.nutrilab.privacy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Every kind of personal data the service stores, declared once: its table, the column that names
 * its owner (a user, a report, a delivery, a client), what owns it, who erases it, where the export
 * shows it and what it is. The erasure deletes by it (children before their owners), the counts of
 * an erasure and of a tenant's erasure are named by it, and the OpenAPI document names the counts
 * with its descriptions (the web module's {@code OpenApiDocumentTest} checks them). {@code PersonalDataRegistryTest} fails when a table of the migrations that names
 * a user or a client (or refers to such a table) is neither here nor in {@link #NOT_PERSONAL}.
 */
public final class PersonalDataRegistry {

    /** Who deletes a kind's rows. */
    public enum ErasedBy {
        /** {@link UserErasure}, generically: every row whose owner column names an erased owner. */
        USER_ERASURE,
        /** The account's own erasure (AccountErasure), which also revokes the user's sign-ins. */
        ACCOUNT,
        /** The tenant's erasure, once its users are gone (ClientErasureWork). */
        CLIENT_ERASURE
    }

    /**
     * One kind of personal data.
     *
     * @param name        its count's name in an erasure's answer ("labReports")
     * @param table       its table; null for what is no row (a sign-in, revoked by its id)
     * @param ownerColumn the column naming its owner
     * @param owner       the kind that owns it ("users", "labReports"), or "client" for a tenant's
     * @param erasedBy    who deletes it
     * @param exported    where a user's export shows it, or null for a tenant's data
     * @param description what it is, as the OpenAPI document and the docs say it
     */
    public record Kind(
            String name,
            String table,
            String ownerColumn,
            String owner,
            ErasedBy erasedBy,
            String exported,
            String description) {}

    /** A table that names a user or a client and is not personal data, with why. */
    public record NotPersonal(String table, String why) {}

    /** Owners first, in the order an erasure's answer counts them. */
    public static final List<Kind> KINDS = List.of(
            new Kind(
                    "users",
                    "app_user",
                    "client_id",
                    "client",
                    ErasedBy.ACCOUNT,
                    "account",
                    "accounts (username, password hash): 1 for a user's erasure"),
            new Kind("profiles", "user_profile", "user_id", "users", ErasedBy.USER_ERASURE, "profile", "diet profiles"),
            new Kind(
                    "signIns",
                    null,
                    null,
                    "users",
                    ErasedBy.ACCOUNT,
                    "refreshTokens[].signIn",
                    "sign-ins revoked: their access tokens are refused on every node at once"),
            new Kind(
                    "refreshTokens",
                    "refresh_token",
                    "user_id",
                    "users",
                    ErasedBy.ACCOUNT,
                    "refreshTokens (never the tokens themselves)",
                    "refresh tokens, spent ones included"),
            new Kind(
                    "labReports",
                    "lab_result",
                    "user_id",
                    "users",
                    ErasedBy.USER_ERASURE,
                    "labReports[].report",
                    "lab reports, PROCESSING ones included"),
            new Kind(
                    "labFiles",
                    "lab_file",
                    "lab_result_id",
                    "labReports",
                    ErasedBy.USER_ERASURE,
                    "labReports[].file (the path that answers the bytes)",
                    "the reports' original files"),
            new Kind(
                    "analytes",
                    "lab_analyte",
                    "lab_result_id",
                    "labReports",
                    ErasedBy.USER_ERASURE,
                    "labReports[].report.analytes",
                    "the results read from them"),
            new Kind(
                    "earlierAnalytes",
                    "lab_earlier_analyte",
                    "lab_result_id",
                    "labReports",
                    ErasedBy.USER_ERASURE,
                    "labReports[].report.earlier",
                    "the results of a cumulative report's older dated columns"),
            new Kind(
                    "webhookDeliveries",
                    "webhook_delivery",
                    "lab_result_id",
                    "labReports",
                    ErasedBy.USER_ERASURE,
                    "labReports[].webhookEvents",
                    "webhook events about the reports, pending or sent"),
            new Kind(
                    "webhookAttempts",
                    "webhook_attempt",
                    "delivery_id",
                    "webhookDeliveries",
                    ErasedBy.USER_ERASURE,
                    "labReports[].webhookEvents[].attempts (their outcome, never the client's error text)",
                    "the attempts to deliver them"),
            new Kind(
                    "webhookEndpoints",
                    "webhook_endpoint",
                    "client_id",
                    "client",
                    ErasedBy.CLIENT_ERASURE,
                    null,
                    "the tenant's webhook endpoints, deleted last with the client"));

    /** Tables that name a user or a client, or refer to one that does, and hold no one's personal data. */
    public static final List<NotPersonal> NOT_PERSONAL = List.of(
            new NotPersonal("api_client", "the tenant itself (a company), deleted by its erasure last"),
            new NotPersonal(
                    "client_erasure",
                    "the operator's record of a tenant's erasure: it names the company and counts, never a user"),
            new NotPersonal("client_erasure_count", "the counts of that record"));

    private PersonalDataRegistry() {}

    /** The kinds a user's erasure counts, in the order of its answer. */
    public static List<Kind> ofAUser() {
        return KINDS.stream()
                .filter(kind -> kind.erasedBy() != ErasedBy.CLIENT_ERASURE)
                .toList();
    }

    /** The kinds a user's erasure deletes itself, the owned before their owners. */
    static List<Kind> erasedWithTheUser() {
        List<Kind> owned = new ArrayList<>(KINDS.stream()
                .filter(kind -> kind.erasedBy() == ErasedBy.USER_ERASURE)
                .toList());
        Collections.reverse(owned);
        return owned;
    }
}
