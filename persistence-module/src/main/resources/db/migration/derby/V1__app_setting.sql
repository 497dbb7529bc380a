-- Settings the service keeps for itself (one row per name), such as the operator secret's hash.
CREATE TABLE app_setting (
    name       VARCHAR(100)  NOT NULL,
    setting_value VARCHAR(4000) NOT NULL,
    updated_at TIMESTAMP     NOT NULL,
    CONSTRAINT pk_app_setting PRIMARY KEY (name)
);
