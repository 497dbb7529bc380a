package com.nutrilab.lab.extraction.synthetic;

import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.platform.DataFiles;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import java.util.HashMap;
import java.util.Map;

/**
 * The UCUM unit the extraction must report for a unit as a lab prints it ("lakhs/cumm" is
 * {@code 10*5/uL}, "Pg" is {@code pg}), from the shipped catalogue's table of printed units, so
 * that the truth of a printed spelling is the catalogue's, not one more copy of it written here.
 * A spelling the table lacks stops the generator: the layout prints a unit no one has said the
 * meaning of.
 */
final class CatalogueUnits {

    private static final Map<String, String> UCUM = read();

    private CatalogueUnits() {}

    static String ucum(String printed) {
        String ucum = UCUM.get(printed);
        if (ucum == null) {
            ucum = UCUM.get(printed.replace('µ', 'u').replace('μ', 'u'));
        }
        if (ucum == null) {
            throw new IllegalArgumentException("The catalogue's units table has no '" + printed + "'");
        }
        return ucum;
    }

    private static Map<String, String> read() {
        Map<String, String> units = new HashMap<>();
        try (JsonReader reader = Json.createReader(DataFiles.resource(AnalyteCatalogue.RESOURCE))) {
            JsonObject root = reader.readObject();
            AnalyteCatalogue.shipped().analytes().forEach(a -> a.units().forEach(u -> units.put(u, u)));
            root.getJsonObject("units")
                    .forEach((spelling, ucum) -> units.put(spelling, ((JsonString) ucum).getString()));
        }
        return Map.copyOf(units);
    }
}
