-- PostgreSQL's V2 (Derby's is db/migration/derby/V2__auth.sql): the same tables, constraints and
-- indexes, with time-zone-aware timestamps.
-- Tenants (a company's server), their users, sign-ins and revoked credentials.

CREATE TABLE api_client (
    id               VARCHAR(36)  NOT NULL,
    name             VARCHAR(100) NOT NULL,
    key_id           VARCHAR(36)  NOT NULL,
    key_issued_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    disabled         BOOLEAN      DEFAULT FALSE NOT NULL,
    limit_per_second INTEGER,
    limit_per_10_seconds INTEGER,
    limit_per_minute INTEGER,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    version          INTEGER      DEFAULT 0 NOT NULL,
    CONSTRAINT pk_api_client PRIMARY KEY (id),
    CONSTRAINT uq_api_client_name UNIQUE (name)
);

CREATE TABLE app_user (
    id            VARCHAR(36)  NOT NULL,
    client_id     VARCHAR(36)  NOT NULL,
    username      VARCHAR(64)  NOT NULL,
    password_hash VARCHAR(255) NOT NULL,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT pk_app_user PRIMARY KEY (id),
    CONSTRAINT fk_app_user_client FOREIGN KEY (client_id) REFERENCES api_client (id),
    CONSTRAINT uq_app_user_client_username UNIQUE (client_id, username)
);

-- Only a SHA-256 of each refresh token is kept. A family is one sign-in: every token a
-- refresh rotates into shares it, so reuse of a spent token can revoke them all.
CREATE TABLE refresh_token (
    id         VARCHAR(36) NOT NULL,
    token_hash VARCHAR(64) NOT NULL,
    family_id  VARCHAR(36) NOT NULL,
    user_id    VARCHAR(36) NOT NULL,
    client_id  VARCHAR(36) NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    expires_at TIMESTAMP WITH TIME ZONE NOT NULL,
    spent_at   TIMESTAMP WITH TIME ZONE,
    revoked    BOOLEAN     DEFAULT FALSE NOT NULL,
    CONSTRAINT pk_refresh_token PRIMARY KEY (id),
    CONSTRAINT uq_refresh_token_hash UNIQUE (token_hash),
    CONSTRAINT fk_refresh_token_user FOREIGN KEY (user_id) REFERENCES app_user (id)
);
CREATE INDEX ix_refresh_token_family ON refresh_token (family_id);

-- Access-token ids (jti) and whole sign-ins (family ids) revoked before they expire.
CREATE TABLE revoked_credential (
    credential_id VARCHAR(36) NOT NULL,
    kind          VARCHAR(16) NOT NULL,
    revoked_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    expires_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT pk_revoked_credential PRIMARY KEY (kind, credential_id)
);
CREATE INDEX ix_revoked_credential_expiry ON revoked_credential (expires_at);
