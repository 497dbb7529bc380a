-- PostgreSQL's V1 (Derby's is db/migration/derby/V1__app_setting.sql): the same table, with a
-- time-zone-aware timestamp, so that the stored instant does not depend on a node's time zone.
CREATE TABLE app_setting (
    name          VARCHAR(100)  NOT NULL,
    setting_value VARCHAR(4000) NOT NULL,
    updated_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT pk_app_setting PRIMARY KEY (name)
);
