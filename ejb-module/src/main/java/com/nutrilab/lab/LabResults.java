package com.nutrilab.lab;

import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.platform.ConflictException;
import com.nutrilab.platform.Page;
import com.nutrilab.platform.UnknownResourceException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;

/** The caller's lab results: listed, read, downloaded, deleted. Another user's are unknown here (404). */
@Stateless
@RolesAllowed(Roles.USER)
public class LabResults {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    @Inject
    private Event<LabReportDeleting> deleting;

    /**
     * @param from first upload day (UTC), inclusive, or null
     * @param to   last upload day (UTC), inclusive, or null
     */
    public record Filter(LabStatus status, LocalDate from, LocalDate to) {}

    /** A report's original file. */
    public record OriginalFile(String fileName, String contentType, byte[] content) {}

    /** Newest upload first. */
    public Page<LabResultView> list(Filter filter, int page, int pageSize) {
        StringBuilder where = new StringBuilder(" WHERE r.userId = :userId");
        Map<String, Object> parameters = new LinkedHashMap<>();
        parameters.put("userId", userId());
        if (filter.status() != null) {
            where.append(" AND r.status = :status");
            parameters.put("status", filter.status());
        }
        if (filter.from() != null) {
            where.append(" AND r.uploadedAt >= :from");
            parameters.put("from", filter.from().atStartOfDay().toInstant(ZoneOffset.UTC));
        }
        if (filter.to() != null) {
            where.append(" AND r.uploadedAt < :to");
            parameters.put("to", filter.to().plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC));
        }
        TypedQuery<Long> count = entityManager.createQuery("SELECT COUNT(r) FROM LabResult r" + where, Long.class);
        TypedQuery<LabResult> rows = entityManager.createQuery(
                "SELECT r FROM LabResult r" + where + " ORDER BY r.uploadedAt DESC, r.id", LabResult.class);
        parameters.forEach((name, value) -> {
            count.setParameter(name, value);
            rows.setParameter(name, value);
        });
        return Page.read(count, rows, page, pageSize, LabResultView::of);
    }

    public LabResultView get(String id) {
        return LabResultView.of(owned(id, LockModeType.NONE));
    }

    /**
     * The result as a FHIR R4 bundle ({@link LabFhir}); 409 while it is still read, or when reading it
     * failed: neither has results to give.
     */
    public JsonObject fhir(String id) {
        LabResult result = owned(id, LockModeType.NONE);
        if (result.status() == LabStatus.PROCESSING) {
            throw new ConflictException("Lab result " + id + " is still being read; ask again when it is COMPLETED.");
        }
        if (result.status() == LabStatus.FAILED) {
            throw new ConflictException("Lab result " + id + " could not be read (" + result.errorCode()
                    + "): it has no results to give as FHIR.");
        }
        return LabFhir.bundle(LabResultView.of(result), result.userId());
    }

    public OriginalFile file(String id) {
        LabResult result = owned(id, LockModeType.NONE);
        LabFile file = entityManager.find(LabFile.class, id);
        return new OriginalFile(result.fileName(), result.contentType(), file.content());
    }

    /**
     * The report, its file, everything read from it and its webhook deliveries (a pending one is
     * never sent). The report's row is locked first, as processing locks it before it writes what
     * it read and its events: one lock order, so a delete while the report is being read waits for
     * that write (or the write finds the report gone), never a deadlock. Children go before their
     * parents, by the application: the foreign keys do not cascade (V7).
     */
    public void delete(String id) {
        LabResult result = owned(id, LockModeType.PESSIMISTIC_WRITE);
        deleting.fire(new LabReportDeleting(id)); // its webhook deliveries
        LabFile file = entityManager.find(LabFile.class, id);
        if (file != null) {
            entityManager.remove(file);
            entityManager.flush(); // the file before the row it refers to
        }
        entityManager.remove(result);
    }

    private LabResult owned(String id, LockModeType lock) {
        LabResult result = id == null ? null : entityManager.find(LabResult.class, id, lock);
        if (result == null || !result.userId().equals(userId())) {
            throw new UnknownResourceException("No lab result " + id);
        }
        return result;
    }

    private String userId() {
        return caller.require(PrincipalKind.USER).subject();
    }
}
