package com.nutrilab.auth;

/** A client was created, got a new key, or was disabled, enabled or limited: fired in the change's transaction. */
record ClientChanged(String clientId, ClientState state) {}
