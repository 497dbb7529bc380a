package com.nutrilab.food;

import com.nutrilab.platform.Page;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/**
 * The food index that {@link FoodIndex} built last, searched where it is needed. The index is
 * immutable and swapped whole, so reading it needs neither the singleton's lock nor an EJB call
 * per search (a second container invocation inside the search's own: about 3 % of a search's
 * CPU under load).
 */
@ApplicationScoped
public class CurrentFoodIndex {

    /** An index and the foods it was built from, published together. */
    private record Built(FoodSearchIndex index, List<FoodSearchIndex.IndexedFood> foods) {}

    private volatile Built built;

    public Page<FoodSummary> search(FoodSearchRequest request) {
        return built().index().search(request);
    }

    public int size() {
        return built().index().size();
    }

    /**
     * Every food with its nutrients and household measures, as the current index was built from
     * them (one read of the database serves the search and the recommendations). A new list after
     * every rebuild: compare by identity to follow imports.
     */
    public List<FoodSearchIndex.IndexedFood> foods() {
        return built().foods();
    }

    void publish(FoodSearchIndex index, List<FoodSearchIndex.IndexedFood> foods) {
        built = new Built(index, List.copyOf(foods));
    }

    private Built built() {
        Built current = built;
        if (current == null) {
            throw new IllegalStateException("The food index is not built yet");
        }
        return current;
    }
}
