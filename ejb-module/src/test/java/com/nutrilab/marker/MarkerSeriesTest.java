package com.nutrilab.marker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.lab.LabAnalyte;
import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.lab.extraction.UnitConversion;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A test's series (issue 57): one per test whatever its code and unit, oldest first, a result printed
 * twice for one date once, dated by its source, and its trend judged in the canonical unit.
 */
class MarkerSeriesTest {

    private static AnalyteCatalogue catalogue;

    @BeforeAll
    static void read() {
        catalogue = AnalyteCatalogue.shipped();
    }

    @Test
    void oneTestInTwoUnitsAndTwoCodesIsOneSeriesOldestFirst() {
        Map<String, MarkerSeries> series = MarkerSeries.of(
                List.of(
                        reading("b", "2026-03-01", Reading.DateSource.COLLECTED, glucose("14749-6", 6.1, "mmol/L")),
                        reading("a", "2025-09-01", Reading.DateSource.COLLECTED, glucose("2345-7", 99.0, "mg/dL")),
                        reading("b", "2025-12-01", Reading.DateSource.COLUMN, glucose("14749-6", 5.2, "mmol/L"))),
                catalogue);
        assertEquals(List.of("2345-7"), List.copyOf(series.keySet()));
        MarkerSeries glucose = series.get("2345-7");
        assertEquals("mg/dL", glucose.canonicalUnit());
        assertEquals(
                List.of(99.0, 93.68, 109.9),
                glucose.points().stream()
                        .map(p -> MarkerResult.rounded(p.canonicalValue()))
                        .toList());
        assertEquals("up", glucose.trend(), "93.7 to 109.9 mg/dL");
        assertEquals(
                List.of("collected", "column", "collected"),
                glucose.points().stream()
                        .map(p -> p.reading().dateSource().code())
                        .toList());
        assertEquals(
                1,
                glucose.between(LocalDate.parse("2025-10-01"), LocalDate.parse("2026-01-01"))
                        .size());
    }

    /** Two reports of one sample (a report and a later cumulative report's column), in two units: one result. */
    @Test
    void aValuePrintedTwiceForOneDateAppearsOnce() {
        MarkerSeries glucose = MarkerSeries.of(
                        List.of(
                                reading(
                                        "later",
                                        "2026-01-05",
                                        Reading.DateSource.COLUMN,
                                        glucose("14749-6", 5.5, "mmol/L")),
                                reading(
                                        "first",
                                        "2026-01-05",
                                        Reading.DateSource.COLLECTED,
                                        glucose("2345-7", 99.0, "mg/dL")),
                                reading(
                                        "other",
                                        "2026-01-05",
                                        Reading.DateSource.COLLECTED,
                                        glucose("2345-7", 130.0, "mg/dL"))),
                        catalogue)
                .get("2345-7");
        assertEquals(2, glucose.points().size(), "130 mg/dL that day is another sample");
        assertEquals(
                "first", glucose.points().get(0).reading().labResultId(), "its own report's date wins over a column's");
    }

    @Test
    void aChangeWithinThreePercentIsTheSameAndAnUnconvertedResultHasNoTrend() {
        assertEquals("same", trend(glucose("2345-7", 100.0, "mg/dL"), glucose("14749-6", 5.7, "mmol/L")));
        assertEquals("down", trend(glucose("2345-7", 100.0, "mg/dL"), glucose("2345-7", 96.0, "mg/dL")));
        MarkerSeries unknownUnit = series(glucose("2345-7", 100.0, "mg/dL"), glucose("2345-7", 5.0, null));
        assertNull(unknownUnit.trend());
        assertEquals(UnitConversion.NotConverted.NO_UNIT, unknownUnit.latest().notConverted());
    }

    @Test
    void ureaJoinsBunAndACodeOutsideTheCatalogueIsItsOwnUnconvertedSeries() {
        Map<String, MarkerSeries> series = MarkerSeries.of(
                List.of(
                        reading(
                                "uk",
                                "2026-01-01",
                                Reading.DateSource.COLLECTED,
                                result("3091-6", "urea", 7.1, "mmol/L")),
                        reading(
                                "us",
                                "2026-02-01",
                                Reading.DateSource.COLLECTED,
                                result("3094-0", "BUN", 20.0, "mg/dL")),
                        reading(
                                "x",
                                "2026-02-01",
                                Reading.DateSource.UPLOADED,
                                result("99999-9", "gone", 1.0, "mg/dL"))),
                catalogue);
        MarkerSeries bun = series.get("3094-0");
        assertEquals(2, bun.points().size());
        assertEquals(19.89, MarkerResult.rounded(bun.points().get(0).canonicalValue()));
        assertEquals("same", bun.trend());
        assertEquals(
                UnitConversion.NotConverted.NOT_IN_CATALOGUE,
                series.get("99999-9").latest().notConverted());
        assertNull(series.get("99999-9").canonicalUnit());
    }

    /**
     * A doubtful reading (OCR unsure of a digit, a column it could not place) is in the series with
     * its doubt, but draws no trend and judges no marker; printed twice for one date, the reading
     * without a doubt is the one kept.
     */
    @Test
    void aDoubtfulReadingDrawsNoTrendAndGivesWayToASureOne() {
        LabAnalyte misread = doubtfulGlucose(990.0, "mg/dL");
        MarkerSeries glucose = series(glucose("2345-7", 99.0, "mg/dL"), misread);
        assertEquals(2, glucose.points().size());
        assertNull(glucose.trend(), "99 to a doubtful 990 mg/dL is no trend");
        assertEquals("a doubtful reading", MarkerResult.of(glucose.latest()).doubt(), "shown with its doubt");
        assertEquals(
                99.0, glucose.latestSureNumber().orElseThrow().analyte().value(), "the newest reading without a doubt");
        assertTrue(series(misread, misread).latestSureNumber().isEmpty(), "no sure reading, nothing to judge");

        MarkerSeries twice = MarkerSeries.of(
                        List.of(
                                reading(
                                        "a",
                                        "2026-01-01",
                                        Reading.DateSource.COLLECTED,
                                        doubtfulGlucose(5.5, "mmol/L")),
                                reading(
                                        "b",
                                        "2026-01-01",
                                        Reading.DateSource.COLUMN,
                                        glucose("2345-7", 99.0, "mg/dL"))),
                        catalogue)
                .get("2345-7");
        assertEquals(1, twice.points().size(), "one sample printed twice");
        assertTrue(twice.points().get(0).sure(), "the sure reading kept, though the doubtful one is its report's own");
    }

    private static String trend(LabAnalyte earlier, LabAnalyte later) {
        return series(earlier, later).trend();
    }

    private static MarkerSeries series(LabAnalyte earlier, LabAnalyte later) {
        return MarkerSeries.of(
                        List.of(
                                reading("a", "2026-01-01", Reading.DateSource.COLLECTED, earlier),
                                reading("b", "2026-02-01", Reading.DateSource.COLLECTED, later)),
                        catalogue)
                .get("2345-7");
    }

    private static Reading reading(String report, String date, Reading.DateSource source, LabAnalyte analyte) {
        return new Reading(report, LocalDate.parse(date), source, Instant.parse(date + "T12:00:00Z"), 0, analyte);
    }

    private static LabAnalyte glucose(String code, double value, String unit) {
        return result(code, "glucose", value, unit);
    }

    /** A glucose reading given with a doubt, as OCR gives a digit it was unsure of. */
    private static LabAnalyte doubtfulGlucose(double value, String unit) {
        return result("2345-7", "glucose", value, unit, "a doubtful reading");
    }

    private static LabAnalyte result(String code, String name, double value, String unit) {
        return result(code, name, value, unit, null);
    }

    private static LabAnalyte result(String code, String name, double value, String unit, String doubt) {
        return new LabAnalyte(
                code,
                name,
                name,
                value,
                null,
                String.valueOf(value),
                unit,
                null,
                null,
                null,
                null,
                null,
                1,
                doubt == null ? 1.0 : 0.4,
                doubt);
    }
}
