package com.nutrilab.recommendation;

import com.nutrilab.food.CurrentFoodIndex;
import com.nutrilab.food.FoodSearchIndex;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.inject.Inject;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Every food in memory as recommendations weigh it (classes, density and portion computed once):
 * the foods the food index was built from, with their household measures, from which the portion
 * each is scored by is chosen ({@link PortionRules}); built again when the index was (an import).
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

    @Inject
    private CurrentFoodIndex index;

    @Inject
    private RecommendationData data;

    @Resource
    private ManagedExecutorService executor;

    private volatile Snapshot snapshot;

    private record Snapshot(List<FoodSearchIndex.IndexedFood> source, List<CandidateFood> foods) {}

    @PostConstruct
    void loadInTheBackground() {
        executor.execute(() -> {
            try {
                load(index.foods());
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "Loading the food table failed; the first request retries", e);
            }
        });
    }

    public List<CandidateFood> foods() {
        Snapshot current = snapshot;
        List<FoodSearchIndex.IndexedFood> source = index.foods();
        return current != null && current.source() == source
                ? current.foods()
                : load(source).foods();
    }

    /** The index's foods with their classes, density and portion. */
    private synchronized Snapshot load(List<FoodSearchIndex.IndexedFood> source) {
        if (snapshot != null && snapshot.source() == source) {
            return snapshot;
        }
        long start = System.nanoTime();
        FoodClassification classification = data.classification();
        List<CandidateFood> foods = source.stream()
                .map(food -> {
                    Set<String> classes = classification.classesOf(food.description(), food.groupCode());
                    return CandidateFood.of(
                            food.id(),
                            food.description(),
                            food.groupCode(),
                            food.nutrients(),
                            classes,
                            classification.notAsEaten(food.description(), food.groupCode(), classes),
                            NutrientDensity.nrf93(food.nutrients(), data.rules()),
                            data.portions().servingOf(food.description(), food.groupCode(), food.measures()));
                })
                .sorted(Comparator.comparing(CandidateFood::id))
                .toList();
        snapshot = new Snapshot(source, foods);
        LOG.info(() -> "Recommendation food table: " + foods.size() + " foods in "
                + (System.nanoTime() - start) / 1_000_000 + " ms");
        return snapshot;
    }
}
