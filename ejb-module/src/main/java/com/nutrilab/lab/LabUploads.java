package com.nutrilab.lab;

import com.nutrilab.auth.AccountLocks;
import com.nutrilab.auth.Caller;
import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.lab.extraction.FileType;
import com.nutrilab.platform.DatabaseFailures;
import com.nutrilab.platform.Sha256;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.time.LocalDate;

/**
 * Takes a user's report: the original bytes and its row are written in one transaction, and
 * only its commit starts the processing, so an answered upload is never lost.
 */
@Stateless
@RolesAllowed(Roles.USER)
public class LabUploads {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentCaller caller;

    @Inject
    private LabSettings settings;

    @Inject
    private Event<WaitingReport> uploaded;

    /** An uploaded file, already read within the size cap, with what the user said about it. */
    public record Upload(byte[] content, String fileName, LocalDate collectedAt, String notes) {}

    /** The stored report, PROCESSING; or the user's earlier result for the same bytes. */
    public LabResultView upload(Upload upload) {
        Caller user = caller.require(PrincipalKind.USER);
        byte[] content = upload.content();
        if (content.length > settings.maxUploadBytes()) {
            throw new FileTooLargeException(settings.maxUploadBytes());
        }
        FileType type = FileType.detect(content).orElseThrow(UnsupportedFileException::new);
        AccountLocks.lockUser(entityManager, user.subject()); // an erasure either sees this upload or refuses it
        String sha256 = Sha256.hex(content);
        LabResult existing = entityManager
                .createNamedQuery(LabResult.BY_USER_AND_SHA256, LabResult.class)
                .setParameter("userId", user.subject())
                .setParameter("sha256", sha256)
                .getResultStream()
                .findFirst()
                .orElse(null);
        if (existing != null) {
            return LabResultView.of(existing);
        }
        LabResult result = new LabResult(
                user.subject(),
                user.clientId(),
                upload.fileName(),
                type.mediaType(),
                content.length,
                sha256,
                upload.collectedAt(),
                upload.notes(),
                Instant.now());
        entityManager.persist(result);
        // The row first: the file's foreign key needs it, and JPA does not know the order. The same
        // bytes may have been committed by a concurrent request of this user (the unique SHA-256).
        DatabaseFailures.flushUnique(
                entityManager,
                "This file is being uploaded by another request of yours at this moment; "
                        + "send it again to get that upload's result.");
        entityManager.persist(new LabFile(result.id(), content));
        uploaded.fire(new WaitingReport(result.id(), result.userId()));
        return LabResultView.of(result);
    }
}
