package com.nutrilab.food.seed;

import com.nutrilab.food.FoodGroups;
import com.nutrilab.food.NutrientCatalog;
import com.nutrilab.food.Portion;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.Map;

/**
 * Writes foods into the food tables with JDBC batches: the seed migration loads about half a
 * million nutrient rows, which row-by-row JPA would make a minutes-long first start. A food that
 * exists already is replaced whole (its nutrients and portions too), so a newer release
 * overwrites an older one and loading twice changes nothing. The survey flag (USDA's FNDDS
 * mark, column {@code food.survey} since V13) is written where the schema has it; a food
 * replaced by one whose source does not say keeps the flag it had.
 */
public final class FoodTables implements AutoCloseable {

    private static final int BATCH = 2_000;

    private final String source;
    private final boolean surveyColumn;
    private final PreparedStatement selectSurvey;
    private final PreparedStatement deletePortions;
    private final PreparedStatement deleteNutrients;
    private final PreparedStatement deleteFood;
    private final PreparedStatement insertFood;
    private final PreparedStatement insertNutrient;
    private final PreparedStatement insertPortion;
    private int pending;
    private int written;

    /**
     * @param surveyColumn whether {@code food.survey} exists (the schema from V13 on; not as the
     *     seed migration, V4, finds it)
     */
    public FoodTables(Connection connection, String source, boolean surveyColumn) throws SQLException {
        this.source = source;
        this.surveyColumn = surveyColumn;
        ensureReferenceData(connection);
        selectSurvey = surveyColumn ? connection.prepareStatement("SELECT survey FROM food WHERE id = ?") : null;
        deletePortions = connection.prepareStatement("DELETE FROM food_portion WHERE food_id = ?");
        deleteNutrients = connection.prepareStatement("DELETE FROM food_nutrient WHERE food_id = ?");
        deleteFood = connection.prepareStatement("DELETE FROM food WHERE id = ?");
        insertFood = connection.prepareStatement(
                surveyColumn
                        ? "INSERT INTO food (id, description, group_code, source, survey) VALUES (?, ?, ?, ?, ?)"
                        : "INSERT INTO food (id, description, group_code, source) VALUES (?, ?, ?, ?)");
        insertNutrient = connection.prepareStatement(
                "INSERT INTO food_nutrient (food_id, nutrient_key, amount) VALUES (?, ?, ?)");
        insertPortion = connection.prepareStatement(
                "INSERT INTO food_portion (food_id, position, amount, description, grams) VALUES (?, ?, ?, ?, ?)");
    }

    /** The groups and the nutrient catalogue, inserted where missing. */
    public static void ensureReferenceData(Connection connection) throws SQLException {
        try (PreparedStatement exists = connection.prepareStatement("SELECT 1 FROM food_group WHERE code = ?");
                PreparedStatement insert =
                        connection.prepareStatement("INSERT INTO food_group (code, name) VALUES (?, ?)")) {
            for (Map.Entry<String, String> group : FoodGroups.NAMES.entrySet()) {
                exists.setString(1, group.getKey());
                if (!exists.executeQuery().next()) {
                    insert.setString(1, group.getKey());
                    insert.setString(2, group.getValue());
                    insert.executeUpdate();
                }
            }
        }
        try (PreparedStatement exists = connection.prepareStatement("SELECT 1 FROM nutrient WHERE nutrient_key = ?");
                PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO nutrient (nutrient_key, name, unit, position) VALUES (?, ?, ?, ?)")) {
            List<NutrientCatalog.Nutrient> all = NutrientCatalog.ALL;
            for (int i = 0; i < all.size(); i++) {
                exists.setString(1, all.get(i).key());
                if (!exists.executeQuery().next()) {
                    insert.setString(1, all.get(i).key());
                    insert.setString(2, all.get(i).name());
                    insert.setString(3, all.get(i).unit());
                    insert.setInt(4, i);
                    insert.executeUpdate();
                }
            }
        }
    }

    /** Replaces one food; {@code replace} false skips the deletes when the tables are known empty. */
    public void write(FoodRecord food, boolean replace) throws SQLException {
        Boolean survey = food.survey();
        if (replace && surveyColumn && survey == null) {
            survey = previousSurvey(food.id());
        }
        if (replace) {
            for (PreparedStatement delete : List.of(deletePortions, deleteNutrients, deleteFood)) {
                delete.setString(1, food.id());
                delete.executeUpdate();
            }
        }
        insertFood.setString(1, food.id());
        insertFood.setString(2, food.description());
        insertFood.setString(3, food.groupCode());
        insertFood.setString(4, source);
        if (surveyColumn) {
            if (survey == null) {
                insertFood.setNull(5, Types.BOOLEAN);
            } else {
                insertFood.setBoolean(5, survey);
            }
        }
        insertFood.addBatch();
        for (Map.Entry<String, Double> nutrient : food.nutrients().entrySet()) {
            insertNutrient.setString(1, food.id());
            insertNutrient.setString(2, nutrient.getKey());
            insertNutrient.setDouble(3, nutrient.getValue());
            insertNutrient.addBatch();
        }
        for (int i = 0; i < food.portions().size(); i++) {
            Portion portion = food.portions().get(i);
            insertPortion.setString(1, food.id());
            insertPortion.setInt(2, i);
            insertPortion.setDouble(3, portion.amount());
            insertPortion.setString(4, portion.description());
            insertPortion.setDouble(5, portion.grams());
            insertPortion.addBatch();
        }
        written++;
        if (++pending >= BATCH / 40 || replace) {
            flush();
        }
    }

    private Boolean previousSurvey(String id) throws SQLException {
        selectSurvey.setString(1, id);
        try (ResultSet row = selectSurvey.executeQuery()) {
            if (!row.next()) {
                return null;
            }
            boolean flag = row.getBoolean(1);
            return row.wasNull() ? null : flag;
        }
    }

    public int written() {
        return written;
    }

    private void flush() throws SQLException {
        // Foods first: the nutrient and portion rows refer to them.
        insertFood.executeBatch();
        insertNutrient.executeBatch();
        insertPortion.executeBatch();
        pending = 0;
    }

    @Override
    public void close() throws SQLException {
        try {
            flush();
        } finally {
            for (PreparedStatement statement :
                    List.of(deletePortions, deleteNutrients, deleteFood, insertFood, insertNutrient, insertPortion)) {
                statement.close();
            }
            if (selectSurvey != null) {
                selectSurvey.close();
            }
        }
    }
}
