-- Issue 57: the older dated columns of a cumulative report (docs/markers.md). Each result as in
-- lab_analyte (the same columns as V5, V9 and V10 left them), with its column's date; position
-- keeps the reader's order, newest column first. Deleted by the application with its report, as
-- lab_analyte is (V7: no ON DELETE CASCADE).
-- Portable SQL (DOUBLE PRECISION, which Derby accepts too): one file for both databases.
CREATE TABLE lab_earlier_analyte (
    lab_result_id VARCHAR(36)  NOT NULL,
    position      INTEGER      NOT NULL,
    collected_at  DATE,
    code          VARCHAR(20),
    name          VARCHAR(100),
    printed_name  VARCHAR(200) NOT NULL,
    amount        DOUBLE PRECISION,
    text_value    VARCHAR(20),
    value_text    VARCHAR(60)  NOT NULL,
    unit          VARCHAR(40),
    unit_text     VARCHAR(40),
    range_low     DOUBLE PRECISION,
    range_high    DOUBLE PRECISION,
    range_text    VARCHAR(80),
    flag          VARCHAR(10),
    page          INTEGER      NOT NULL,
    confidence    DOUBLE PRECISION,
    doubt         VARCHAR(500),
    CONSTRAINT pk_lab_earlier_analyte PRIMARY KEY (lab_result_id, position),
    CONSTRAINT fk_lab_earlier_analyte_result FOREIGN KEY (lab_result_id) REFERENCES lab_result (id)
);
