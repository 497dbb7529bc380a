-- Lab reports: the row, its original file (a BLOB, so every node of a cluster reads it) and the
-- results read from it. A user's file is stored once (its SHA-256 is unique per user).

CREATE TABLE lab_result (
    id            VARCHAR(36)   NOT NULL,
    user_id       VARCHAR(36)   NOT NULL,
    client_id     VARCHAR(36)   NOT NULL,
    status        VARCHAR(12)   NOT NULL,
    file_name     VARCHAR(255),
    content_type  VARCHAR(40)   NOT NULL,
    size_bytes    BIGINT        NOT NULL,
    sha256        VARCHAR(64)   NOT NULL,
    notes         VARCHAR(2000),
    uploaded_at   TIMESTAMP     NOT NULL,
    processed_at  TIMESTAMP,
    collected_at  DATE,
    lab_name      VARCHAR(200),
    error_code    VARCHAR(40),
    error_message VARCHAR(500),
    pages         INTEGER,
    ocr_pages     INTEGER,
    -- Which node processes the report, until when: a node that dies lets its lease run out.
    lease_owner   VARCHAR(80),
    lease_until   TIMESTAMP,
    attempts      INTEGER       DEFAULT 0 NOT NULL,
    CONSTRAINT pk_lab_result PRIMARY KEY (id),
    CONSTRAINT fk_lab_result_user FOREIGN KEY (user_id) REFERENCES app_user (id),
    CONSTRAINT uq_lab_result_user_sha256 UNIQUE (user_id, sha256)
);

CREATE INDEX ix_lab_result_user_uploaded ON lab_result (user_id, uploaded_at);
CREATE INDEX ix_lab_result_status ON lab_result (status, lease_until);

CREATE TABLE lab_file (
    lab_result_id VARCHAR(36) NOT NULL,
    content       BLOB(64M)   NOT NULL,
    CONSTRAINT pk_lab_file PRIMARY KEY (lab_result_id),
    CONSTRAINT fk_lab_file_result FOREIGN KEY (lab_result_id) REFERENCES lab_result (id) ON DELETE CASCADE
);

CREATE TABLE lab_analyte (
    lab_result_id VARCHAR(36)  NOT NULL,
    position      INTEGER      NOT NULL,
    code          VARCHAR(20),
    name          VARCHAR(100) NOT NULL,
    printed_name  VARCHAR(200) NOT NULL,
    amount        DOUBLE,
    value_text    VARCHAR(60)  NOT NULL,
    unit          VARCHAR(40),
    range_low     DOUBLE,
    range_high    DOUBLE,
    range_text    VARCHAR(80),
    flag          VARCHAR(10),
    page          INTEGER      NOT NULL,
    CONSTRAINT pk_lab_analyte PRIMARY KEY (lab_result_id, position),
    CONSTRAINT fk_lab_analyte_result FOREIGN KEY (lab_result_id) REFERENCES lab_result (id) ON DELETE CASCADE
);

CREATE INDEX ix_lab_analyte_code ON lab_analyte (code);
