-- Issue 56 item 5, on both databases: a tenant erasure's counts by kind, one row each, named as
-- PersonalDataRegistry names the kinds of personal data (profiles, labReports, ...), in place of a
-- column per kind: a new kind of personal data needs no new column.
CREATE TABLE client_erasure_count (
    client_id VARCHAR(36) NOT NULL,
    kind      VARCHAR(40) NOT NULL,
    erased    BIGINT      NOT NULL,
    CONSTRAINT pk_client_erasure_count PRIMARY KEY (client_id, kind),
    CONSTRAINT fk_client_erasure_count_erasure FOREIGN KEY (client_id) REFERENCES client_erasure (client_id)
);

INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'profiles', profiles FROM client_erasure WHERE profiles <> 0;
INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'signIns', sign_ins FROM client_erasure WHERE sign_ins <> 0;
INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'refreshTokens', refresh_tokens FROM client_erasure WHERE refresh_tokens <> 0;
INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'labReports', lab_reports FROM client_erasure WHERE lab_reports <> 0;
INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'labFiles', lab_files FROM client_erasure WHERE lab_files <> 0;
INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'analytes', analytes FROM client_erasure WHERE analytes <> 0;
INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'webhookDeliveries', webhook_deliveries FROM client_erasure WHERE webhook_deliveries <> 0;
INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'webhookAttempts', webhook_attempts FROM client_erasure WHERE webhook_attempts <> 0;
INSERT INTO client_erasure_count (client_id, kind, erased)
    SELECT client_id, 'webhookEndpoints', webhook_endpoints FROM client_erasure WHERE webhook_endpoints <> 0;

ALTER TABLE client_erasure DROP COLUMN profiles;
ALTER TABLE client_erasure DROP COLUMN sign_ins;
ALTER TABLE client_erasure DROP COLUMN refresh_tokens;
ALTER TABLE client_erasure DROP COLUMN lab_reports;
ALTER TABLE client_erasure DROP COLUMN lab_files;
ALTER TABLE client_erasure DROP COLUMN analytes;
ALTER TABLE client_erasure DROP COLUMN webhook_deliveries;
ALTER TABLE client_erasure DROP COLUMN webhook_attempts;
ALTER TABLE client_erasure DROP COLUMN webhook_endpoints;
