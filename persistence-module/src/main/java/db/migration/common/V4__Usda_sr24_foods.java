package db.migration.common;

import com.nutrilab.food.seed.FoodRecordsJson;
import com.nutrilab.food.seed.FoodTables;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.logging.Logger;
import java.util.zip.GZIPInputStream;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Loads the USDA National Nutrient Database for Standard Reference, release 24 (public domain),
 * from the seed file the project ships (see Sr24Converter), once: Flyway records it, so later
 * starts skip it and an upgrade never loads it twice.
 */
public class V4__Usda_sr24_foods extends BaseJavaMigration {

    static final String SEED = "seed/usda-sr24.jsonl.gz";
    /** A Flyway placeholder: "false" records this version without loading (the Derby copy brings the foods). */
    public static final String LOAD_FOODS = "nutrilab.load-foods";

    /**
     * The constraints of food_nutrient as V3 made them, name and definition. The load drops them
     * and adds them back after its last row: each index is then built by one sort instead of
     * about 400,000 B-tree inserts with their page splits and a foreign-key look-up per row,
     * which halves the load on embedded Derby (about 60 s to 30 s in a scratch load on a busy
     * 2-core machine). Adding a foreign key checks every row, so the same data is checked.
     */
    private static final List<List<String>> NUTRIENT_CONSTRAINTS = List.of(
            List.of("pk_food_nutrient", "PRIMARY KEY (food_id, nutrient_key)"),
            List.of("fk_food_nutrient_food", "FOREIGN KEY (food_id) REFERENCES food (id)"),
            List.of("fk_food_nutrient_nutrient", "FOREIGN KEY (nutrient_key) REFERENCES nutrient (nutrient_key)"));

    private static final Logger LOG = Logger.getLogger(V4__Usda_sr24_foods.class.getName());

    @Override
    public void migrate(Context context) throws Exception {
        if ("false".equals(context.getConfiguration().getPlaceholders().get(LOAD_FOODS))) {
            LOG.info("USDA SR24 foods not loaded: the copy of an existing database brings its own");
            return;
        }
        long start = System.nanoTime();
        ClassLoader loader = V4__Usda_sr24_foods.class.getClassLoader();
        try (InputStream gzipped = loader.getResourceAsStream(SEED)) {
            if (gzipped == null) {
                throw new IllegalStateException("The seed file " + SEED + " is missing from the persistence module");
            }
            BufferedReader lines = new BufferedReader(
                    new InputStreamReader(new GZIPInputStream(gzipped, 1 << 16), StandardCharsets.UTF_8));
            Connection connection = context.getConnection();
            alterNutrientConstraints(connection, false);
            int written;
            try (FoodTables tables = new FoodTables(connection, "USDA SR24", false)) {
                FoodRecordsJson.read(lines, food -> {
                    try {
                        tables.write(food, false);
                    } catch (SQLException e) {
                        throw new IllegalStateException("Cannot load food " + food.id(), e);
                    }
                });
                written = tables.written();
            }
            alterNutrientConstraints(connection, true);
            long millis = (System.nanoTime() - start) / 1_000_000;
            LOG.info(() -> "Loaded " + written + " USDA SR24 foods in " + millis + " ms");
        }
    }

    private static void alterNutrientConstraints(Connection connection, boolean add) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (List<String> constraint : NUTRIENT_CONSTRAINTS) {
                statement.execute(
                        add
                                ? "ALTER TABLE food_nutrient ADD CONSTRAINT " + constraint.get(0) + " "
                                        + constraint.get(1)
                                : "ALTER TABLE food_nutrient DROP CONSTRAINT " + constraint.get(0));
            }
        }
    }
}
