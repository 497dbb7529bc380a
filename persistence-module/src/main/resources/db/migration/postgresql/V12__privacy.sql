-- Issue 49, privacy (docs/privacy.md). PostgreSQL's V12 (Derby's is db/migration/derby/V12__privacy.sql): the
-- same tables, with time-zone-aware timestamps, and an index on refresh_token.user_id, which an
-- erasure deletes by (PostgreSQL does not index a foreign key by itself).

-- A tenant's erasure, user by user in short transactions, resumable after a crash: the operator's
-- record of it and its progress (GET /admin/clients/{id}/erasure). Kept after the client is gone:
-- it names the company, never one of its users.
CREATE TABLE client_erasure (
    client_id          VARCHAR(36)  NOT NULL,
    client_name        VARCHAR(100) NOT NULL,
    status             VARCHAR(12)  NOT NULL,
    requested_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    completed_at       TIMESTAMP WITH TIME ZONE,
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
    lease_until        TIMESTAMP WITH TIME ZONE,
    CONSTRAINT pk_client_erasure PRIMARY KEY (client_id)
);

-- A periodic job that one node of a cluster runs at a time (the retention purge): whoever holds
-- the row's lease. One row per job, made here.
CREATE TABLE job_lease (
    name        VARCHAR(60) NOT NULL,
    lease_owner VARCHAR(80),
    lease_until TIMESTAMP WITH TIME ZONE,
    last_run_at TIMESTAMP WITH TIME ZONE,
    CONSTRAINT pk_job_lease PRIMARY KEY (name)
);
INSERT INTO job_lease (name) VALUES ('retention-purge');

-- The retention purge finds what is due by these (docs/privacy.md, "Retention").
CREATE INDEX ix_refresh_token_expiry ON refresh_token (expires_at);
CREATE INDEX ix_webhook_attempt_time ON webhook_attempt (attempted_at);
CREATE INDEX ix_refresh_token_user ON refresh_token (user_id);
