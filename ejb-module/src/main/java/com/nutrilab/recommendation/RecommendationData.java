package com.nutrilab.recommendation;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The food classes and rules: the config jar's, or an operator's own files (docs/recommendations.md). */
@ApplicationScoped
public class RecommendationData {

    @Inject
    @ConfigProperty(name = "nutrilab.recommendations.food-classes-file")
    private Optional<String> classesFile;

    @Inject
    @ConfigProperty(name = "nutrilab.recommendations.rules-file")
    private Optional<String> rulesFile;

    private FoodClassification classification;
    private RecommendationRules rules;
    private Recommender recommender;

    @PostConstruct
    void load() {
        classification = classesFile.map(path -> read(path, FoodClassification::read))
                .orElseGet(FoodClassification::shipped);
        rules = rulesFile.map(path -> read(path, RecommendationRules::read)).orElseGet(RecommendationRules::shipped);
        rules.rules().stream().flatMap(rule -> rule.effects().stream())
                .filter(effect -> effect.foodClass() != null && !classification.knowsClass(effect.foodClass()))
                .findFirst().ifPresent(effect -> {
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

    private static <T> T read(String path, Function<InputStream, T> reader) {
        try (InputStream in = Files.newInputStream(Path.of(path))) {
            return reader.apply(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + path, e);
        }
    }
}
