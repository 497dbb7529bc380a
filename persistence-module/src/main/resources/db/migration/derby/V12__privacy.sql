-- Issue 49, privacy (docs/privacy.md). Derby's V12 (PostgreSQL's is db/migration/postgresql/V12__privacy.sql).

-- A tenant's erasure, user by user in short transactions, resumable after a crash: the operator's
-- record of it and its progress (GET /admin/clients/{id}/erasure). Kept after the client is gone:
-- it names the company, never one of its users.
CREATE TABLE client_erasure (
    client_id          VARCHAR(36)  NOT NULL,
    client_name        VARCHAR(100) NOT NULL,
    status             VARCHAR(12)  NOT NULL,
    requested_at       TIMESTAMP    NOT NULL,
    updated_at         TIMESTAMP    NOT NULL,
    completed_at       TIMESTAMP,
    users_total        INTEGER      NOT NULL,
    users_erased       INTEGER      DEFAULT 0 NOT NULL,
    profiles           BIGINT       DEFAULT 0 NOT NULL,
    sign_ins           BIGINT       DEFAULT 0 NOT NULL,
    refresh_tokens     BIGINT       DEFAULT 0 NOT NULL,
    lab_reports        BIGINT       DEFAULT 0 NOT NULL,
    lab_files          BIGINT       DEFAULT 0 NOT NULL,
    analytes           BIGINT       DEFAULT 0 NOT NULL,
    webhook_deliveries BIGINT       DEFAULT 0 NOT NULL,
    webhook_attempts   BIGINT       DEFAULT 0 NOT NULL,
    webhook_endpoints  BIGINT       DEFAULT 0 NOT NULL,
    -- Which node works on it, until when: a node that dies lets its lease run out, and another resumes.
    lease_owner        VARCHAR(80),
    lease_until        TIMESTAMP,
    CONSTRAINT pk_client_erasure PRIMARY KEY (client_id)
);

-- A periodic job that one node of a cluster runs at a time (the retention purge): whoever holds
-- the row's lease. One row per job, made here.
CREATE TABLE job_lease (
    name        VARCHAR(60) NOT NULL,
    lease_owner VARCHAR(80),
    lease_until TIMESTAMP,
    last_run_at TIMESTAMP,
    CONSTRAINT pk_job_lease PRIMARY KEY (name)
);
INSERT INTO job_lease (name) VALUES ('retention-purge');

-- The retention purge finds what is due by these (docs/privacy.md, "Retention"). Derby's foreign
-- key on refresh_token.user_id has an index of its own already (an erasure deletes by it).
CREATE INDEX ix_refresh_token_expiry ON refresh_token (expires_at);
CREATE INDEX ix_webhook_attempt_time ON webhook_attempt (attempted_at);
