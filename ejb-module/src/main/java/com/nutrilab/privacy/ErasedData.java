package com.nutrilab.privacy;

import jakarta.json.bind.adapter.JsonbAdapter;
import jakarta.json.bind.annotation.JsonbTypeAdapter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What an erasure deleted, by kind of {@link PersonalDataRegistry}: the answer to a user's
 * erasure, and summed over a tenant's. Written as a JSON object of the counts, every kind of a
 * user's data in the registry's order.
 */
@JsonbTypeAdapter(ErasedData.AsCounts.class)
public record ErasedData(Map<String, Long> counts) {

    public static final ErasedData NOTHING = new ErasedData(Map.of());

    public ErasedData {
        Map<String, Long> every = new LinkedHashMap<>();
        PersonalDataRegistry.ofAUser().forEach(kind -> every.put(kind.name(), 0L));
        counts.forEach((kind, count) -> {
            if (!every.containsKey(kind)) {
                throw new IllegalArgumentException("No kind of a user's personal data is called " + kind);
            }
            every.put(kind, count == null ? 0 : count);
        });
        counts = Collections.unmodifiableMap(every);
    }

    /** JSON-B: the counts as the object, {"users":1,"profiles":1,…}. */
    public static final class AsCounts implements JsonbAdapter<ErasedData, Map<String, Long>> {

        @Override
        public Map<String, Long> adaptToJson(ErasedData erased) {
            return erased.counts();
        }

        @Override
        public ErasedData adaptFromJson(Map<String, Long> counts) {
            return new ErasedData(counts);
        }
    }
}
