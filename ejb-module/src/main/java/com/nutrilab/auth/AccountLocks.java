package com.nutrilab.auth;

import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;

/**
 * The one lock order for a user's rows: a transaction that adds rows for a user (an upload, a
 * sign-in, a profile) locks the user's row first, as an erasure does before it deletes them. An
 * erasure then either finds the new rows committed (and deletes them), or the writer finds the
 * user gone; without the order, a writer waiting for the user's row (its foreign key) while the
 * erasure waits for the writer's new row is a deadlock, which Derby takes 20 s to break.
 */
public final class AccountLocks {

    static final String ERASED = "This user does not exist (any more)";

    private AccountLocks() {}

    /** The user, locked for this transaction; a user erased meanwhile is a credential that signs nobody in (401). */
    public static AppUser lockUser(EntityManager entityManager, String userId) {
        return lockUser(entityManager, userId, ERASED);
    }

    /** As above, refused with a sign-in's own message, which must not tell an erased user from a wrong password. */
    static AppUser lockUser(EntityManager entityManager, String userId, String refusal) {
        AppUser user = entityManager.find(AppUser.class, userId, LockModeType.PESSIMISTIC_WRITE);
        if (user == null) {
            throw new InvalidCredentialsException(refusal);
        }
        return user;
    }
}
