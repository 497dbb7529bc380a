package com.nutrilab.recommendation;

import com.nutrilab.food.FoodIndex;
import com.nutrilab.platform.Database;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Every food in memory as recommendations weigh it (classes and density computed once), read
 * with plain JDBC in three queries; read again when the food index was rebuilt (an import).
 * Classifying the 7,907 foods against ~2,400 name patterns takes seconds, so it starts in the
 * background at deployment instead of in the first user's request.
 */
@Singleton
@Startup
@DependsOn("FoodIndex")
@Lock(LockType.READ)
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class FoodTable {

    private static final Logger LOG = Logger.getLogger(FoodTable.class.getName());

    @Resource(lookup = Database.JNDI_NAME)
    private DataSource dataSource;

    @Inject
    private FoodIndex index;

    @Inject
    private RecommendationData data;

    @Resource
    private ManagedExecutorService executor;

    private volatile Snapshot snapshot;

    private record Snapshot(Object indexVersion, List<CandidateFood> foods) {
    }

    @PostConstruct
    void loadInTheBackground() {
        executor.execute(() -> {
            try {
                load(index.version());
            } catch (RuntimeException e) {
                LOG.log(java.util.logging.Level.WARNING, "Loading the food table failed; the first request retries", e);
            }
        });
    }

    public List<CandidateFood> foods() {
        Snapshot current = snapshot;
        Object version = index.version();
        if (current == null || current.indexVersion() != version) {
            current = load(version);
        }
        return current.foods();
    }

    private synchronized Snapshot load(Object version) {
        if (snapshot != null && snapshot.indexVersion() == version) {
            return snapshot;
        }
        long start = System.nanoTime();
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            Map<String, Map<String, Double>> nutrients = new HashMap<>();
            try (ResultSet rows = statement.executeQuery("SELECT food_id, nutrient_key, amount FROM food_nutrient")) {
                while (rows.next()) {
                    nutrients.computeIfAbsent(rows.getString(1), id -> new HashMap<>())
                            .put(rows.getString(2), rows.getDouble(3));
                }
            }
            Map<String, CandidateFood.Portion> portions = new HashMap<>();
            try (ResultSet rows = statement.executeQuery(
                    "SELECT food_id, amount, description, grams FROM food_portion WHERE position = 0")) {
                while (rows.next()) {
                    portions.put(rows.getString(1), new CandidateFood.Portion(rows.getDouble(2), rows.getString(3),
                            rows.getDouble(4)));
                }
            }
            List<CandidateFood> foods = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery("SELECT id, description, group_code FROM food ORDER BY id")) {
                while (rows.next()) {
                    String id = rows.getString(1);
                    Map<String, Double> amounts = nutrients.getOrDefault(id, Map.of());
                    foods.add(new CandidateFood(id, rows.getString(2), rows.getString(3), amounts,
                            data.classification().classesOf(rows.getString(2), rows.getString(3)),
                            NutrientDensity.nrf93(amounts, data.rules()), portions.get(id)));
                }
            }
            snapshot = new Snapshot(version, List.copyOf(foods));
            LOG.info(() -> "Recommendation food table: " + foods.size() + " foods in "
                    + (System.nanoTime() - start) / 1_000_000 + " ms");
            return snapshot;
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot read the foods", e);
        }
    }
}
