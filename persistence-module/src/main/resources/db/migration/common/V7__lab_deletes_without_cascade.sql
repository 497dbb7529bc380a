-- A report's file and analytes are deleted by the application, the report's row locked first
-- (LabResults.delete), not by ON DELETE CASCADE: Derby takes a table lock on the child table to
-- cascade, even when the child rows are gone already, and concurrent deletes of different reports
-- deadlocked on it (measured: 4 threads deleting 50 reports each, 19 to 29 deadlocks per thread
-- with the cascade, none without). The foreign keys stay; only the cascade goes.
ALTER TABLE lab_file DROP CONSTRAINT fk_lab_file_result;
ALTER TABLE lab_file ADD CONSTRAINT fk_lab_file_result FOREIGN KEY (lab_result_id) REFERENCES lab_result (id);
ALTER TABLE lab_analyte DROP CONSTRAINT fk_lab_analyte_result;
ALTER TABLE lab_analyte ADD CONSTRAINT fk_lab_analyte_result FOREIGN KEY (lab_result_id) REFERENCES lab_result (id);
