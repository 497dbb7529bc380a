package com.nutrilab.marker;

import com.nutrilab.lab.LabAnalyte;
import com.nutrilab.lab.extraction.Analyte;
import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.lab.extraction.UnitConversion;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One test's results over time, oldest first, each converted to the test's canonical unit where
 * units allow: the series behind {@code GET /markers}, {@code GET /markers/{code}} and the markers
 * recommendations judge. A test the catalogue knows is one series whatever code or unit a lab
 * reported it under (glucose in mg/dL and in mmol/L; urea joins BUN's, {@link Analyte#seriesOf()});
 * a code it does not know (stored before a catalogue change) is a series of its own, unconverted.
 *
 * @param code     the catalogue's LOINC code of the test, or the stored code of a test it does not know
 * @param analyte  the test of the series, or null for a code the catalogue does not know
 * @param points   oldest first
 */
public record MarkerSeries(String code, String name, Analyte analyte, List<Point> points) {

    /**
     * A change within this share of the previous value (in the canonical unit) is no change: about
     * twice the analytical variation of common chemistry tests (glucose, cholesterol, creatinine:
     * 1.5 to 3 %), so that a trend is not noise. docs/markers.md.
     */
    public static final double SAME_WITHIN = 0.03;

    /**
     * Two results of one date whose canonical values differ by at most this share are one: the same
     * sample printed in two reports, maybe in two units, each rounded to its printed digits (5.5
     * mmol/L is 99.1 mg/dL, printed 99).
     */
    static final double SAME_VALUE = 0.005;

    /** One result of the series, converted where its unit allows. */
    public record Point(
            Reading reading,
            Double canonicalValue,
            Double canonicalLow,
            Double canonicalHigh,
            UnitConversion.NotConverted notConverted) {

        LabAnalyte analyte() {
            return reading.analyte();
        }

        /** Read without a doubt: the reader gave it as sure. */
        public boolean sure() {
            return reading.analyte().doubt() == null;
        }

        static Point notConverted(Reading reading, UnitConversion.NotConverted reason) {
            return new Point(reading, null, null, null, reason);
        }
    }

    /** The readings as series, keyed by each series' code: the catalogue's code for the test, else the stored one. */
    public static Map<String, MarkerSeries> of(List<Reading> readings, AnalyteCatalogue catalogue) {
        Map<String, List<Point>> byCode = new LinkedHashMap<>();
        Map<String, Analyte> seriesOf = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        for (Reading reading : readings) {
            LabAnalyte result = reading.analyte();
            if (reading.date() == null || result.code() == null) {
                continue; // an undated column is never put under another date
            }
            Optional<Analyte> analyte = catalogue.byCode(result.code());
            Analyte series = analyte.map(a -> seriesOf(a, catalogue)).orElse(null);
            String code = series != null ? series.loinc() : result.code();
            byCode.computeIfAbsent(code, c -> new ArrayList<>())
                    .add(analyte.map(a -> converted(reading, a, series))
                            .orElseGet(
                                    () -> Point.notConverted(reading, UnitConversion.NotConverted.NOT_IN_CATALOGUE)));
            seriesOf.putIfAbsent(code, series);
            names.putIfAbsent(
                    code,
                    series != null ? series.name() : Objects.requireNonNullElse(result.name(), result.printedName()));
        }
        Map<String, MarkerSeries> all = new LinkedHashMap<>();
        byCode.forEach((code, points) ->
                all.put(code, new MarkerSeries(code, names.get(code), seriesOf.get(code), distinct(points))));
        return all;
    }

    /** The test whose series a test's results are in: its own, or the one it joins. */
    public static Analyte seriesOf(Analyte analyte, AnalyteCatalogue catalogue) {
        return analyte.seriesOf() == null
                ? analyte
                : catalogue.byKey(analyte.seriesOf()).orElse(analyte);
    }

    private static Point converted(Reading reading, Analyte analyte, Analyte series) {
        LabAnalyte result = reading.analyte();
        if (result.value() == null) {
            return Point.notConverted(reading, UnitConversion.NotConverted.NO_NUMBER);
        }
        if (result.unit() == null) {
            return Point.notConverted(
                    reading,
                    result.unitText() != null
                            ? UnitConversion.NotConverted.UNKNOWN_UNIT
                            : UnitConversion.NotConverted.NO_UNIT);
        }
        UnitConversion.Conversion conversion = UnitConversion.toCanonical(analyte, series, result.unit());
        if (!conversion.converts()) {
            return Point.notConverted(reading, conversion.reason());
        }
        return new Point(
                reading,
                conversion.apply(result.value()),
                result.low() == null ? null : conversion.apply(result.low()),
                result.high() == null ? null : conversion.apply(result.high()),
                null);
    }

    /**
     * Oldest first, a result printed twice for one date once: one read without a doubt before a
     * doubtful one, then the one dated by its report's own collection date before one from an
     * earlier column, before one dated by its upload; then the first uploaded.
     */
    private static List<Point> distinct(List<Point> points) {
        List<Point> preferred = new ArrayList<>(points);
        preferred.sort(Comparator.comparing((Point p) -> p.reading().date())
                .thenComparing(p -> !p.sure())
                .thenComparing(p -> p.reading().dateSource())
                .thenComparing(p -> p.reading().uploadedAt())
                .thenComparing(p -> p.reading().labResultId()));
        List<Point> kept = new ArrayList<>();
        for (Point point : preferred) {
            boolean printedBefore = kept.stream()
                    .anyMatch(k -> k.reading().date().equals(point.reading().date()) && sameResult(k, point));
            if (!printedBefore) {
                kept.add(point);
            }
        }
        kept.sort(Comparator.comparing((Point p) -> p.reading().date())
                .thenComparing(p -> p.reading().uploadedAt())
                .thenComparing(p -> p.reading().labResultId())
                .thenComparingInt(p -> p.reading().column()));
        return kept;
    }

    private static boolean sameResult(Point a, Point b) {
        if (a.canonicalValue() != null && b.canonicalValue() != null) {
            double larger = Math.max(Math.abs(a.canonicalValue()), Math.abs(b.canonicalValue()));
            return Math.abs(a.canonicalValue() - b.canonicalValue()) <= SAME_VALUE * larger;
        }
        LabAnalyte x = a.analyte();
        LabAnalyte y = b.analyte();
        if (x.value() == null || y.value() == null) {
            return x.value() == null
                    && y.value() == null
                    && x.valueText()
                            .strip()
                            .toLowerCase(Locale.ROOT)
                            .equals(y.valueText().strip().toLowerCase(Locale.ROOT));
        }
        return x.value().equals(y.value())
                && Objects.equals(x.unit(), y.unit())
                && Objects.equals(x.unitText(), y.unitText());
    }

    /** The canonical unit, or null for a code the catalogue does not know. */
    public String canonicalUnit() {
        return analyte == null ? null : analyte.canonicalUnit();
    }

    /** The newest result. */
    public Point latest() {
        return points.get(points.size() - 1);
    }

    /**
     * The newest result with a number read without a doubt, if any: what a marker is judged by. A
     * doubtful reading (a digit OCR was unsure of, a value from a column it could not place) may be
     * wrong, and a wrong value must not choose a user's foods.
     */
    public Optional<Point> latestSureNumber() {
        for (int i = points.size() - 1; i >= 0; i--) {
            if (points.get(i).analyte().value() != null && points.get(i).sure()) {
                return Optional.of(points.get(i));
            }
        }
        return Optional.empty();
    }

    /** The results collected from {@code from} to {@code to} (inclusive; null: unbounded), oldest first. */
    public List<Point> between(LocalDate from, LocalDate to) {
        return points.stream()
                .filter(p -> (from == null || !p.reading().date().isBefore(from))
                        && (to == null || !p.reading().date().isAfter(to)))
                .toList();
    }

    /**
     * "up", "down" or "same" from the previous result to the newest, in the canonical unit, with
     * {@link #SAME_WITHIN} as the tolerance; null with fewer than two results, when either is not
     * in the canonical unit, or when either was read with a doubt (a trend drawn from a misread
     * value would tell the user something false).
     */
    public String trend() {
        if (points.size() < 2) {
            return null;
        }
        Point newest = latest();
        Point before = points.get(points.size() - 2);
        Double latest = newest.canonicalValue();
        Double previous = before.canonicalValue();
        if (latest == null || previous == null || !newest.sure() || !before.sure()) {
            return null;
        }
        double change = latest - previous;
        if (Math.abs(change) <= SAME_WITHIN * Math.abs(previous)) {
            return "same";
        }
        return change > 0 ? "up" : "down";
    }
}
