package com.nutrilab.auth;

/** A user's account was erased: fired in the erasure's transaction, for what lives outside the database. */
public record AccountErased(String clientId, String userId, String username) {}
