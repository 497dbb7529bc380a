-- The food database: USDA groups, the nutrient catalogue, foods with every nutrient per 100 g,
-- and their portions. Filled by the next migration (V4, the SR24 data) and by the importer.

CREATE TABLE food_group (
    code VARCHAR(4)   NOT NULL,
    name VARCHAR(100) NOT NULL,
    CONSTRAINT pk_food_group PRIMARY KEY (code)
);

CREATE TABLE nutrient (
    nutrient_key VARCHAR(40)  NOT NULL,
    name         VARCHAR(100) NOT NULL,
    unit         VARCHAR(10)  NOT NULL,
    position     INTEGER      NOT NULL,
    CONSTRAINT pk_nutrient PRIMARY KEY (nutrient_key)
);

CREATE TABLE food (
    id          VARCHAR(10)  NOT NULL,
    description VARCHAR(300) NOT NULL,
    group_code  VARCHAR(4)   NOT NULL,
    source      VARCHAR(40)  NOT NULL,
    CONSTRAINT pk_food PRIMARY KEY (id),
    CONSTRAINT fk_food_group FOREIGN KEY (group_code) REFERENCES food_group (code)
);

CREATE TABLE food_nutrient (
    food_id      VARCHAR(10) NOT NULL,
    nutrient_key VARCHAR(40) NOT NULL,
    amount       DOUBLE PRECISION NOT NULL,
    CONSTRAINT pk_food_nutrient PRIMARY KEY (food_id, nutrient_key),
    CONSTRAINT fk_food_nutrient_food FOREIGN KEY (food_id) REFERENCES food (id),
    CONSTRAINT fk_food_nutrient_nutrient FOREIGN KEY (nutrient_key) REFERENCES nutrient (nutrient_key)
);

CREATE TABLE food_portion (
    food_id     VARCHAR(10)  NOT NULL,
    position    INTEGER      NOT NULL,
    amount      DOUBLE PRECISION NOT NULL,
    description VARCHAR(200) NOT NULL,
    grams       DOUBLE PRECISION NOT NULL,
    CONSTRAINT pk_food_portion PRIMARY KEY (food_id, position),
    CONSTRAINT fk_food_portion_food FOREIGN KEY (food_id) REFERENCES food (id)
);
