package com.nutrilab.marker;

import com.nutrilab.lab.EarlierAnalyte;
import com.nutrilab.lab.LabAnalyte;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * A user's stored results with their dates, read for markers and recommendations: two queries (the
 * reports' own results, the earlier columns), never one per report. Newest uploads first, at most
 * {@code max} of each, so that a user with thousands of reports costs a bounded read.
 */
@Stateless
public class MarkerReadings {

    /** EclipseLink's QueryHints.READ_ONLY: the results are not registered for changes. */
    private static final String READ_ONLY = "eclipselink.read-only";

    private static final String COMPLETED = "r.userId = :userId AND r.status = com.nutrilab.lab.LabStatus.COMPLETED";

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    /**
     * The user's coded results, of these codes only (all codes when null); text results included.
     * Only for a caller that has established whose results these are (the signed-in user's).
     * Read-only: EclipseLink cannot compare the selected earlier-column embeddables (an embeddable
     * inside an element collection) for changes at commit, and fails the transaction with a
     * NullPointerException; nothing read here is ever written. (Reading outside the caller's
     * transaction instead held a second connection per request and emptied the pool.)
     */
    public List<Reading> of(String userId, Collection<String> codes, int max) {
        String ofCodes = codes == null ? " AND a.code IS NOT NULL" : " AND a.code IN :codes";
        TypedQuery<Object[]> own = entityManager.createQuery(
                "SELECT r.id, r.collectedAt, r.uploadedAt, a FROM LabResult r JOIN r.analytes a WHERE " + COMPLETED
                        + ofCodes + " ORDER BY r.uploadedAt DESC",
                Object[].class);
        TypedQuery<Object[]> earlier = entityManager.createQuery(
                "SELECT r.id, r.uploadedAt, e FROM LabResult r JOIN r.earlier e WHERE " + COMPLETED
                        + ofCodes.replace("a.code", "e.analyte.code") + " ORDER BY r.uploadedAt DESC",
                Object[].class);
        for (TypedQuery<Object[]> query : List.of(own, earlier)) {
            query.setParameter("userId", userId).setMaxResults(max).setHint(READ_ONLY, true);
            if (codes != null) {
                query.setParameter("codes", codes);
            }
        }
        List<Reading> readings = new ArrayList<>();
        own.getResultList().forEach(row -> {
            LocalDate collected = (LocalDate) row[1];
            Instant uploaded = (Instant) row[2];
            readings.add(new Reading(
                    (String) row[0],
                    collected != null ? collected : LocalDate.ofInstant(uploaded, ZoneOffset.UTC),
                    collected != null ? Reading.DateSource.COLLECTED : Reading.DateSource.UPLOADED,
                    uploaded,
                    0,
                    (LabAnalyte) row[3]));
        });
        earlier.getResultList().forEach(row -> {
            EarlierAnalyte result = (EarlierAnalyte) row[2];
            readings.add(new Reading(
                    (String) row[0],
                    result.collectedAt(),
                    Reading.DateSource.COLUMN,
                    (Instant) row[1],
                    1,
                    result.analyte()));
        });
        return readings;
    }
}
