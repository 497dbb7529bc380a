package com.nutrilab.food;

import com.nutrilab.platform.ClusterCache;
import com.nutrilab.platform.DataFiles;
import com.nutrilab.platform.Database;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Builds the node's food index from the database when the node starts and again after an
 * import, and publishes it as the {@link CurrentFoodIndex}: each node searches its own in-memory
 * copy (a few MB), so a search touches neither the database nor the network.
 */
@Startup
@Singleton
@DependsOn("DatabaseMigrations")
@Lock(LockType.READ)
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class FoodIndex {

    private static final Logger LOG = Logger.getLogger(FoodIndex.class.getName());

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    private static final String DATA_VERSION = "food-data-version";

    @Inject
    private ClusterCache cache;

    @Inject
    private CurrentFoodIndex current;

    /** An operator's own search data (synonyms and signals), in place of the config jar's. */
    public static final String SEARCH_FILE = "nutrilab.foods.search-file";

    @Inject
    @ConfigProperty(name = SEARCH_FILE)
    private Optional<String> searchFile;

    private volatile String builtVersion;
    private FoodSearchData searchData;

    @PostConstruct
    void build() {
        searchData = DataFiles.read(FoodSearchData.RESOURCE, searchFile, FoodSearchData::read);
        builtVersion = cache.get(DATA_VERSION, DATA_VERSION);
        rebuild();
    }

    /** Reads every food from the database into a new index, then swaps it in. */
    public void rebuild() {
        long start = System.nanoTime();
        try (Connection connection = dataSource.getConnection()) {
            List<FoodSearchIndex.IndexedFood> foods = readAll(connection);
            current.publish(FoodSearchIndex.build(foods, searchData), foods);
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read the foods to index", e);
        }
        LOG.info(
                () -> "Food index: " + current.size() + " foods in " + (System.nanoTime() - start) / 1_000_000 + " ms");
    }

    /**
     * After an import on this node: rebuild here, and tell the other nodes (they compare the
     * data version every minute and rebuild their own copy when it changed).
     */
    public void rebuildAfterImport() {
        String version = Long.toString(System.currentTimeMillis());
        cache.put(DATA_VERSION, DATA_VERSION, version, java.time.Duration.ofDays(365));
        rebuild();
        builtVersion = version;
    }

    @Schedule(minute = "*", hour = "*", persistent = false)
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED) // Payara ignores the class's for a timeout
    void followImportsOnOtherNodes() {
        try {
            String version = cache.get(DATA_VERSION, DATA_VERSION);
            if (version != null && !version.equals(builtVersion)) {
                rebuild();
                builtVersion = version;
            }
        } catch (RuntimeException e) {
            // Tried again next minute; a timer whose delivery fails twice is expunged by the container.
            LOG.warning(() -> "Following another node's food import failed; trying again in a minute: " + e);
        }
    }

    private static List<FoodSearchIndex.IndexedFood> readAll(Connection connection) throws SQLException {
        Map<String, Map<String, Double>> nutrients = new HashMap<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT food_id, nutrient_key, amount FROM food_nutrient")) {
            while (rows.next()) {
                nutrients
                        .computeIfAbsent(rows.getString(1), id -> new HashMap<>())
                        .put(rows.getString(2), rows.getDouble(3));
            }
        }
        Map<String, List<Portion>> measures = new HashMap<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        "SELECT food_id, amount, description, grams FROM food_portion ORDER BY food_id, position")) {
            while (rows.next()) {
                measures.computeIfAbsent(rows.getString(1), id -> new ArrayList<>())
                        .add(new Portion(rows.getDouble(2), rows.getString(3), rows.getDouble(4)));
            }
        }
        List<FoodSearchIndex.IndexedFood> foods = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id, description, group_code, survey FROM food")) {
            while (rows.next()) {
                String id = rows.getString(1);
                foods.add(new FoodSearchIndex.IndexedFood(
                        id,
                        rows.getString(2),
                        rows.getString(3),
                        nutrients.getOrDefault(id, Map.of()),
                        rows.getObject(4, Boolean.class), // null: the survey flag unknown, neither in nor out
                        measures.getOrDefault(id, List.of())));
            }
        }
        return foods;
    }
}
