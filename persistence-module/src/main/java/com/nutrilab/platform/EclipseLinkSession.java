package com.nutrilab.platform;

import org.eclipse.persistence.config.SessionCustomizer;
import org.eclipse.persistence.sessions.DatabaseLogin;
import org.eclipse.persistence.sessions.Session;

/**
 * EclipseLink's session settings that have no persistence.xml property. By default EclipseLink
 * tries a query whose connection failed three more times, 5 s apart: while the database is down
 * every request then waits 15 s before it fails. Payara's pool already validates connections
 * and replaces dead ones, so a failure is answered at once (503, docs/errors.md) and the client
 * retries when Retry-After says.
 */
public class EclipseLinkSession implements SessionCustomizer {

    @Override
    public void customize(Session session) {
        if (session.getDatasourceLogin() instanceof DatabaseLogin login) {
            login.setQueryRetryAttemptCount(0);
        }
    }
}
