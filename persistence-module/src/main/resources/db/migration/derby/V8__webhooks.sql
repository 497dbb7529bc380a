-- Webhooks (docs/webhooks.md): a client's endpoints, the outbox of deliveries written in the
-- transaction that records a report's outcome, and every attempt to deliver one. Derby's V8
-- (PostgreSQL's is db/migration/postgresql/V8__webhooks.sql, the same with time-zone-aware
-- timestamps).
--
-- No foreign key cascades (as V7 for the lab tables): Derby locks the whole child table to cascade
-- a delete, and concurrent deletes of different reports deadlock on it. The application deletes a
-- report's or an endpoint's deliveries and their attempts itself, children first
-- (WebhookDeliveries.deleteOfReport, deleteOfEndpoint).

-- An endpoint's secret is kept as issued (whsec_...): every node signs deliveries with it.
CREATE TABLE webhook_endpoint (
    id          VARCHAR(36)   NOT NULL,
    client_id   VARCHAR(36)   NOT NULL,
    url         VARCHAR(2048) NOT NULL,
    event_types VARCHAR(200)  NOT NULL,
    description VARCHAR(200),
    secret      VARCHAR(100)  NOT NULL,
    -- Paused since (null: enabled). A time, not a BOOLEAN: EclipseLink compares booleans with 0 on Derby.
    disabled_at TIMESTAMP,
    created_at  TIMESTAMP     NOT NULL,
    CONSTRAINT pk_webhook_endpoint PRIMARY KEY (id),
    CONSTRAINT fk_webhook_endpoint_client FOREIGN KEY (client_id) REFERENCES api_client (id)
);

CREATE INDEX ix_webhook_endpoint_client ON webhook_endpoint (client_id, created_at);

-- One event for one endpoint: its id is the webhook-id, its body is fixed when it is written, so
-- every attempt sends the same bytes. Deleting a report deletes its deliveries (pending ones are
-- then never sent). event_order orders the events of one report for one endpoint.
CREATE TABLE webhook_delivery (
    id               VARCHAR(36)   NOT NULL,
    endpoint_id      VARCHAR(36)   NOT NULL,
    lab_result_id    VARCHAR(36)   NOT NULL,
    event_order      INTEGER       NOT NULL,
    event_type       VARCHAR(40)   NOT NULL,
    payload          VARCHAR(4000) NOT NULL,
    status           VARCHAR(12)   NOT NULL,
    created_at       TIMESTAMP     NOT NULL,
    -- When the current run of retries began: at creation, or at a manual redelivery.
    retries_from     TIMESTAMP     NOT NULL,
    failures         INTEGER       DEFAULT 0 NOT NULL,
    attempt_count    INTEGER       DEFAULT 0 NOT NULL,
    next_attempt_at  TIMESTAMP     NOT NULL,
    delivered_at     TIMESTAMP,
    -- Which node is delivering it, until when: a node that dies lets its lease run out.
    lease_owner      VARCHAR(80),
    lease_until      TIMESTAMP,
    CONSTRAINT pk_webhook_delivery PRIMARY KEY (id),
    CONSTRAINT fk_webhook_delivery_endpoint FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoint (id),
    CONSTRAINT fk_webhook_delivery_result FOREIGN KEY (lab_result_id) REFERENCES lab_result (id)
);

CREATE INDEX ix_webhook_delivery_due ON webhook_delivery (status, next_attempt_at);
CREATE INDEX ix_webhook_delivery_endpoint ON webhook_delivery (endpoint_id, created_at);
CREATE INDEX ix_webhook_delivery_report ON webhook_delivery (lab_result_id, endpoint_id, event_order);

CREATE TABLE webhook_attempt (
    id           VARCHAR(36)  NOT NULL,
    delivery_id  VARCHAR(36)  NOT NULL,
    attempted_at TIMESTAMP    NOT NULL,
    status_code  INTEGER,
    latency_ms   INTEGER      NOT NULL,
    error        VARCHAR(300),
    CONSTRAINT pk_webhook_attempt PRIMARY KEY (id),
    CONSTRAINT fk_webhook_attempt_delivery FOREIGN KEY (delivery_id) REFERENCES webhook_delivery (id)
);

CREATE INDEX ix_webhook_attempt_delivery ON webhook_attempt (delivery_id, attempted_at);
