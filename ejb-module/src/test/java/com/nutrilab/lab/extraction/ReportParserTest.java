package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Layouts the sample reports do not show, written as printed lines. */
class ReportParserTest {

    private static final ReportParser PARSER = new ReportParser(AnalyteCatalogue.shipped());

    @Test
    void rangeColumnBeforeResultColumn() {
        ExtractedReport report = parse(
                "Test | Reference range | Result | Units",
                "Total Cholesterol | <200 | 182 | mg/dL",
                "hs-CRP | < 3.0 | <0.5 | mg/L");
        ExtractedAnalyte cholesterol = report.analytes().get(0);
        assertEquals(182.0, cholesterol.value());
        assertEquals(200.0, cholesterol.high());
        assertEquals("NORMAL", cholesterol.flag());
        ExtractedAnalyte crp = report.analytes().get(1);
        assertEquals("<0.5", crp.valueText());
        assertEquals("< 3.0", crp.rangeText());
    }

    @Test
    void germanReportWithDecimalCommasAndThousands() {
        ExtractedReport report = parse(
                "Labor Dr. Muster, Befund",
                "Probenentnahme: 03.02.2025",
                "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                "Glukose | 5,4 | mmol/l | 3,9 - 5,5",
                "Leukozyten | 11,2 ↑ | G/l | 4,0 - 10,0",
                "Thrombozyten | 1.245 | G/l | 150 - 400");
        assertEquals(LocalDate.of(2025, 2, 3), report.collectedAt());
        ExtractedAnalyte glucose = report.analytes().get(0);
        assertEquals("2345-7", glucose.code());
        assertEquals(5.4, glucose.value());
        assertEquals("mmol/L", glucose.unit());
        assertEquals(3.9, glucose.low());
        ExtractedAnalyte leukocytes = report.analytes().get(1);
        assertEquals("HIGH", leukocytes.flag());
        assertEquals("10*9/L", leukocytes.unit());
        assertEquals(1245.0, report.analytes().get(2).value());
    }

    @Test
    void twoResultsSideBySideInOneRow() {
        ExtractedReport report = parse("Sodium | 141 | mmol/L | 134-144 | Potassium | 5.9 | H | mmol/L | 3.5-5.2");
        assertEquals(2, report.analytes().size());
        assertEquals("sodium", report.analytes().get(0).name());
        ExtractedAnalyte potassium = report.analytes().get(1);
        assertEquals(5.9, potassium.value());
        assertEquals("HIGH", potassium.flag());
        assertEquals(3.5, potassium.low());
    }

    @Test
    void flagsPrintedEveryWayAndDerivedOtherwise() {
        ExtractedReport report = parse(
                "Ferritin 9 ↓ ng/mL 15 - 150",
                "HDL Cholesterol 35 * mg/dL >= 40",
                "Triglycerides 180 High mg/dL 0-149",
                "LDL Cholesterol 160 mg/dL 0 - 99",
                "Magnesium 1.9 mg/dL");
        assertEquals(
                List.of("LOW", "LOW", "HIGH", "HIGH"),
                report.analytes().subList(0, 4).stream()
                        .map(ExtractedAnalyte::flag)
                        .toList());
        assertEquals(40.0, report.analytes().get(1).low());
        assertNull(report.analytes().get(4).flag(), "no range, no printed flag: unknown");
    }

    @Test
    void unitsAreMappedToUcum() {
        ExtractedReport report = parse(
                "WBC 6.1 x10E3/uL 3.4-10.8",
                "Platelets 250 10^3/µL 150-450",
                "Iron 60 µg/dL 50-170",
                "eGFR 72 mL/min/1.73m2 >59");
        assertEquals(
                List.of("10*3/uL", "10*3/uL", "ug/dL", "mL/min/{1.73_m2}"),
                report.analytes().stream().map(ExtractedAnalyte::unit).toList());
    }

    @Test
    void rowsOutsideTheCatalogueAndProseAreNotResults() {
        ExtractedReport report = parse(
                "Hepatitis C Antibody Non Reactive Non Reactive",
                "BUN/Creatinine Ratio 22 9-23",
                "Cholesterol/HDL Ratio 3.9 0.0-5.0",
                "Glucose testing requires that you do not eat for 8 to 12 hours before your appointment",
                "Urine Color Yellow");
        assertTrue(report.analytes().isEmpty(), () -> report.analytes().toString());
    }

    @Test
    void aHeaderRepeatedOnEveryPageAndAResultRepeatedInASummaryCountOnce() {
        List<TextLine> lines = new ArrayList<>();
        lines.add(line(1, "TESTS | RESULT | FLAG | UNITS | REFERENCE INTERVAL"));
        lines.add(line(1, "Hemoglobin | 11.5 | Low | g/dL | 13.0-17.7"));
        lines.add(line(2, "TESTS | RESULT | FLAG | UNITS | REFERENCE INTERVAL"));
        lines.add(line(2, "Hemoglobin A1c | 6.9 | High | % | 4.8-5.6"));
        lines.add(line(2, "Hemoglobin | 11.5 | Low | g/dL | 13.0-17.7"));
        ExtractedReport report = PARSER.parse(lines);
        assertEquals(2, report.analytes().size());
        assertEquals("4548-4", report.analytes().get(1).code());
        assertEquals(2, report.analytes().get(1).page());
    }

    private static ExtractedReport parse(String... rows) {
        List<TextLine> lines = new ArrayList<>();
        for (String row : rows) {
            lines.add(line(1, row));
        }
        return PARSER.parse(lines);
    }

    /** A printed line; "|" marks a column gap, other spaces a word gap. */
    private static TextLine line(int page, String row) {
        List<Word> words = new ArrayList<>();
        double x = 0;
        for (String cell : row.split("\\|")) {
            for (String word : cell.strip().split(" +")) {
                words.add(new Word(word, x, 0, x + 6 * word.length(), 10));
                x += 6 * word.length() + 4;
            }
            x += 40;
        }
        return new TextLine(page, words, false);
    }
}
