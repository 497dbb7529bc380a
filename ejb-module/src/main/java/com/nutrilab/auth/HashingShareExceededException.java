package com.nutrilab.auth;

import com.nutrilab.platform.ProblemException;
import jakarta.ejb.ApplicationException;

/**
 * The caller's tenant (or the operator's reserve) already has its share of this node's
 * password-hashing threads waiting: the sign-in, registration or operator login did nothing and
 * may be sent again. Answered with 429 and Retry-After; other tenants are not refused for it.
 */
@ApplicationException(rollback = true)
public class HashingShareExceededException extends ProblemException {

    private static final long serialVersionUID = 1L;

    /** A hash takes about 0.2 s; a second lets the tenant's waiting hashes drain. */
    public HashingShareExceededException() {
        super(429, "Too many sign-ins at once: this client's share of password checking is in use. Retry in 1 s.", 1);
    }
}
