package com.nutrilab.food.seed;

import com.nutrilab.food.Portion;
import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The seed file's format: JSON Lines (one food per line), usually gzipped. {@code survey} (USDA's
 * FNDDS flag) is written only where the source says it; a line without it reads as null. The seed
 * file is written by the test-scope converter ({@code Sr24Converter}).
 */
public final class FoodRecordsJson {

    private FoodRecordsJson() {}

    /** Reads every line, handing each food over as it is read (the file never sits in memory whole). */
    public static void read(BufferedReader in, Consumer<FoodRecord> each) {
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isBlank()) {
                    each.accept(parse(line));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static FoodRecord parse(String line) {
        try (JsonReader reader = Json.createReader(new StringReader(line))) {
            JsonObject json = reader.readObject();
            Map<String, Double> nutrients = new LinkedHashMap<>();
            json.getJsonObject("nutrients")
                    .forEach((key, amount) -> nutrients.put(key, ((JsonNumber) amount).doubleValue()));
            List<Portion> portions = new ArrayList<>();
            for (JsonObject portion : json.getJsonArray("portions").getValuesAs(JsonObject.class)) {
                portions.add(new Portion(
                        portion.getJsonNumber("amount").doubleValue(),
                        portion.getString("description"),
                        portion.getJsonNumber("grams").doubleValue()));
            }
            return new FoodRecord(
                    json.getString("id"),
                    json.getString("group"),
                    json.getString("description"),
                    nutrients,
                    portions,
                    json.containsKey("survey") ? json.getBoolean("survey") : null);
        }
    }
}
