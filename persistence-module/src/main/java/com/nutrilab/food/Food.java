package com.nutrilab.food;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MapKeyColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Map;

/** A food of the USDA data: every nutrient per 100 g, and its household portions. Read-only here. */
@Entity
@Table(name = "food")
public class Food {

    @Id
    @Column(length = 10)
    private String id;

    @Column(nullable = false, length = 300)
    private String description;

    @Column(name = "group_code", nullable = false, length = 4)
    private String groupCode;

    @Column(nullable = false, length = 40)
    private String source;

    @ElementCollection
    @CollectionTable(name = "food_nutrient", joinColumns = @JoinColumn(name = "food_id"))
    @MapKeyColumn(name = "nutrient_key")
    @Column(name = "amount")
    private Map<String, Double> nutrients;

    @ElementCollection
    @CollectionTable(name = "food_portion", joinColumns = @JoinColumn(name = "food_id"))
    @OrderColumn(name = "position")
    private List<StoredPortion> portions;

    protected Food() {
        // for JPA
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    public String groupCode() {
        return groupCode;
    }

    public String source() {
        return source;
    }

    public Map<String, Double> nutrients() {
        return nutrients;
    }

    public List<Portion> portions() {
        return portions.stream().map(StoredPortion::toPortion).toList();
    }

    /** A {@link Portion} as a row of food_portion (JPA 3.1 maps no records). */
    @Embeddable
    public static class StoredPortion {

        @Column(nullable = false)
        private double amount;

        @Column(nullable = false, length = 200)
        private String description;

        @Column(nullable = false)
        private double grams;

        protected StoredPortion() {
            // for JPA
        }

        Portion toPortion() {
            return new Portion(amount, description, grams);
        }
    }
}
