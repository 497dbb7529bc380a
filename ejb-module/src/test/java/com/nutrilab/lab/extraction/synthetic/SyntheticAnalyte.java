package com.nutrilab.lab.extraction.synthetic;

import java.util.EnumMap;
import java.util.Map;

/**
 * An analyte as the generated reports print it: its name in each naming style and its unit and
 * range in each unit system (absent where such labs do not print it).
 *
 * @param key      the catalogue key the truth refers to
 * @param censored a value beyond which labs print "&lt;limit" or "&gt;limit" instead of the number, or null
 */
record SyntheticAnalyte(String key, Map<NameStyle, String> names, Map<UnitSystem, Measure> measures, Censor censored) {

    /** "&lt;0.3" below 0.3 ({@code below}), "&gt;90" above 90. */
    record Censor(boolean below, double limit) {}

    String name(NameStyle style) {
        return names.get(style);
    }

    Measure measure(UnitSystem system) {
        return measures.get(system);
    }

    boolean printedBy(NameStyle style, UnitSystem system) {
        return names.containsKey(style) && measures.containsKey(system);
    }

    static SyntheticAnalyte of(String key, String[] names, Measure us, Measure uk, Measure de, Censor censored) {
        Map<NameStyle, String> byStyle = new EnumMap<>(NameStyle.class);
        for (NameStyle style : NameStyle.values()) {
            if (names[style.ordinal()] != null) {
                byStyle.put(style, names[style.ordinal()]);
            }
        }
        Map<UnitSystem, Measure> bySystem = new EnumMap<>(UnitSystem.class);
        put(bySystem, UnitSystem.US, us);
        put(bySystem, UnitSystem.UK, uk);
        put(bySystem, UnitSystem.DE, de);
        return new SyntheticAnalyte(key, byStyle, bySystem, censored);
    }

    private static void put(Map<UnitSystem, Measure> measures, UnitSystem system, Measure measure) {
        if (measure != null) {
            measures.put(system, measure);
        }
    }
}
