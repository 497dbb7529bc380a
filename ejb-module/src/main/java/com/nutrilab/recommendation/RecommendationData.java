package com.nutrilab.recommendation;

import com.nutrilab.platform.DataFiles;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The food classes, rules and portions: the config jar's, or an operator's own files (docs/recommendations.md). */
@ApplicationScoped
public class RecommendationData {

    @Inject
    @ConfigProperty(name = "nutrilab.recommendations.food-classes-file")
    private Optional<String> classesFile;

    @Inject
    @ConfigProperty(name = "nutrilab.recommendations.rules-file")
    private Optional<String> rulesFile;

    @Inject
    @ConfigProperty(name = "nutrilab.recommendations.portions-file")
    private Optional<String> portionsFile;

    private FoodClassification classification;
    private RecommendationRules rules;
    private PortionRules portions;
    private Recommender recommender;

    @PostConstruct
    void load() {
        classification = DataFiles.read(FoodClassification.RESOURCE, classesFile, FoodClassification::read);
        rules = DataFiles.read(RecommendationRules.RESOURCE, rulesFile, RecommendationRules::read);
        portions = DataFiles.read(PortionRules.RESOURCE, portionsFile, PortionRules::read);
        recommender = new Recommender(classification, rules);
    }

    public FoodClassification classification() {
        return classification;
    }

    public RecommendationRules rules() {
        return rules;
    }

    public PortionRules portions() {
        return portions;
    }

    public Recommender recommender() {
        return recommender;
    }
}
