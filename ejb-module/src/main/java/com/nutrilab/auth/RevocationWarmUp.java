package com.nutrilab.auth;

import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.logging.Logger;

/**
 * Puts the unexpired revocations of the database into the cluster cache when a node starts:
 * after a whole cluster restarts, the cache is empty, and a revoked token must stay refused.
 */
@Startup
@Singleton
@DependsOn("DatabaseMigrations")
public class RevocationWarmUp {

    private static final Logger LOG = Logger.getLogger(RevocationWarmUp.class.getName());

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CredentialStatus status;

    @PostConstruct
    void warmUp() {
        List<RevokedCredential> unexpired = entityManager
                .createNamedQuery(RevokedCredential.UNEXPIRED, RevokedCredential.class)
                .setParameter("now", Instant.now())
                .getResultList();
        unexpired.forEach(status::share);
        LOG.info(() -> unexpired.size() + " unexpired revocation(s) shared with the cluster");
    }
}
