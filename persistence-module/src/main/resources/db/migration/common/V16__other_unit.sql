-- Issue 54, item 4: a result printed again in a second unit on the line below its row ("Urée 0,60 g/L"
-- over "Soit : 10,0 mmol/L") keeps that second value beside it, for the newest column and the older
-- ones alike. Null where the report prints one unit. Portable SQL: one file for both databases.
ALTER TABLE lab_analyte ADD COLUMN other_amount DOUBLE PRECISION;
ALTER TABLE lab_analyte ADD COLUMN other_value_text VARCHAR(60);
ALTER TABLE lab_analyte ADD COLUMN other_unit VARCHAR(40);
ALTER TABLE lab_earlier_analyte ADD COLUMN other_amount DOUBLE PRECISION;
ALTER TABLE lab_earlier_analyte ADD COLUMN other_value_text VARCHAR(60);
ALTER TABLE lab_earlier_analyte ADD COLUMN other_unit VARCHAR(40);
