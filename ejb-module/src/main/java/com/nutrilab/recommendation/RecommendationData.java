package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The food classes and rules: the config jar's, or an operator's own files (docs/recommendations.md). */
@ApplicationScoped
public class RecommendationData {

    /** An operator's food classes file, in place of the config jar's. */
    public static final String FOOD_CLASSES_FILE = "nutrilab.recommendations.food-classes-file";

    @Inject
    @ConfigProperty(name = FOOD_CLASSES_FILE)
    private Optional<String> classesFile;

    @Inject
    @ConfigProperty(name = "nutrilab.recommendations.rules-file")
    private Optional<String> rulesFile;

    private FoodClassification classification;
    private RecommendationRules rules;
    private Recommender recommender;

    @PostConstruct
    void load() {
        classification = DataFiles.read(FoodClassification.RESOURCE, classesFile, FoodClassification::read);
        rules = DataFiles.read(RecommendationRules.RESOURCE, rulesFile, RecommendationRules::read);
        rules.rules().stream()
                .flatMap(rule -> rule.effects().stream())
                .filter(effect -> effect.foodClass() != null && !classification.knowsClass(effect.foodClass()))
                .findFirst()
                .ifPresent(effect -> {
                    throw new IllegalStateException("A rule names an unknown food class: " + effect.foodClass());
                });
        recommender = new Recommender(classification, rules);
    }

    public FoodClassification classification() {
        return classification;
    }

    public RecommendationRules rules() {
        return rules;
    }

    public Recommender recommender() {
        return recommender;
    }
}
