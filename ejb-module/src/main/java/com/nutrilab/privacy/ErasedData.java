package com.nutrilab.privacy;

/**
 * What an erasure deleted, by kind: the answer to a user's erasure, and summed over a tenant's.
 *
 * @param users             accounts (1 for a user's erasure)
 * @param profiles          diet profiles
 * @param signIns           sign-ins revoked: their access tokens are refused on every node at once
 * @param refreshTokens     refresh tokens, spent ones included
 * @param labReports        lab reports, PROCESSING ones included
 * @param labFiles          the reports' original files
 * @param analytes          the results read from them, a cumulative report's earlier columns included
 * @param webhookDeliveries webhook events about the reports, pending or sent
 * @param webhookAttempts   the attempts to deliver them
 */
public record ErasedData(
        long users,
        long profiles,
        long signIns,
        long refreshTokens,
        long labReports,
        long labFiles,
        long analytes,
        long webhookDeliveries,
        long webhookAttempts) {

    public static final ErasedData NOTHING = new ErasedData(0, 0, 0, 0, 0, 0, 0, 0, 0);

    public ErasedData plus(ErasedData other) {
        return new ErasedData(
                users + other.users,
                profiles + other.profiles,
                signIns + other.signIns,
                refreshTokens + other.refreshTokens,
                labReports + other.labReports,
                labFiles + other.labFiles,
                analytes + other.analytes,
                webhookDeliveries + other.webhookDeliveries,
                webhookAttempts + other.webhookAttempts);
    }
}
