package db.migration.common;

import com.nutrilab.food.seed.FoodRecordsJson;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.logging.Logger;
import java.util.zip.GZIPInputStream;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Issue 48: USDA's survey flag (FNDDS: the foods Americans report eating), a signal of the food
 * search. Adds {@code food.survey} (null where the source does not say) and sets it from the
 * seed file for the foods the seed loaded ({@code source = 'USDA SR24'}), so a database made
 * before this version gets the flags as a new one does. Portable: one column, no default.
 */
public class V13__Food_survey_flag extends BaseJavaMigration {

    private static final Logger LOG = Logger.getLogger(V13__Food_survey_flag.class.getName());
    private static final int BATCH = 500;

    @Override
    public void migrate(Context context) throws Exception {
        try (Statement statement = context.getConnection().createStatement()) {
            statement.execute("ALTER TABLE food ADD COLUMN survey BOOLEAN");
        }
        if ("false".equals(context.getConfiguration().getPlaceholders().get(V4__Usda_sr24_foods.LOAD_FOODS))) {
            return; // the copy of an existing database brings its own flags
        }
        ClassLoader loader = V13__Food_survey_flag.class.getClassLoader();
        int[] counts = {0, 0};
        try (InputStream gzipped = loader.getResourceAsStream(V4__Usda_sr24_foods.SEED);
                PreparedStatement update = context.getConnection()
                        .prepareStatement("UPDATE food SET survey = ? WHERE id = ? AND source = 'USDA SR24'")) {
            if (gzipped == null) {
                throw new IllegalStateException("The seed file " + V4__Usda_sr24_foods.SEED + " is missing");
            }
            BufferedReader lines = new BufferedReader(
                    new InputStreamReader(new GZIPInputStream(gzipped, 1 << 16), StandardCharsets.UTF_8));
            FoodRecordsJson.read(lines, food -> {
                if (food.survey() == null) {
                    return;
                }
                try {
                    update.setBoolean(1, food.survey());
                    update.setString(2, food.id());
                    update.addBatch();
                    if (++counts[0] % BATCH == 0) {
                        update.executeBatch();
                    }
                    counts[1] += food.survey() ? 1 : 0;
                } catch (SQLException e) {
                    throw new IllegalStateException("Cannot set the survey flag of food " + food.id(), e);
                }
            });
            update.executeBatch();
        }
        LOG.info(() -> "USDA survey flags set for " + counts[0] + " foods (" + counts[1] + " in the survey)");
    }
}
