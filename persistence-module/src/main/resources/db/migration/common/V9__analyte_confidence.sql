-- Issue 12: what a client needs to show a reading with care. confidence: how sure the reading is,
-- 0 to 1; doubt: why a user should check it, in plain words, or null; text_value: what a result
-- printed in words means (negative or positive; the printed words stay in value_text, amount is null).
-- Portable SQL (Derby and PostgreSQL): one column per statement, no defaults.
ALTER TABLE lab_analyte ADD COLUMN text_value VARCHAR(20);
ALTER TABLE lab_analyte ADD COLUMN confidence DOUBLE PRECISION;
ALTER TABLE lab_analyte ADD COLUMN doubt VARCHAR(500);
-- Results read before from text PDFs alone were read as printed; those of scans stay unknown (null).
UPDATE lab_analyte SET confidence = 1
    WHERE lab_result_id IN (SELECT id FROM lab_result WHERE ocr_pages = 0);
