-- A user's diet profile: what recommendations may show them.
CREATE TABLE user_profile (
    user_id    VARCHAR(36)  NOT NULL,
    diet       VARCHAR(20)  NOT NULL,
    exclusions VARCHAR(200) NOT NULL,
    sex        VARCHAR(10),
    birth_year INTEGER,
    updated_at TIMESTAMP    NOT NULL,
    CONSTRAINT pk_user_profile PRIMARY KEY (user_id),
    CONSTRAINT fk_user_profile_user FOREIGN KEY (user_id) REFERENCES app_user (id)
);
