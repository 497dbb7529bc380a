package com.nutrilab.food;

import com.nutrilab.auth.Roles;
import com.nutrilab.platform.Page;
import com.nutrilab.platform.UnknownResourceException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** The food database as the API reads it: searches from the node's index, details from the database. */
@Stateless
@RolesAllowed(Roles.USER)
// Read-only: no transaction is needed, and starting one per search was a measurable share of it.
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class FoodCatalog {

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentFoodIndex index;

    public Page<FoodSummary> search(FoodSearchRequest request) {
        return index.search(request);
    }

    /** Every nutrient of the food (in the catalogue's order) and every portion. */
    public FoodDetail get(String id) {
        Food food = id == null ? null : entityManager.find(Food.class, id);
        if (food == null) {
            throw new UnknownResourceException("No food " + id);
        }
        Map<String, Double> amounts = food.nutrients();
        List<FoodDetail.NutrientAmount> nutrients = NutrientCatalog.ALL.stream()
                .filter(nutrient -> amounts.containsKey(nutrient.key()))
                .map(n -> new FoodDetail.NutrientAmount(n.key(), n.name(), amounts.get(n.key()), n.unit()))
                .toList();
        List<Portion> portions = food.portions().stream().toList();
        return new FoodDetail(
                food.id(), food.description(), FoodGroupView.of(food.groupCode()), food.source(), nutrients, portions);
    }

    /** The groups that have foods, by code. */
    public List<FoodGroupView> groups() {
        List<String> codes = entityManager
                .createQuery("SELECT DISTINCT f.groupCode FROM Food f", String.class)
                .getResultList();
        return new TreeSet<>(codes).stream().map(FoodGroupView::of).toList();
    }

    /** Every nutrient key, name and unit, in the catalogue's order. */
    public List<NutrientView> nutrients() {
        return NutrientCatalog.ALL.stream()
                .map(n -> new NutrientView(n.key(), n.name(), n.unit()))
                .toList();
    }
}
