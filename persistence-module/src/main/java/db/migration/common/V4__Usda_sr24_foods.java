package db.migration.common;

import com.nutrilab.food.seed.FoodRecordsJson;
import com.nutrilab.food.seed.FoodTables;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
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
            try (FoodTables tables = new FoodTables(context.getConnection(), "USDA SR24")) {
                FoodRecordsJson.read(lines, food -> {
                    try {
                        tables.write(food, false);
                    } catch (SQLException e) {
                        throw new IllegalStateException("Cannot load food " + food.id(), e);
                    }
                });
                long millis = (System.nanoTime() - start) / 1_000_000;
                LOG.info(() -> "Loaded " + tables.written() + " USDA SR24 foods in " + millis + " ms");
            }
        }
    }
}
