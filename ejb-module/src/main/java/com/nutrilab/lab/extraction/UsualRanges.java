package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What the catalogue's usual reference ranges tell about a reading: which unit a printed range is
 * in (70–99 is glucose in mg/dL, 3.9–5.5 in mmol/L), and which of the analytes sharing a printed
 * name is meant ("Neutrophils 2.0–7.5" counts cells, "Neutrophils 40–75" is a percentage).
 */
final class UsualRanges {

    /** How far a printed range may lie from a unit's usual range, as a factor on its bounds, and still be in it. */
    private static final double FITS = Math.log(2);
    /** How far below the usual lower bound a printed one may lie beside an upper bound, as a log ratio. */
    private static final double LOWER_BOUND_SLACK = Math.log(3);
    /** How much nearer the best unit must be than the next before the range is taken to tell them apart. */
    private static final double CLEARLY = Math.log(1.5);
    /** How many times its usual range's top an OCR value without a printed range may be. */
    private static final double IMPLAUSIBLY_HIGH = 8;

    private UsualRanges() {}

    /**
     * The analyte a name stands for: with a unit read, the one reported in that unit (null when none
     * is, which rejects the reading); without one, the one whose usual range the printed range, or
     * else the value, fits; else the first.
     */
    static Analyte choose(List<Analyte> analytes, String unit, Double low, Double high, Double value) {
        if (unit != null) {
            return analytes.stream()
                    .filter(a -> a.units().contains(unit))
                    .findFirst()
                    .or(() -> analytes.stream().filter(a -> a.reportedIn(unit)).findFirst())
                    .orElse(null);
        }
        if (analytes.size() == 1) {
            return analytes.get(0);
        }
        for (Analyte analyte : analytes) {
            if (identifies(analyte, low, high)) {
                return analyte;
            }
        }
        if (value != null) {
            List<Analyte> fitting = analytes.stream()
                    .filter(a -> a.usualRanges().values().stream()
                            .anyMatch(range -> value >= range.low() / 1.5 && value <= range.high() * 1.5))
                    .toList();
            if (fitting.size() == 1) {
                return fitting.get(0);
            }
        }
        return analytes.get(0);
    }

    /**
     * Whether an OCR reading of a catalogue test, as checked (a lost decimal mark put back where its
     * printed range tells it), still lies so far above the usual range of its unit that it must be a
     * misreading ("844" % neutrophils, "245" g/dL hemoglobin: 14 times the top of any adult's range).
     * Such a value is dropped rather than reported: a wrong value is worse than none.
     */
    static boolean implausible(RowReading reading, ExtractedAnalyte checked) {
        if (!reading.recognised() || !reading.known() || checked.value() == null || checked.unit() == null) {
            return false;
        }
        return reading.analyte()
                .usualRange(checked.unit())
                .map(usual -> checked.value() > usual.high() * IMPLAUSIBLY_HIGH)
                .orElse(false);
    }

    /**
     * Whether the printed range is usual for the test in one of its units: which test a name that stands
     * for two ("Neutrofilos": the percentage and the count) is, even where the range cannot tell units
     * that share their numbers apart (2.1–7.6 is 10*3/uL or 10*9/L alike).
     */
    static boolean identifies(Analyte analyte, Double low, Double high) {
        return unitOf(analyte, low, high, candidates -> candidates.get(0)).isPresent();
    }

    /** The one unit whose usual range the printed range matches, clearly better than any other unit's. */
    static Optional<String> unitOf(Analyte analyte, Double low, Double high) {
        return unitOf(analyte, low, high, candidates -> null);
    }

    /**
     * The one unit whose usual range the printed range matches clearly better than any other unit's;
     * among units that share their numbers (ng/mL and ug/L), the one {@code preferred} picks.
     */
    static Optional<String> unitOf(Analyte analyte, Double low, Double high, Function<List<String>, String> preferred) {
        double best = Double.POSITIVE_INFINITY;
        for (String unit : analyte.units()) {
            best = Math.min(best, distance(analyte, unit, low, high));
        }
        if (best > FITS) {
            return Optional.empty();
        }
        double nearest = best;
        List<String> near = analyte.units().stream()
                .filter(unit -> distance(analyte, unit, low, high) - nearest < CLEARLY)
                .toList();
        return near.size() == 1 ? Optional.of(near.get(0)) : Optional.ofNullable(preferred.apply(near));
    }

    private static double distance(Analyte analyte, String unit, Double low, Double high) {
        return analyte.usualRange(unit).map(usual -> distance(usual, low, high)).orElse(Double.POSITIVE_INFINITY);
    }

    /** Whether the printed range fits this unit's usual range. */
    static boolean fits(Analyte analyte, String unit, Double low, Double high) {
        return analyte.usualRange(unit)
                .map(usual -> distance(usual, low, high) <= FITS)
                .orElse(false);
    }

    /**
     * How far apart two ranges are: the largest |ln(printed / usual)| over the printed bounds (a
     * bound of 0 says nothing about the unit); infinite when no printed bound can be compared. Beside
     * a printed upper bound, a lower bound up to three times below the usual one is no distance: labs'
     * lower bounds of counts vary that much (monocytes 80 against the usual 200 /uL), and the upper
     * bound tells the unit.
     */
    static double distance(Analyte.UsualRange usual, Double low, Double high) {
        double distance = -1;
        if (low != null && low > 0 && usual.low() > 0) {
            double below = Math.log(usual.low() / low);
            distance = high != null && high > 0 && below > 0
                    ? Math.max(0, below - LOWER_BOUND_SLACK)
                    : Math.abs(Math.log(low / usual.low()));
        }
        if (high != null && high > 0) {
            distance = Math.max(distance, Math.abs(Math.log(high / usual.high())));
        }
        return distance < 0 ? Double.POSITIVE_INFINITY : distance;
    }
}
