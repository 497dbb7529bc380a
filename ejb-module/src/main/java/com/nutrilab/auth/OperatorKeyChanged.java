package com.nutrilab.auth;

/** The operator secret was replaced: fired in the change's transaction, with the new key's id. */
record OperatorKeyChanged(String keyId) {}
