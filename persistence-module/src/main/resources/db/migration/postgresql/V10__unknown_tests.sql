-- Issue 45: every result row of a report, known or not. A test outside the analyte catalogue has no
-- canonical name (name null, its printed name kept); a unit the service does not know is kept as
-- printed in unit_text (unit, the UCUM one, is then null).
ALTER TABLE lab_analyte ALTER COLUMN name DROP NOT NULL;
ALTER TABLE lab_analyte ADD COLUMN unit_text VARCHAR(40);
