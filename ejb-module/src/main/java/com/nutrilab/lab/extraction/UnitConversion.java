package com.nutrilab.lab.extraction;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fhir.ucum.Decimal;
import org.fhir.ucum.Pair;
import org.fhir.ucum.UcumEssenceService;
import org.fhir.ucum.UcumException;

/**
 * A result's value in its test's canonical unit, by the UCUM library's unit algebra: units of one
 * kind convert by the factor UCUM gives ({@code g/L} to {@code mg/dL}); where mass and amount of
 * substance meet, the value is multiplied or divided by the test's molar mass in {@code g/mol}
 * first, whichever UCUM finds comparable with the canonical unit ({@code mmol/L × g/mol} is a mass
 * concentration; {@code mg/mmol ÷ g/mol}, a creatinine ratio, a mass ratio). Nothing is a
 * hand-written factor: the catalogue gives units and molar masses, UCUM the rest. The one
 * exception is data too: a test's {@link Analyte.Equation} (HbA1c's IFCC-to-NGSP master equation),
 * which no unit algebra gives.
 *
 * <p>The UCUM library counts a mole as Avogadro's number, a pure number, and an international unit
 * as an arbitrary unit of no dimension, so it would call {@code pmol/L}, {@code u[IU]/mL} and
 * {@code 10*3/uL} comparable. This class keeps amounts of substance apart from everything else
 * (only a molar mass bridges them) and arbitrary units apart from every other unit.
 */
public final class UnitConversion {

    /** Why a value is not in its test's canonical series: the API's {@code notConverted}. */
    public enum NotConverted {
        /** A result printed in words ("Negative"). */
        NO_NUMBER("no-number"),
        /** No unit was printed or read. */
        NO_UNIT("no-unit"),
        /** A printed unit the service does not know (kept as printed in unitText). */
        UNKNOWN_UNIT("unknown-unit"),
        /** A unit of another kind than the canonical one: an international unit against a mass, % against g/dL. */
        OTHER_KIND("other-kind"),
        /** Mass against amount of substance, and the catalogue gives the test no molar mass (Lp(a)). */
        NO_MOLAR_MASS("no-molar-mass"),
        /** A test the catalogue no longer knows. */
        NOT_IN_CATALOGUE("not-in-catalogue");

        private final String code;

        NotConverted(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    /** How values in one unit become values in another: a factor, an equation, or why they do not. */
    public record Conversion(double factor, Analyte.Equation equation, NotConverted reason) {

        static final Conversion IDENTITY = new Conversion(1, null, null);

        static Conversion none(NotConverted reason) {
            return new Conversion(Double.NaN, null, reason);
        }

        public boolean converts() {
            return reason == null;
        }

        /** The value converted; only when {@link #converts()}. */
        public double apply(double value) {
            return equation != null ? equation.apply(value) : value * factor;
        }

        private Conversion then(Conversion next) {
            if (!converts()) {
                return this;
            }
            return next.converts() ? new Conversion(factor * next.factor, null, null) : next;
        }
    }

    /** Units the API reports in their long-standing spelling; UCUM's own spelling of them. */
    private static final Map<String, String> UCUM_SPELLINGS = Map.of("uIU/mL", "u[IU]/mL", "mIU/L", "m[IU]/L");

    private static final Pattern AMOUNT_OF_SUBSTANCE = Pattern.compile("mol|eq|osm");
    private static final Pattern ARBITRARY_UNIT = Pattern.compile("\\[(?:IU|iU|arb'U)]");
    /** Enough digits that UCUM's decimal arithmetic, which keeps a value's precision, rounds nothing away. */
    private static final int DIGITS = 15;

    private static final Decimal ONE = decimal(1);
    private static final Map<String, Conversion> BETWEEN = new ConcurrentHashMap<>();

    private UnitConversion() {}

    /** The unit as UCUM spells it ({@code uIU/mL} is {@code u[IU]/mL}); any other unit as it is. */
    public static String ucum(String unit) {
        return unit == null ? null : UCUM_SPELLINGS.getOrDefault(unit, unit);
    }

    /**
     * How a result of {@code analyte} in {@code unit} converts to the canonical unit of {@code series}:
     * the analyte itself, or the test whose series it joins ({@link Analyte#seriesOf()}: urea joins
     * BUN), in which case it goes through the amount of substance, which both share.
     */
    public static Conversion toCanonical(Analyte analyte, Analyte series, String unit) {
        if (unit == null) {
            return Conversion.none(NotConverted.NO_UNIT);
        }
        String target = series.canonicalUnit();
        if (analyte.key().equals(series.key())) {
            if (unit.equals(target)) {
                return Conversion.IDENTITY;
            }
            Analyte.Equation equation = analyte.equations().get(unit);
            return equation != null
                    ? new Conversion(Double.NaN, equation, null)
                    : between(unit, target, analyte.molarMass());
        }
        String amount = analyte.units().stream()
                .filter(UnitConversion::amountOfSubstance)
                .findFirst()
                .orElse(null);
        if (amount == null) {
            return Conversion.none(NotConverted.NO_MOLAR_MASS);
        }
        return between(unit, amount, analyte.molarMass()).then(between(amount, target, series.molarMass()));
    }

    /** How {@code from} converts to {@code to}, with the molar mass (g/mol, or null) where mass meets amount. */
    public static Conversion between(String from, String to, Double molarMass) {
        return BETWEEN.computeIfAbsent(from + '\u0000' + to + '\u0000' + molarMass, key -> {
            String source = ucum(from);
            String target = ucum(to);
            if (source.equals(target)) {
                return Conversion.IDENTITY;
            }
            if (!UcumUnits.valid(source) || !UcumUnits.valid(target)) {
                return Conversion.none(NotConverted.UNKNOWN_UNIT);
            }
            if (!arbitraryUnits(source).equals(arbitraryUnits(target))) {
                return Conversion.none(NotConverted.OTHER_KIND);
            }
            if (amountOfSubstance(source) == amountOfSubstance(target)) {
                return converted(ONE, source, target);
            }
            if (molarMass == null) {
                return Conversion.none(NotConverted.NO_MOLAR_MASS);
            }
            return throughMolarMass(source, target, molarMass);
        });
    }

    /** Multiplied or divided by the molar mass: whichever UCUM finds comparable with the target. */
    private static Conversion throughMolarMass(String source, String target, double molarMass) {
        UcumEssenceService ucum = UcumUnits.service();
        Pair perMole = new Pair(decimal(molarMass), "g/mol");
        try {
            for (Pair bridged : new Pair[] {
                ucum.multiply(new Pair(ONE, source), perMole), ucum.divideBy(new Pair(ONE, source), perMole)
            }) {
                Conversion converted = converted(bridged.getValue(), baseUnits(bridged), target);
                if (converted.converts()) {
                    return converted;
                }
            }
        } catch (UcumException e) {
            return Conversion.none(NotConverted.OTHER_KIND);
        }
        return Conversion.none(NotConverted.OTHER_KIND);
    }

    /**
     * The value in {@code source} as a value in {@code target}, when UCUM reduces both to the same base
     * units: the ratio of their canonical forms. Not {@code UcumEssenceService.convert}, which in
     * org.fhir:ucum 1.0.10 loses a power of ten when a unit divides by a product and the value has
     * many digits (1.000000000000000 g/(24.h) is 100 mg/(24.h) to it); the canonical forms are right.
     */
    private static Conversion converted(Decimal value, String source, String target) {
        UcumEssenceService ucum = UcumUnits.service();
        try {
            Pair from = ucum.getCanonicalForm(new Pair(value, source));
            Pair to = ucum.getCanonicalForm(new Pair(ONE, target));
            if (!baseUnits(from).equals(baseUnits(to))) {
                return Conversion.none(NotConverted.OTHER_KIND);
            }
            BigDecimal ratio = new BigDecimal(from.getValue().asDecimal())
                    .divide(new BigDecimal(to.getValue().asDecimal()), MathContext.DECIMAL64);
            return new Conversion(ratio.doubleValue(), null, null);
        } catch (UcumException | NumberFormatException | ArithmeticException e) {
            return Conversion.none(NotConverted.OTHER_KIND);
        }
    }

    /** UCUM writes a pure number's base units as nothing. */
    private static String baseUnits(Pair canonical) {
        return canonical.getCode() == null || canonical.getCode().isEmpty() ? "1" : canonical.getCode();
    }

    /** Whether a UCUM unit counts moles (or equivalents, or osmoles) rather than mass, volume or cells. */
    static boolean amountOfSubstance(String unit) {
        return AMOUNT_OF_SUBSTANCE.matcher(ucum(unit)).find();
    }

    private static Set<String> arbitraryUnits(String unit) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = ARBITRARY_UNIT.matcher(unit);
        while (matcher.find()) {
            found.add(matcher.group());
        }
        return found;
    }

    private static Decimal decimal(double value) {
        try {
            return new Decimal(BigDecimal.valueOf(value)
                    .setScale(DIGITS, RoundingMode.HALF_EVEN)
                    .toPlainString());
        } catch (UcumException e) {
            throw new IllegalArgumentException("Not a number UCUM reads: " + value, e);
        }
    }
}
