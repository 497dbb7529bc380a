package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One analyte of the catalogue: how labs print it and how it is coded.
 *
 * @param key            stable id (recommendation rules name markers by it)
 * @param name           canonical name, as the API reports it
 * @param loinc          the LOINC code reported
 * @param alternateLoinc other codes for the same test (accepted on input, never reported)
 * @param molarLoinc     the code for results in molar units, where LOINC has a separate one
 * @param units          the UCUM units it is reported in
 * @param names          every name labs print for it
 * @param usualRanges    an adult reference range typical of each unit: which unit a printed range is in
 * @param physiologicalRanges per unit, the bounds no person's result lies outside (a count a thousand
 *                       times too small, "PLAQUETTES 295 /mm3", lies below them): a value outside is
 *                       given with a doubt
 * @param canonicalUnit  the one unit its results are compared and converted in (markers, recommendations)
 * @param molarMass      grams per mole of what its molar units count, where mass and amount of substance
 *                       meet (glucose: 180.16), else null
 * @param equations      conversions to the canonical unit that are no unit algebra, by printed unit (HbA1c:
 *                       IFCC mmol/mol to NGSP %, the master equation)
 * @param seriesOf       the key of the test whose series its results join (urea joins BUN's, converted
 *                       through the amount of urea), or null for its own
 */
public record Analyte(
        String key,
        String name,
        String loinc,
        List<String> alternateLoinc,
        String molarLoinc,
        String panel,
        List<String> units,
        List<String> names,
        Map<String, UsualRange> usualRanges,
        Map<String, UsualRange> physiologicalRanges,
        String canonicalUnit,
        Double molarMass,
        Map<String, Equation> equations,
        String seriesOf) {

    /** A reference range typical of labs for one unit, such as 70–100 for glucose in mg/dL. */
    public record UsualRange(double low, double high) {}

    /**
     * A conversion to the canonical unit that unit algebra cannot give: {@code slope × value + intercept},
     * with the published source it comes from.
     */
    public record Equation(double slope, double intercept, String source) {

        public double apply(double value) {
            return slope * value + intercept;
        }
    }

    /**
     * Whether the test's results are printed with no unit: a ratio, an index, an INR, a pH, a
     * specific gravity (UCUM's annotations and {@code [pH]}).
     */
    boolean printsNoUnit() {
        return units.stream().allMatch(unit -> unit.startsWith("{") || unit.equals("[pH]"));
    }

    /** Whether a result may be below zero, as labs' ranges for it are (base excess: -2 to 2 mmol/L). */
    boolean takesNegativeResults() {
        return usualRanges.values().stream().anyMatch(range -> range.low() < 0);
    }

    /** The code for a result in this unit: the molar code for mol-based units when there is one. */
    public String codeFor(String ucumUnit) {
        return molarLoinc != null && ucumUnit != null && ucumUnit.contains("mol/") ? molarLoinc : loinc;
    }

    /**
     * Whether a result in this UCUM unit can be this analyte's: a unit it is listed in, or one of the
     * same kind as one of those (a count per microlitre in lakhs, {@code 10*5/uL}, for platelets listed
     * in {@code 10*3/uL}); a unit of another kind ({@code %} for iron) cannot.
     */
    public boolean reportedIn(String ucumUnit) {
        return units.contains(ucumUnit) || units.stream().anyMatch(unit -> UcumUnits.sameKind(unit, ucumUnit));
    }

    /**
     * The reference range typical of labs in this unit: the catalogue's own for it, else that of a
     * listed unit of the same kind converted by UCUM (creatinine in {@code mg/L} from {@code mg/dL},
     * so that a French "35 - 72 mg/L" fits uric acid); empty when neither.
     */
    public Optional<UsualRange> usualRange(String ucumUnit) {
        return inUnit(usualRanges, ucumUnit);
    }

    /**
     * The physiological bounds in this unit: the catalogue's own for it, else those of a listed unit
     * of the same kind converted by UCUM ({@code /uL} from {@code 10*3/uL}); empty when neither.
     */
    public Optional<UsualRange> physiologicalRange(String ucumUnit) {
        return inUnit(physiologicalRanges, ucumUnit);
    }

    /** The range listed for the unit, else a listed unit's of the same kind converted by UCUM. */
    private static Optional<UsualRange> inUnit(Map<String, UsualRange> ranges, String ucumUnit) {
        if (ucumUnit == null) {
            return Optional.empty();
        }
        UsualRange own = ranges.get(ucumUnit);
        if (own != null) {
            return Optional.of(own);
        }
        for (Map.Entry<String, UsualRange> listed : ranges.entrySet()) {
            if (UcumUnits.sameKind(listed.getKey(), ucumUnit)) {
                Optional<Double> low = UcumUnits.convert(listed.getValue().low(), listed.getKey(), ucumUnit);
                Optional<Double> high = UcumUnits.convert(listed.getValue().high(), listed.getKey(), ucumUnit);
                if (low.isPresent() && high.isPresent()) {
                    return Optional.of(new UsualRange(low.get(), high.get()));
                }
            }
        }
        return Optional.empty();
    }
}
