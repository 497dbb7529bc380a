package com.nutrilab.lab.extraction;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.fhir.ucum.Decimal;
import org.fhir.ucum.UcumEssenceService;
import org.fhir.ucum.UcumException;

/**
 * What the UCUM library (the unit system's own definitions, {@code ucum-essence.xml} in its jar)
 * says of the units a report prints: whether a unit is valid UCUM, and whether two units measure the
 * same kind of thing, so that a count printed per cubic millimetre or in lakhs ({@code /uL},
 * {@code 10*5/uL}) is taken for an analyte the catalogue lists in {@code 10*3/uL}.
 */
final class UcumUnits {

    private static final UcumEssenceService UCUM = load();
    private static final Map<String, Boolean> SAME_KIND = new ConcurrentHashMap<>();
    private static final Map<String, String> CANONICAL = new ConcurrentHashMap<>();
    /** The canonical form of a unit without dimension (%, ratios, INR). */
    private static final String DIMENSIONLESS = "1";

    private UcumUnits() {}

    /** The UCUM library's service over its own definitions (thread-safe once loaded: it is only read). */
    static UcumEssenceService service() {
        return UCUM;
    }

    /** Whether the text is a valid UCUM unit. */
    static boolean valid(String unit) {
        return unit != null && UCUM.validate(unit) == null;
    }

    /**
     * Whether two valid units measure the same kind of quantity (mass concentration, a count per
     * volume) and so convert into each other by a factor. Units without a dimension (%, a ratio, an
     * INR) are each their own kind: a percentage is not an INR.
     */
    static boolean sameKind(String unit, String other) {
        if (unit.equals(other)) {
            return true;
        }
        return SAME_KIND.computeIfAbsent(unit + '\u0000' + other, key -> {
            String canonical = canonical(unit);
            return canonical != null && !canonical.equals(DIMENSIONLESS) && canonical.equals(canonical(other));
        });
    }

    /** The unit in UCUM's base units without its factor ("g.m-3" for mg/dL), or null when it is no unit. */
    private static String canonical(String unit) {
        String found = CANONICAL.computeIfAbsent(unit, u -> {
            try {
                return valid(u) ? UCUM.getCanonicalUnits(u) : "";
            } catch (UcumException e) {
                return "";
            }
        });
        return found.isEmpty() ? null : found;
    }

    /** A value in one unit expressed in another of the same kind, by UCUM's factors; empty where they do not convert. */
    static Optional<Double> convert(double value, String from, String to) {
        if (from.equals(to)) {
            return Optional.of(value);
        }
        try {
            Decimal converted = UCUM.convert(new Decimal(Double.toString(value)), from, to);
            return Optional.of(Double.parseDouble(converted.asDecimal()));
        } catch (UcumException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static UcumEssenceService load() {
        try (InputStream essence = UcumEssenceService.class.getResourceAsStream("/ucum-essence.xml")) {
            if (essence == null) {
                throw new IllegalStateException("ucum-essence.xml is missing from the UCUM library's jar");
            }
            return new UcumEssenceService(essence);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (UcumException e) {
            throw new IllegalStateException("The UCUM definitions cannot be read", e);
        }
    }
}
