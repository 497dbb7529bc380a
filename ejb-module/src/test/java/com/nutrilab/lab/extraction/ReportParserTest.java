package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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

    /**
     * A page whose counts group thousands with a dot ("9.480 /µL", "4.000 - 10.000") and whose few
     * decimals are commas reads with decimal commas: a dot followed by three digits is no decimal
     * point when the page's style is decided, so the grouped counts cannot outvote the commas.
     */
    @Test
    void dotGroupedCountsDoNotMakeAPageDecimalPoint() {
        ExtractedReport report = parse(
                "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                "Leukozyten | 9.480 | /µL | 4.000 - 10.000",
                "Thrombozyten | 336.000 | /µL | 150.000 - 400.000",
                "Lymphozyten absolut | 3.210 | /µL | 1.000 - 4.000",
                "Hämoglobin | 14,7 | g/dL | 12,0 - 17,0");
        assertEquals(
                List.of(9480.0, 336000.0, 3210.0, 14.7),
                report.analytes().stream().map(ExtractedAnalyte::value).toList());
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null), () -> report.analytes()
                .toString());
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

    /**
     * A flag column printed before the result column ("HIGH 160"): the word is the row's flag, the
     * number its value; without a range beside it, nothing else tells the flag.
     */
    @Test
    void aFlagPrintedBeforeItsValue() {
        ExtractedReport report = parse("Glucose HIGH 160 mg/dL", "Ferritin Low 9 ng/mL");
        assertEquals(
                List.of(160.0, 9.0),
                report.analytes().stream().map(ExtractedAnalyte::value).toList());
        assertEquals(
                List.of("HIGH", "LOW"),
                report.analytes().stream().map(ExtractedAnalyte::flag).toList());
    }

    /** A bullet and a row number before a name are no part of the row: the name after them is read. */
    @Test
    void aBulletAndARowNumberBeforeTheName() {
        ExtractedReport report = parse("• 12 Glucose 95 mg/dL 70-99");
        assertEquals(1, report.analytes().size());
        assertEquals("glucose", report.analytes().get(0).name());
        assertEquals(95.0, report.analytes().get(0).value());
    }

    /**
     * A cumulative table's reference column, left of its dates, may print a bare number ("CRP  5"):
     * it is the range's, never the value, which is the newest dated column's.
     */
    @Test
    void aNumberLeftOfTheDatesIsNeverTheValue() {
        ExtractedReport report = parse(
                "Analyse | Referenz | Einheit | 28.04.06 | 31.07.06 | 05.12.07",
                "Natrium | 136-145 | mmol/l | 139 | 139 | 132",
                "CRP | 5 | mg/l | 12 | 3 | 7");
        ExtractedAnalyte crp = report.analytes().get(1);
        assertEquals("CRP", crp.name());
        assertEquals(7.0, crp.value());
    }

    /**
     * A cumulative table whose unit and range stand right of its dates: where the newest column is
     * empty, the range's first number (its dash lost) is never the row's result.
     */
    @Test
    void aNumberRightOfTheDatesIsNeverTheValue() {
        ExtractedReport report = parse(
                "Test | 01-02-2023 | 28-06-2022 | 07-03-2022 | Eenheid | Referentiewaarden",
                "Natrium | 139 | 145 | 152 | mmol/L | 136 - 145",
                "Trombocyten | | 151 | 153 | 10^9/L | 150 450");
        assertEquals(values("sodium=139.0"), values(report.analytes()), report::toString);
        // unit and range left of the dates: a value right of the dates found (OCR lost the last date) is
        // still read, not taken for a range's number (under which date is not asserted here)
        ExtractedReport lostDate = parse(
                "Analyse | Referenz | Einheit | 28.04.06 | 31.07.06",
                "Natrium | 136-145 | mmol/l | 139 | 139",
                "HCO3 | 21.0-26.0 | mmol/l | | | 20,7");
        assertEquals(values("sodium=139.0", "CO2=20.7"), values(lostDate.analytes()), lostDate::toString);
        // and it is no older column's value
        assertEquals(values("sodium=139.0"), values(lostDate.earlier().get(0).analytes()), lostDate::toString);
    }

    /** A unit that spells a test's name ("INR" is INR's unit) after the value is the unit, not the next result's name. */
    @Test
    void aUnitThatSpellsATestsNameIsTheUnit() {
        ExtractedReport report = parse("INR 1.1 INR 0.8-1.2");
        assertEquals(1, report.analytes().size());
        ExtractedAnalyte inr = report.analytes().get(0);
        assertEquals(1.1, inr.value());
        assertEquals("{INR}", inr.unit());
        assertEquals(0.8, inr.low());
    }

    /** In OCR text a bar that starts a row is as often a capital I: "| RON" is IRON. */
    @Test
    void aBarStartingAScannedRowIsACapitalI() {
        List<Word> words = new ArrayList<>();
        double x = 0;
        for (String word : List.of("|", "RON", "60", "ug/dL", "50-170")) {
            words.add(new Word(word, x, 0, x + 6 * word.length(), 10));
            x += 6 * word.length() + 4;
        }
        ExtractedReport report = PARSER.parse(List.of(new TextLine(1, words, true)));
        assertEquals(1, report.analytes().size());
        assertEquals("iron", report.analytes().get(0).name());
        assertEquals(60.0, report.analytes().get(0).value());
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
    void proseAndTextRowsOutsideTheCatalogueAreNotResults() {
        ExtractedReport report = parse(
                "Hepatitis C Antibody Non Reactive Non Reactive",
                "Glucose testing requires that you do not eat for 8 to 12 hours before your appointment",
                "Urine Color Yellow");
        assertTrue(report.analytes().isEmpty(), () -> report.analytes().toString());
    }

    /** Issue 45: every row of a results table is reported, a test outside the catalogue under its printed name. */
    @Test
    void aRowOutsideTheCatalogueIsReportedUnderItsPrintedName() {
        ExtractedReport report = parse(
                "TEST | RESULT | UNIT | REFERENCE",
                "Glucose | 81 | mg/dL | 70-99",
                "Zytoquantin | 0.2 | Leuko/nl | 0 - 0.5",
                "Zyklophilin X | 12.5 | U/L | 3-20",
                "Page 1 of 2",
                "Age : 21 Years");
        assertEquals(3, report.analytes().size(), () -> report.analytes().toString());
        ExtractedAnalyte printedUnit = report.analytes().get(1);
        assertNull(printedUnit.code());
        assertNull(printedUnit.name());
        assertEquals("Zytoquantin", printedUnit.printedName());
        assertNull(printedUnit.unit());
        assertEquals("Leuko/nl", printedUnit.unitText());
        assertNotNull(printedUnit.doubt(), "a unit the service does not know is doubted");
        ExtractedAnalyte knownUnit = report.analytes().get(2);
        assertEquals("Zyklophilin X", knownUnit.printedName());
        assertEquals(12.5, knownUnit.value());
        assertEquals("U/L", knownUnit.unit());
        assertEquals(3.0, knownUnit.low());
        assertEquals("NORMAL", knownUnit.flag());
    }

    /**
     * A photo's vertical rules between columns, read by OCR as "l", "I" or "|" at one place on every
     * line, are no part of the rows: "15 l" is not a low flag.
     */
    @Test
    void columnRulesReadAsLettersAreNoFlags() {
        List<TextLine> lines = new ArrayList<>();
        String[][] rows = {
            {"HEMOGLOBIN", "15", "g/dL", "13-17"},
            {"GLUCOSE", "92", "mg/dL", "70-99"},
            {"SODIUM", "141", "mmol/L", "135-145"},
            {"POTASSIUM", "4.2", "mmol/L", "3.5-5.1"}
        };
        for (String[] row : rows) {
            List<Word> words = new ArrayList<>();
            for (int cell = 0; cell < row.length; cell++) {
                double x = 200.0 * cell;
                words.add(new Word(row[cell], x, 0, x + 6 * row[cell].length(), 10, 0.9));
                words.add(
                        new Word(cell % 2 == 0 ? "l" : "I", x + 180, 0, x + 184, 10, 0.5)); // the rule after each cell
            }
            lines.add(new TextLine(1, words, true));
        }
        ExtractedReport report = PARSER.parse(lines);
        assertEquals(4, report.analytes().size(), () -> report.analytes().toString());
        assertEquals(
                List.of("NORMAL", "NORMAL", "NORMAL", "NORMAL"),
                report.analytes().stream().map(ExtractedAnalyte::flag).toList());
        assertEquals(15.0, report.analytes().get(0).value());
    }

    /** A report of one test outside the catalogue is a report: its row under a results table's header. */
    @Test
    void aReportOfOneTestOutsideTheCatalogueIsAReport() {
        ExtractedReport report = parse(
                "Test Name | Results | Units | Bio. Ref. Interval",
                "HEPATITIS B SURFACE ANTIGEN; HBsAg, | 22.00 | IU/mL | <0.05",
                "QUANTITATIVE",
                "Interpretation");
        assertEquals(1, report.analytes().size(), () -> report.analytes().toString());
        assertEquals(22.0, report.analytes().get(0).value());
        assertEquals("HIGH", report.analytes().get(0).flag());
        assertTrue(
                parse("Zytoquantin | 22.00 | IU/mL | <0.05").analytes().isEmpty(),
                "alone, without a header, one such line is not taken for a report");
    }

    /** What only looks like a row: an interpretation table, a dose in a sentence, a report's header. */
    @Test
    void interpretationTablesAndHeadersAreNoRowsOfUnknownTests() {
        ExtractedReport report = parse(
                "Name : Yash Patel Age : 21 Years Sex : Male",
                "Desirable < 200 mg/dL",
                "Borderline High 200 - 239 mg/dL",
                "Deficiency < 10 ng/mL",
                "Insufficiency 10 - 30 ng/mL",
                "Optimal Drlogy.com < 40 < 100 < 150",
                "Above Optimal < 200 100 - 129",
                "Take 2 tablets of 500 mg daily");
        assertTrue(report.analytes().isEmpty(), () -> report.analytes().toString());
    }

    /** A value printed on the line below its row (a taller cell beside a method note) is its row's. */
    @Test
    void aValuePrintedBelowItsRowIsRead() {
        ExtractedReport report = parse(
                "Investigation | Result | Reference Value | Unit",
                "Cholesterol Total | 250.00 | High | < 200.00 | mg/dL",
                "Triglycerides | | < 150.00 | mg/dL",
                "Spectrophotometry",
                "| 100.00",
                "HDL Cholesterol | | > 40.00 | mg/dL",
                "| 50.00");
        assertEquals(
                List.of(250.0, 100.0, 50.0),
                report.analytes().stream().map(ExtractedAnalyte::value).toList());
        assertEquals(150.0, report.analytes().get(1).high());
    }

    /**
     * Names printed above their rows' values, with a method note under each: a value line is the
     * nearest name's, never a method note's above it ("Enzymatic UV" is no test of 1.10 mg/dL).
     */
    @Test
    void aValueLineBelowANameIsThatNamesNotTheMethodNoteAboveIt() {
        ExtractedReport report = parse(
                "Test | Result | Reference Value | Unit",
                "Serum Urea",
                "| 28.00 | | 13.00 - 43.00 | mg/dL",
                "Enzymatic UV",
                "Creatinine",
                "| 1.10 | | 0.60 - 1.30 | mg/dL",
                "Jaffe Kinetic",
                "Sodium",
                "| 140 | | 135 - 145 | mEq/L",
                "Indirect ISE");
        assertEquals(
                List.of("Serum Urea=28.00", "Creatinine=1.10", "Sodium=140"),
                report.analytes().stream()
                        .map(a -> a.printedName() + "=" + a.valueText())
                        .toList());
    }

    /**
     * A method note printed between a name and the values below it does not take them: the name
     * the catalogue knows does, and the note gives no result of its own.
     */
    @Test
    void aMethodNoteBetweenANameAndItsValuesIsPassedOver() {
        ExtractedReport report = parse(
                "Test | Result | Reference Value | Unit",
                "Hemoglobin (Hb)",
                "Photometry",
                "| 13.2 | | 13.0 - 17.0 | g/dL",
                "Platelet Count",
                "| 245 | | 150 - 410 | 10^3/uL");
        assertEquals(
                List.of("Hemoglobin (Hb)=13.2", "Platelet Count=245"),
                report.analytes().stream()
                        .map(a -> a.printedName() + "=" + a.valueText())
                        .toList());
    }

    /**
     * A ratio of two analytes that the catalogue does not know, printed with neither unit nor range
     * under a results header, is a result of its own under its printed name; it is neither analyte.
     */
    @Test
    void aRatioWithoutUnitOrRangeUnderAHeaderIsAResultOfItsOwn() {
        ExtractedReport report = parse(
                "Test | Result | Unit | Reference",
                "Triglycerides | 150 | mg/dL | < 150",
                "TG / HDL | 2.86",
                "This ratio / HDL | 3 | is a marker",
                "Analyser: Fully automated counter - Model | 300");
        assertEquals(
                List.of("Triglycerides=150", "TG / HDL=2.86"),
                report.analytes().stream()
                        .map(a -> a.printedName() + "=" + a.valueText())
                        .toList());
        assertNull(report.analytes().get(1).code());
    }

    /**
     * A digit that numbers a name ("Beta 1", the fractions of a protein electrophoresis) is the
     * name's, not its value; under a header, a number before the value outside the result column
     * is never the value ("Glucose 2 Hours").
     */
    @Test
    void aDigitAfterANameIsTheNamesNotTheValue() {
        ExtractedReport fractions = parse(
                "Test | Result | Unit | Reference",
                "Albumin | 57.9 | % | 55.8 - 66.1",
                "Alpha 1 | 3.5 | % | 2.9 - 4.9",
                "Beta 1 | 6.1 | % | 4.7 - 7.2",
                "Beta 2 | 4.0 | % | 3.2 - 6.5",
                "Gamma | 15.2 | % | 11.1 - 18.8");
        assertEquals(
                List.of("Albumin=57.9", "Alpha 1=3.5", "Beta 1=6.1", "Beta 2=4.0", "Gamma=15.2"),
                fractions.analytes().stream()
                        .map(a -> a.printedName() + "=" + a.valueText())
                        .toList());
        ExtractedReport glucose = parse("Test | Result | Unit | Reference", "Glucose 2 Hours | 128 | mg/dL | 70 - 140");
        assertEquals(128.0, glucose.analytes().get(0).value());
    }

    /** A national lab's name with its performing-lab code, the values wrapped onto the next line. */
    @Test
    void aNameWithItsLabCodeAboveItsValuesIsJoinedToThem() {
        ExtractedReport report = parse(
                "TESTS | RESULT | FLAG | UNITS | REFERENCE INTERVAL | LAB",
                "Vitamin D, 25-Hydroxy 01",
                "| 32.1 | | ng/mL | 30.0-100.0 | 01",
                "Hemoglobin A1c 01",
                "| 5.4 | | % | 4.8-5.6 | 01");
        assertEquals(
                List.of(32.1, 5.4),
                report.analytes().stream().map(ExtractedAnalyte::value).toList());
        assertEquals("4548-4", report.analytes().get(1).code());
    }

    /**
     * A name wrapped over two lines, its values beside the second, is read whole when the two lines
     * make a catalogue name; a heading above an unknown test stays no part of its name.
     */
    @Test
    void aNameWrappedOverTwoLinesIsReadWhole() {
        ExtractedReport report = parse(
                "Test | Result | Unit | Reference",
                "Gamma Glutamyl",
                "Transferase (GGT) | 28 | U/L | 8 - 61",
                "SPECIAL CHEMISTRY",
                "Zonulin | 45 | ng/mL | < 55");
        assertEquals(
                List.of("Gamma Glutamyl Transferase (GGT)=28", "Zonulin=45"),
                report.analytes().stream()
                        .map(a -> a.printedName() + "=" + a.valueText())
                        .toList());
        assertEquals("2324-2", report.analytes().get(0).code());
    }

    /** The method column an Indian report prints between name and result is no part of the name. */
    @Test
    void aMethodColumnIsNoPartOfTheName() {
        ExtractedReport report = parse(
                "Test Name | Method | Result | Unit | Bio. Ref. Interval",
                "Haemoglobin | Photometry | 13.5 | g/dL | 13.0 - 17.0",
                "Absolute Neutrophil Count | Calculated | 4.2 | 10^3/uL | 2.0 - 7.0",
                "Zonulin | ELISA | 45 | ng/mL | < 55");
        assertEquals(
                List.of("Haemoglobin=13.5", "Absolute Neutrophil Count=4.2", "Zonulin=45"),
                report.analytes().stream()
                        .map(a -> a.printedName() + "=" + a.valueText())
                        .toList());
    }

    /** Ranges printed in words: "70 a 110" (Spanish, Portuguese), whose "a" is no abnormal flag. */
    @Test
    void aRangePrintedInWordsIsARange() {
        ExtractedReport report = parse(
                "Prueba | Resultado | Unidades | Valores de referencia",
                "Glucosa | 92 | mg/dL | 70 a 110",
                "Creatinina | 1,4 | mg/dL | 0,7 a 1,3");
        assertEquals(
                List.of(70.0, 0.7),
                report.analytes().stream().map(ExtractedAnalyte::low).toList());
        assertEquals(
                List.of("NORMAL", "HIGH"),
                report.analytes().stream().map(ExtractedAnalyte::flag).toList());
    }

    /**
     * A name wrapped onto the line below it, as narrow columns print it ("Colesterolo 67" over "LDL
     * calcolato" was total cholesterol 67, sure; "Fosfatasi" over "alcalina" had no code; "25-OH" over
     * "vitamina D" was lost); a name alone that starts the next row's name ("LDL" over "Cholesterol
     * 120") or has its value below it ("HDL" over "55 mg/dL") goes on no name above it.
     */
    @Test
    void aNameWrappedOntoTheLineBelow() {
        ExtractedReport wrapped = parse(
                "Esame|Risultato|U.M.|Riferimento",
                "Colesterolo|67|mg/dL|< 130",
                "LDL calcolato",
                "Fosfatasi|59|U/L|35 - 105",
                "alcalina",
                "25-OH|20,9 L|ng/mL|30,0 - 100,0",
                "vitamina D",
                "Colesterolo|144|mg/dL|< 200");
        assertEquals(
                List.of("13457-7 67.0", "6768-6 59.0", "62292-8 20.9", "2093-3 144.0"),
                wrapped.analytes().stream().map(a -> a.code() + " " + a.value()).toList(),
                wrapped::toString);
        ExtractedReport apart = parse(
                "Test|Result|Unit|Reference",
                "Cholesterol|190|mg/dL|< 200",
                "LDL",
                "Cholesterol|120|mg/dL|< 130",
                "Triglycerides|150|mg/dL|< 150",
                "HDL",
                "|55|mg/dL|> 40");
        List<String> read =
                apart.analytes().stream().map(a -> a.code() + " " + a.value()).toList();
        assertEquals("2093-3 190.0", read.get(0), apart::toString);
        assertEquals(List.of("2571-8 150.0", "2085-9 55.0"), read.subList(2, 4), apart::toString);
    }

    /**
     * A name printed in two languages, a slash between ("Foliumzuur / Acide folique", as Belgian labs
     * print it): one test (every such row was lost); a slash before another test's name stays a ratio.
     */
    @Test
    void aNameInTwoLanguagesWithASlash() {
        ExtractedReport report = parse(
                "Test|Resultaat|Eenheid|Referentie",
                "Foliumzuur / Acide folique|16,6|ng/mL|3,9 - 26,8",
                "Vitamine B12 / Vitamin B12|378|pmol/l|145 - 569",
                "TG / HDL|2,1||< 3,0");
        assertEquals(
                List.of("2284-8 16.6", "2132-9 378.0"),
                report.analytes().stream()
                        .filter(a -> a.code() != null)
                        .map(a -> a.code() + " " + a.value())
                        .toList(),
                report::toString);
    }

    /** Dots run into the value or the name ("..........148", "Kreatinin.........0,9"): layout, apart from both (every row was lost). */
    @Test
    void dottedLeadersRunIntoTheValueOrTheName() {
        ExtractedReport report = parse(
                "Haemoglobin ..................148 g/L 120-160",
                "Glucose nüchtern .........94 mg/dl 70 - 99",
                "Kreatinin.........0,9 mg/dl 0,5 - 1,2",
                "Emoglobina .................17,7 H g/dL 12,0 - 16,0");
        assertEquals(
                List.of("718-7 148.0 NORMAL", "2345-7 94.0 NORMAL", "2160-0 0.9 NORMAL", "718-7 17.7 HIGH"),
                report.analytes().stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.flag())
                        .toList(),
                report::toString);
    }

    /**
     * One-sided bounds written out in the reader's languages ("ate 5,7", "acima de 40", "hasta 200",
     * "bis 5", "poniżej 150", "powyżej 200", "fino a 33", "jusqu'à 1,2"), each a bound, while "bis" or
     * "a" between two numbers still joins a range; dots leading from a name to its value are layout,
     * not words of the row; and an address line ("Rua das Flores, 120 - Goiania/GO") is no result,
     * though letters around a slash follow its number.
     */
    @Test
    void boundsInWordsOfEveryLanguageDottedLeadersAndNoAddress() {
        ExtractedReport report = parse(
                "Rua das Flores, 120 - Goiania/GO",
                "Glicose de jejum ............... 98 mg/dL | VR: 70 a 99",
                "Hemoglobina glicada (HbA1c) .... 5,4 % | VR: ate 5,7",
                "HDL ............................ 48 mg/dL | VR: acima de 40",
                "Colesterol total | 212 mg/dL | hasta 200",
                "Kreatinin | 0,8 mg/dL | 0,5 bis 1,2",
                "CRP | 7 mg/L | bis 5",
                "Triglicerydy | 132 mg/dL | poniżej 150",
                "Vitamin B12 | 310 pg/mL | powyżej 200",
                "ALT | 22 U/L | fino a 33",
                "Bilirubine totale | 0,9 mg/dL | jusqu'à 1,2");
        assertEquals(
                List.of(
                        "glucose",
                        "HbA1c",
                        "HDL",
                        "total cholesterol",
                        "creatinine",
                        "CRP",
                        "triglycerides",
                        "vitamin B12",
                        "ALT",
                        "total bilirubin"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList());
        assertEquals(
                Arrays.asList(70.0, null, 40.0, null, 0.5, null, null, 200.0, null, null),
                report.analytes().stream().map(ExtractedAnalyte::low).toList());
        assertEquals(
                Arrays.asList(99.0, 5.7, null, 200.0, 1.2, 5.0, 150.0, null, 33.0, 1.2),
                report.analytes().stream().map(ExtractedAnalyte::high).toList());
        assertEquals(
                List.of("NORMAL", "NORMAL", "NORMAL", "HIGH", "NORMAL", "HIGH", "NORMAL", "NORMAL", "NORMAL", "NORMAL"),
                report.analytes().stream().map(ExtractedAnalyte::flag).toList());
    }

    /** The collection date under its label in each of the nine languages, not an earlier request date. */
    @Test
    void theCollectionDateIsReadUnderItsLabelInEveryLanguage() {
        for (String label : List.of(
                "Collected:",
                "Entnahme:",
                "Data da coleta:",
                "Fecha de extracción:",
                "Date de prélèvement :",
                "Data prelievo:",
                "Afnamedatum:",
                "Data pobrania:",
                "Örnek Alma Tarihi :")) {
            ExtractedReport report =
                    parse("Requested 02.03.2026 | " + label + " 15.03.2026", "Glucose | 98 | mg/dL | 70 - 99");
            assertEquals(LocalDate.of(2026, 3, 15), report.collectedAt(), label);
        }
    }

    /** Units spelt in several words, as a text layer gives them word by word, are read whole. */
    @Test
    void aUnitOfSeveralWordsIsOneUnit() {
        ExtractedReport report = parse(
                "Test | Result | Unit | Reference",
                "ESR | 12 | mm/1st hr | 0 - 20",
                "BSG | 5 | mm/1.Std | < 20",
                "WBC | 6.1 | x 10^9/L | 4.0 - 11.0",
                "eGFR | 72 | mL/min/1.73 m2 | >59",
                "D-Dimer | 0.4 | ug/mL FEU | < 0.5");
        assertEquals(
                List.of("mm/h", "mm/h", "10*9/L", "mL/min/{1.73_m2}", "ug/mL"),
                report.analytes().stream().map(ExtractedAnalyte::unit).toList());
    }

    /** Counts grouped in lakhs ("1,50,000") and a value marked abnormal by an asterisk before it. */
    @Test
    void lakhGroupedCountsAndAsteriskMarkedValuesAreRead() {
        ExtractedReport report = parse(
                "Test | Result | Unit | Reference",
                "Platelet Count | 1,25,000 | /cumm | 1,50,000 - 4,10,000",
                "Hemoglobin | *11.2 | g/dL | 13.0 - 17.0");
        assertEquals(
                List.of(125000.0, 11.2),
                report.analytes().stream().map(ExtractedAnalyte::value).toList());
        assertEquals(150000.0, report.analytes().get(0).low());
        assertEquals(
                List.of("LOW", "LOW"),
                report.analytes().stream().map(ExtractedAnalyte::flag).toList());
    }

    /**
     * A cumulative header that starts with a label ("Datum", "Date") but prints its dates side by
     * side is still cumulative: the newest column's value, Swiss thousands ("1'250") included, and
     * never an older one; dates each after their own label stay the report's header.
     */
    @Test
    void aCumulativeHeaderLabelledDateGivesTheNewestColumn() {
        ExtractedReport report = parse(
                "Datum | 12.03.2024 | 15.04.2024 | 20.05.2024 | Einheit | Referenz",
                "Hämoglobin | 135 | 138 | 140 | g/l | 134-170",
                "Ferritin | 980 | 1'180 | 1'250 | µg/l | 30-400");
        assertEquals(
                List.of(140.0, 1250.0),
                report.analytes().stream().map(ExtractedAnalyte::value).toList());
        ExtractedReport header = parse(
                "Entnahme: 12.03.2024 | Eingang: 13.03.2024",
                "Analyse | Ergebnis | Einheit | Referenzbereich",
                "Hämoglobin | 13.5 | g/dl | 13.4-17.0");
        assertEquals(13.5, header.analytes().get(0).value());
    }

    /** A value or range run into its unit ("14.2g/dL", "4.8-5.6%") and a bound in words ("Below 100"). */
    @Test
    void aValueRunIntoItsUnitIsSplitAndABoundInWordsIsARange() {
        ExtractedReport report = parse(
                "Test | Result | Reference",
                "Hemoglobin | 14.2g/dL | 13.0-17.0g/dL",
                "HbA1c | 5.9% | 4.8-5.6%",
                "Glucose | 95 mg/dL | Below 100");
        assertEquals(
                List.of("14.2 g/dL", "5.9 %", "95 mg/dL"),
                report.analytes().stream()
                        .map(a -> a.valueText() + " " + a.unit())
                        .toList());
        assertEquals(5.6, report.analytes().get(1).high());
        assertEquals(100.0, report.analytes().get(2).high());
    }

    /**
     * A word after an analyte's name that makes the row another test (a specimen, an index), or a
     * unit that does not fit the analyte after words its name lacks, gives a test the catalogue
     * does not know under its printed name, never the analyte.
     */
    @Test
    void aQualifiedNameIsAnotherTestNotTheAnalyte() {
        ExtractedReport report = parse(
                "Test | Result | Unit | Reference",
                "Copper Urine | 30 | ug/24h | 15 - 60",
                "Insulin Resistance HOMA-IR | 1.8 | | < 2.5",
                "Hemoglobin Glycated | 5.6 | % | 4.0 - 5.6",
                "Insulin | 8.2 | uIU/mL | 2.6 - 24.9");
        assertEquals(
                List.of("Copper Urine=30", "Insulin Resistance HOMA-IR=1.8", "Hemoglobin Glycated=5.6", "Insulin=8.2"),
                report.analytes().stream()
                        .map(a -> a.printedName() + "=" + a.valueText())
                        .toList());
        assertEquals(3, report.analytes().stream().filter(a -> a.code() == null).count());
        ExtractedReport tsh =
                parse("Test | Result | Unit | Reference", "Ultra Sensitive TSH | 2.45 | uIU/mL | 0.35 - 5.50");
        assertEquals("3016-3", tsh.analytes().get(0).code(), "a TSH named by its assay is TSH");
    }

    /**
     * A cumulative report prints one column per date: the newest date's value is the current
     * result, whichever side it is printed on, and a row without one gives none (never an older value).
     */
    @Test
    void aCumulativeReportGivesTheNewestColumnsValueAndNeverAnOlderOne() {
        ExtractedReport report = parse(
                "Collected: 07/28/2024 | Reported: 07/29/2024",
                "Test | 12.03.2024 | 03.01.2025 | 15.06.2023 | Unit | Range",
                "Hemoglobin | 13.1 | 14.2 | 12.8 | g/dL | 13.0-17.7",
                "Ferritin | 40 | | 35 | ng/mL | 30-400",
                "Glucose | 91 | 97 | 88 | mg/dL | 70-99");
        assertEquals(
                List.of(14.2, 97.0),
                report.analytes().stream().map(ExtractedAnalyte::value).toList());
        assertEquals(
                List.of("hemoglobin", "glucose"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList());
    }

    /** A performing lab's code after the name ("01") is not the value; the number after it is. */
    @Test
    void aLabCodeAfterTheNameIsNotTheValue() {
        ExtractedReport report = parse(
                "TESTS | RESULT | FLAG | UNITS | REFERENCE INTERVAL | LAB", "Glucose 01 | 95 | | mg/dL | 65-99 | 01");
        assertEquals(95.0, report.analytes().get(0).value());
        ExtractedReport leadingZero = parse(
                "Test | Result | Unit | Reference", "Eosinophils | 07 | % | 00 - 06", "Basophils | 00 | % | 00 - 01");
        assertEquals(
                List.of(7.0, 0.0),
                leadingZero.analytes().stream().map(ExtractedAnalyte::value).toList(),
                "a value printed with a leading zero, its unit right after it, is a value");
    }

    /**
     * A cumulative report's "Previous Result" column (or "Vorwert", "Resultado anterior"): its number
     * is never the current result, not even where the current one was unreadable.
     */
    @Test
    void aPreviousResultIsNeverTheCurrentOne() {
        for (String header : List.of(
                "Test | Result | Flag | Units | Reference Interval | Previous Result | Previous Date | Lab",
                "Test | Ergebnis | Flag | Einheit | Referenzbereich | Vorwert | Datum | Labor",
                "Prueba | Resultado | Flag | Unidades | Referencia | Resultado anterior | Fecha | Lab")) {
            ExtractedReport report = parseScan(
                    header,
                    "Creatinine | i23 | | mg/dL | 0.57-1.00 | 1.42 | 03/14/2026 | 01",
                    "Sodium | 140 | | mmol/L | 135-145 | 138 | 03/14/2026 | 01");
            assertEquals(
                    List.of("sodium 140.0"),
                    report.analytes().stream()
                            .map(a -> a.name() + " " + a.value())
                            .toList(),
                    header);
        }
    }

    @Test
    void aValueUnderTheResultColumnIsNotTheStartOfARange() {
        // A photo's range printed above a bar graph: OCR reads a stray "a" or dash between the value
        // and the range's numbers, which made "13.7 a 20.0" a range and 47.0 the value.
        for (List<String> table : List.of(
                List.of(
                        "TESTLER | SONUÇ | BİRİM | REFERANS ARALIĞI",
                        "HGB-Hemoglobin | L 8.8 | g/dL | 11.9-15.4",
                        "Lenfosit % | L 13.7 | a | 20.0 47.0"),
                List.of(
                        "Test | Result | Units | Reference Range",
                        "Hemoglobin | L 8.8 | g/dL | 11.9-15.4",
                        "Lymphocytes % | L 13.7 | - | 20.0 47.0"))) {
            ExtractedAnalyte lymphocytes =
                    parseScan(table.toArray(String[]::new)).analytes().get(1);
            assertEquals(
                    "13.7 20.0-47.0",
                    lymphocytes.valueText() + " " + lymphocytes.low() + "-" + lymphocytes.high(),
                    table.get(0));
        }
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

    @Test
    void tablesSideBySideAreCutIntoColumnsSoATestOutsideTheCatalogueOnTheLeftLosesNothingOnTheRight() {
        ExtractedReport report = parse(
                "TEST | RESULT | UNITS | RANGE | TEST | RESULT | UNITS | RANGE",
                "PHOSPHATASE ACID | 3.1 | U/L | 0-6.5 | PLT | 362 | x10E3/uL | 150-450",
                "GLU | 151 | mg/dL | 70-99 | WBC | 9.8 | x10E3/uL | 3.4-10.8",
                "ANION GAP | 9 | mmol/L | 3-11 | HGB | 14.1 | g/dL | 13.0-17.7",
                "CREAT | 0.89 | mg/dL | 0.76-1.27 | TRIG | 85 | mg/dL | 0-149");
        assertEquals(
                List.of("PHOSPHATASE ACID", "GLU", "ANION GAP", "CREAT", "PLT", "WBC", "HGB", "TRIG"),
                report.analytes().stream().map(ExtractedAnalyte::printedName).toList(),
                "every row, the left table's first");
        assertEquals(362.0, report.analytes().get(4).value());
        assertEquals("platelets", report.analytes().get(4).name());
    }

    @Test
    void aWholePrintedNameWinsOverTheShorterNameItStartsWith() {
        ExtractedReport report = parse(
                "IRON % SAT | 10 | L | 15-55 | %",
                "T PROTEIN | 7.4 | 6.0-8.5 | G/DL",
                "BILI TOTAL | 0.4 | 0.0-1.2 | MG/DL",
                "25-OH VIT D | 24.1 | L | 30.0-100.0 | NG/ML",
                "CRP, HS | 0.76 | 0.00-3.00 | MG/L",
                "VIT B12 | 1529 | H | 232-1245 | PG/ML");
        assertEquals(
                List.of(
                        "transferrin saturation",
                        "total protein",
                        "total bilirubin",
                        "vitamin D 25-OH",
                        "hs-CRP",
                        "vitamin B12"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList());
        assertEquals("%", report.analytes().get(0).unit());
    }

    @Test
    void aUnitThatDoesNotFitTheAnalyteRejectsTheReading() {
        ExtractedReport report =
                parse("Iron | 10 | % | 15-55", "Glucose | 94 | mg/dL | 70-99", "Sodium | 141 | mmol/L | 134-144");
        assertEquals(
                List.of("glucose", "sodium"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList());
    }

    @Test
    void aDecimalPointLostInAScanIsPutBackWhenTheRangeSaysSoAndTheReadingIsMarkedDoubtful() {
        ExtractedReport report = parseScan(
                "Test | Result | Flag | Units | Reference",
                "Potassium | 42 | | mmol/L | 3.5-5.2",
                "Albumin | 4.6 | | g/dL | 3.8-4.9",
                "Glucose | 400 | H | mg/dL | 70-99");
        ExtractedAnalyte potassium = report.analytes().get(0);
        assertEquals(4.2, potassium.value());
        assertEquals("42", potassium.valueText());
        assertEquals(
                "the decimal point may have been lost in the scan: read 42, taken as 4.2 because the range is "
                        + "3.5–5.2",
                potassium.doubt());
        assertTrue(potassium.confidence() < 0.7);
        assertNull(report.analytes().get(1).doubt());
        assertEquals(400.0, report.analytes().get(2).value(), "a high glucose is high, not a lost decimal point");
    }

    @Test
    void aLoneFlagLetterBeforeAValueTellsAFlagColumnWithoutBeingTrustedAsTheRowsFlag() {
        // A flag column left of the values, read by OCR as lone letters ("H 7"), and one flag lost ("t").
        ExtractedReport report = parseScan(
                "TEST | VALUE | UNIT | REFERENCE",
                "EOSINOPHILS | H 7 | % | 1-6",
                "MEAN CELL HAEMOGLOBIN, MCH | t 152 | pg | 27 - 32",
                "ALBUMIN | L 34 | g/dL | 3.5-5.2",
                "ALKALINE PHOSPHATASE | L 2 | U/L | 44-147",
                "LYMPHOCYTES | L 43.7 | % | 20.0-47.0");
        ExtractedAnalyte eosinophils = report.analytes().get(0);
        assertEquals("HIGH", eosinophils.flag());
        assertNull(eosinophils.doubt());
        ExtractedAnalyte mch = report.analytes().get(1);
        assertEquals(152.0, mch.value());
        assertTrue(
                mch.doubt().contains("lies outside the printed range 27 - 32 but no flag was read"),
                "five times the range's top, with no flag on a page that prints flags, was misread: " + mch.doubt());
        ExtractedAnalyte albumin = report.analytes().get(2);
        assertEquals(
                3.4, albumin.value(), "an L before a value the range calls high: the flag of a lost decimal point");
        ExtractedAnalyte phosphatase = report.analytes().get(3);
        assertTrue(
                phosphatase.doubt() != null && phosphatase.doubt().contains("lies far outside"),
                "an agreeing letter is no printed flag: 2 against 44-147 is still doubted: " + phosphatase);
        assertEquals(
                "the L read before the value may be a low flag, which the value 43.7 and the range 20.0-47.0 do not"
                        + " bear out",
                report.analytes().get(4).doubt(),
                "13.7 read as 43.7 under its low flag");
    }

    @Test
    void aValueOutsideItsRangeWithAnEmptyFlagColumnIsDoubted() {
        ExtractedReport report = parseScan(
                "Test | Result | Flag | Units | Reference Interval",
                "Homocysteine | 17 | | umol/L | 0.0-14.5",
                "Glucose | 128 | H | mg/dL | 70-99",
                "Sodium | 140 | | mmol/L | 135-145");
        assertTrue(
                report.analytes().get(0).doubt().contains("outside the printed range 0.0-14.5 but no flag was read"),
                "7.7 read as 17: the flag column says it is in range");
        assertNull(report.analytes().get(1).doubt());
        assertNull(report.analytes().get(2).doubt());
    }

    @Test
    void aRangeWithOneBoundsDecimalMarkLostIsMendedWhereTheUsualRangeSaysSo() {
        ExtractedReport report = parseScan(
                "TEST | VALUE | UNIT | REFERENCE", "A/G RATIO | 11 | | 1-21", "GLOBULIN | H 3.9 | g/dL | 2-3.5");
        ExtractedAnalyte ratio = report.analytes().get(0);
        assertEquals(1.0, ratio.low());
        assertEquals(2.1, ratio.high());
        assertEquals(1.1, ratio.value());
        assertTrue(ratio.doubt().contains("read 1-21, taken as 1–2.1"), ratio.doubt());
    }

    @Test
    void aScansGarbledUnitStaysTheRowsUnitAndItsPrintedRangeTellsWhichUnitItIs() {
        ExtractedReport report = parseScan(
                "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                "Erythrozyten | 4.530.000 | /µl | 4.200.000 - 5.800.000",
                "Glukose | 95 | rnq/dt | 70 - 100",
                "Harnstoff | 0,30 | g/t | 0,15 - 0,45");
        Map<String, ExtractedAnalyte> read =
                report.analytes().stream().collect(Collectors.toMap(ExtractedAnalyte::printedName, a -> a));
        ExtractedAnalyte erythrocytes = read.get("Erythrozyten");
        assertEquals(4_530_000.0, erythrocytes.value(), "red cells counted per microlitre, as white cells are");
        assertEquals("/uL", erythrocytes.unit());
        ExtractedAnalyte glucose = read.get("Glukose");
        assertEquals("mg/dL", glucose.unit(), "a unit no one prints, taken from the range that fits only mg/dL");
        assertTrue(glucose.doubt().contains("read as rnq/dt"), glucose::doubt);
        // "g/t" (g/L) is also gamma-GT's "GT": the row keeps it as its unit, and its range, which
        // is urea's in g/L (as French and Swiss labs print it)
        ExtractedAnalyte urea = read.get("Harnstoff");
        assertEquals(0.30, urea.value());
        assertEquals(0.15, urea.low());
        assertEquals(0.45, urea.high());
        assertEquals("g/L", urea.unit());
        assertTrue(urea.doubt().contains("taken as g/L"), urea::doubt);
        assertEquals(3, report.analytes().size(), "no gamma-GT");
    }

    @Test
    void aScansUnitOfAnotherKindIsMisreadOnlyWhereThePrintedRangeTellsTheTestsUnit() {
        ExtractedReport report = parseScan(
                "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                "Leukozyten | 9.480 | /µl | 4.000 - 10.000",
                "Thrombozyten | 336.000 | fl | 150.000 - 400.000",
                "Lymphozyten absolut | 3.210 | /µl | 1.000 - 4.000",
                "Thrombocytes | 10,2 | fl | 7,0 - 11,0");
        Map<String, ExtractedAnalyte> read =
                report.analytes().stream().collect(Collectors.toMap(ExtractedAnalyte::printedName, a -> a));
        ExtractedAnalyte platelets = read.get("Thrombozyten");
        assertEquals(336_000.0, platelets.value());
        assertEquals("/uL", platelets.unit(), "fl (a volume) read for /µl: the count's range says per microlitre");
        assertTrue(platelets.doubt().contains("read as fL"), platelets::doubt);
        assertFalse(read.containsKey("Thrombocytes"), "a volume's range (an MPV's) is no platelet count's: nothing");
    }

    @Test
    void aDotAfterAScansWholeNumberIsASpeckOrLostDecimalsAndTheValueIsDoubtful() {
        ExtractedReport report = parseScan(
                "Test | Result | Units | Reference",
                "Creatinine | 79. | umol/L | 53 - 106",
                "Potassium | 42. | mmol/L | 3.5-5.1",
                "Eosinophils | 07. | % | 1-6",
                "Glucose | 95 | mg/dL | 70-99");
        Map<String, ExtractedAnalyte> read =
                report.analytes().stream().collect(Collectors.toMap(ExtractedAnalyte::printedName, a -> a));
        assertEquals(79.0, read.get("Creatinine").value());
        assertTrue(
                read.get("Creatinine").doubt().contains("a dot was read after the value 79."),
                read.get("Creatinine")::doubt);
        assertEquals(4.2, read.get("Potassium").value(), "the range still puts a lost decimal mark back");
        assertNotNull(read.get("Potassium").doubt());
        assertFalse(read.containsKey("Eosinophils"), "07. may be 7 or 0.7: neither is reported");
        assertNull(read.get("Glucose").doubt());
    }

    @Test
    void aScansNumberWithALeadingZeroIsTakenWithItsDecimalMarkOnlyWhereItsRangeSaysSo() {
        ExtractedReport report = parseScan(
                "Test | Result | Units | Reference",
                "Creatinine | 082 | mg/dL | 0.72-1.18",
                "Eosinophils | 07 | % | 1-6",
                "Bilirubin, Total | 025 | mg/dL | 0.3-1.2",
                "Potassium | 047 | mmol/L | 3.5-5.1");
        Map<String, ExtractedAnalyte> read =
                report.analytes().stream().collect(Collectors.toMap(ExtractedAnalyte::printedName, a -> a));
        assertEquals(0.82, read.get("Creatinine").value());
        assertTrue(read.get("Creatinine").doubt().contains("read 082, taken as 0.82"));
        assertEquals(0.25, read.get("Bilirubin, Total").value(), "low, but near its range: unflagged, so it may be");
        assertFalse(read.containsKey("Eosinophils"), "07 may be 7 or 0.7: neither is reported");
        assertFalse(read.containsKey("Potassium"), "047 is 0.47, which no potassium is: not reported");
    }

    @Test
    void aSpeckAfterAScansDecimalValueIsNoPartOfIt() {
        ExtractedReport report = parseScan(
                "TEST | VALUE | UNIT | REFERENCE",
                "SERUM URIC ACID | 5.7. | mg/dl | 3.5 -7.2",
                "SERUM CALCIUM | 9.4 | mg/dl | 8.8 - 10.6");
        assertEquals("5.7", report.analytes().get(0).valueText());
        assertEquals(5.7, report.analytes().get(0).value());
        // in the range too ("0,50. - 1,10": the range was lost, and with it the value's check)
        ExtractedReport italian = parseScan(
                "Esame | Risultato | U.M. | Valori di riferimento",
                "Creatinina | 0,55. | mg/dl. | 0,50. - 1,10",
                "Urea | 1,20. | g/L | 0,15. - 0,45.");
        assertEquals(
                List.of("0.5 1.1", "0.15 0.45"),
                italian.analytes().stream().map(a -> a.low() + " " + a.high()).toList(),
                italian::toString);
    }

    /** A text layer prints what the lab printed: never corrected, but a value no person has is doubted (issue 54). */
    @Test
    void aTextPdfValueIsNeverCorrected() {
        ExtractedReport report = parse("Potassium | 42 | mmol/L | 3.5-5.2", "Sodium | 141 | mmol/L | 134-144");
        assertEquals(42.0, report.analytes().get(0).value());
        assertTrue(report.analytes().get(0).doubt().contains("lies outside what any potassium result is"));
        assertEquals(1.0, report.analytes().get(1).confidence());
        assertNull(report.analytes().get(1).doubt());
    }

    @Test
    void aUnitLostInAScanIsTakenFromTheRangeOnlyWhenTheRangeTellsWhichUnit() {
        ExtractedReport report = parseScan(
                "Glucose | 94 | | 70-99",
                "Creatinine | 80 | | 59-104",
                "TSH | 1.9 | | 0.40-4.00",
                "Sodium | 141 | mmol/L | 134-144");
        assertEquals("mg/dL", report.analytes().get(0).unit());
        assertTrue(report.analytes().get(0).doubt().startsWith("no unit was read in the scan; taken as mg/dL"));
        assertEquals("umol/L", report.analytes().get(1).unit());
        ExtractedAnalyte tsh = report.analytes().get(2);
        assertNull(tsh.unit(), "uIU/mL and mIU/L share their numbers: the range cannot tell");
        assertTrue(tsh.doubt().startsWith("no unit was read in the scan and the printed range"));
    }

    @Test
    void germanNamesAndUnitsMapToTheSameAnalytesAndUcumUnits() {
        ExtractedReport report = parse(
                "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                "Leukozyten | 7,2 | /nl | 3,9 - 10,2",
                "Erythrozyten | 4,61 | /pl | 4,30 - 5,80",
                "Erythrozyten | 4,61 | Mio/µl | 4,30 - 5,80",
                "Thrombozyten | 245 | Tsd/µl | 150 - 400",
                "Kreatinin | 0,92 | mg/dl | 0,70 - 1,20",
                "Harnsäure | 5,8 | mg/dl | 3,4 - 7,0",
                "Homocystein | 11,2 | µmol/l | 5,0 - 12,0");
        assertEquals(
                List.of("10*9/L", "10*12/L", "10*6/uL", "10*3/uL", "mg/dL", "mg/dL", "umol/L"),
                report.analytes().stream().map(ExtractedAnalyte::unit).toList());
        assertEquals(
                List.of("WBC", "RBC", "RBC", "platelets", "creatinine", "uric acid", "homocysteine"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList());
        assertEquals(7.2, report.analytes().get(0).value());
    }

    @Test
    void qualitativeResultsOfCatalogueAnalytesAreReportedAsText() {
        ExtractedReport report = parse(
                "Test | Result | Units | Reference",
                "C-Reactive Protein | Negative | | Negative",
                "Glucose | 94 | mg/dL | 70-99",
                "Hepatitis C Antibody | Non Reactive | | Non Reactive",
                "CRP | positiv | | negativ",
                "Ferritin | 45 | ng/mL | 30-400");
        ExtractedAnalyte negative = report.analytes().get(0);
        assertEquals("1988-5", negative.code());
        assertNull(negative.value());
        assertEquals("Negative", negative.valueText());
        assertEquals("NORMAL", negative.flag());
        assertEquals("negative", negative.text());
        ExtractedAnalyte positive = report.analytes().get(2);
        assertEquals("positiv", positive.valueText());
        assertEquals("positive", positive.text(), "the meaning, whatever the report's language");
        assertEquals("ABNORMAL", positive.flag());
        assertNull(report.analytes().get(1).text(), "a number has no text value");
        assertEquals(4, report.analytes().size());
    }

    @Test
    void aUrinalysisSectionIsNoBloodResult() {
        ExtractedReport report = parse(
                "Glucose | 94 | mg/dL | 70-99",
                "Sodium | 141 | mmol/L | 134-144",
                "Urinalysis",
                "Glucose | Negative | | Negative",
                "Nitrite | Negative | | Negative",
                "Leukocytes | Negative | | Negative",
                "Lipids",
                "Cholesterol | 180 | mg/dL | <200");
        assertEquals(
                // the urinalysis's glucose is urine glucose; its dipstick leukocytes no test of the catalogue
                List.of("glucose", "sodium", "urine glucose", "total cholesterol"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList());
    }

    @Test
    void invoiceAndPriceListLinesAreNoResults() {
        ExtractedReport report = parse(
                "Item | Description | Qty | Unit price | Amount",
                "1 | Blood glucose test strips 50 | 2 | 24.99 | 49.98",
                "2 | Iron 65 mg (ferrous sulfate), 100 tablets | 1 | 8.49 | 8.49",
                "Test | CPT | Turnaround | Price (USD)",
                "Ferritin | 82728 | 1-2 days | 29.00",
                "Vitamin D, 25-Hydroxy | 82306 | 2-3 days | 45.00");
        assertTrue(report.analytes().isEmpty(), () -> report.analytes().toString());
        assertTrue(parse(
                        "Blood glucose test strips 50 | 2 | 24.99",
                        "Vitamin D3 1000 IU softgels | 1 | £8.99",
                        "Magnesium 400 mg capsules | 1 | 7.49")
                .analytes()
                .isEmpty());
    }

    @Test
    void aNameAndANumberOutsideAnyResultsTableAreNoResult() {
        ExtractedReport report = parse(
                "Glucose | 94 | mg/dL | 70-99",
                "Sodium | 141 | mmol/L | 134-144",
                "",
                "",
                "",
                "",
                "",
                "Vitamin D supplements of 1000 IU a day are advised for most adults.",
                "Ferritin 45");
        assertEquals(
                List.of("glucose", "sodium"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList());
    }

    @Test
    void aRatioOfTwoAnalytesIsNeitherOfThem() {
        ExtractedReport report =
                parse("GLU | 81 | mg/dL | 70-99", "BUN/CREAT RATIO | 15 | | 6-22", "Sodium | 141 | mmol/L | 134-144");
        assertEquals(
                List.of("GLU", "BUN/CREAT RATIO", "Sodium"),
                report.analytes().stream().map(ExtractedAnalyte::printedName).toList());
        assertNotEquals("BUN", report.analytes().get(1).name(), "the ratio is its own test");
        ExtractedReport scanned = parseScan(
                "GLU | 81 | mg/dL | 70-99", "BUN CREAT RATIO | 10 | | 6-22", "Sodium | 141 | mmol/L | 134-144");
        assertTrue(
                scanned.analytes().stream().noneMatch(a -> "BUN".equals(a.name())),
                "a scan that lost the slash of BUN/CREAT is still a ratio, not BUN");
    }

    @Test
    void aUnitOcrSplitOrWhoseSlashItLostIsStillReadAsTheAnalytesUnit() {
        ExtractedReport report = parseScan(
                "TEST NAME | RESULT | FLAG | UNITS | REF RANGE",
                "VIT B12 | 1033 | | PG M. | 232-1245",
                "GLU | 81 | | M@ DL | 70-99",
                "IRON | 33 | L | UG DL | 38-169",
                "TSH | 1.97 | | UI U/ML | 0.450-4.500");
        assertEquals(
                List.of("pg/mL", "mg/dL", "ug/dL", "uIU/mL"),
                report.analytes().stream().map(ExtractedAnalyte::unit).toList());
        assertEquals("LOW", report.analytes().get(2).flag());
        assertEquals(
                "the unit was hard to read in the scan; taken as pg/mL",
                report.analytes().get(0).doubt(),
                "the unit was read, a guess said as such, not taken from the range");
        ExtractedReport german = parseScan(
                "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                "Leukozyten | 8,0 | Ini | 3,9-10,2",
                "Thrombozyten | 169 | Inl | 150-400");
        assertEquals(
                List.of("10*9/L", "10*9/L"),
                german.analytes().stream().map(ExtractedAnalyte::unit).toList(),
                "/nl with its slash read as I: per nanolitre, not the 10^3/µL that shares its numbers");
    }

    @Test
    void aValueOcrRanIntoItsDashesAndABulletBeforeTheNameAreNeitherPartOfTheResult() {
        ExtractedReport report =
                parseScan("* Potassium -—4.5 mmol/L; reference 3.5-5.2", "* Sodium: 140 mmol/L (normal 134-144)");
        ExtractedAnalyte potassium = report.analytes().get(0);
        assertEquals(4.5, potassium.value());
        assertEquals("Potassium", potassium.printedName());
        assertEquals(2, report.analytes().size());
    }

    @Test
    void ocrDigitsForLettersInANameStillNameTheAnalyte() {
        ExtractedReport report =
                parseScan("C02 | 24 | mmol/L | 22-29", "HbAlc | 5.4 | % | 4.8-5.6", "VIT Bl2 | 450 | pg/mL | 232-1245");
        assertEquals(
                List.of("2028-9", "4548-4", "2132-9"),
                report.analytes().stream().map(ExtractedAnalyte::code).toList());
        assertTrue(report.analytes().get(0).confidence() < 1, "an approximate name is less sure");
        assertTrue(
                parse("C02 | 24 | mmol/L | 22-29", "HbAlc | 5.4 | % | 4.8-5.6")
                        .analytes()
                        .isEmpty(),
                "a text PDF prints names as they are");
    }

    @Test
    void aDecimalPointLostAgainstARangeWithOneBoundIsJudgedByTheUsualRange() {
        ExtractedReport report = parseScan(
                "Test | Result | Flag | Units | Reference",
                "Folate | 46 | | ng/mL | >3.0",
                "HDL Cholesterol | 62 | | mg/dL | >39",
                "Glucose | 88 | | mg/dL | 70-99");
        ExtractedAnalyte folate = report.analytes().get(0);
        assertEquals(4.6, folate.value(), "46 ng/mL is over twice the usual top of 20, unflagged");
        assertTrue(folate.doubt().startsWith("the decimal point may have been lost in the scan: read 46"));
        assertEquals(62.0, report.analytes().get(1).value(), "a range printed without decimals keeps the number");
    }

    /**
     * Issue 54 item 5: the date order is the language's, here the label's own ("Date de prélèvement :
     * 05/03/2026" is the 5th of March); an English label on a page that does not say it is British
     * reads month first.
     */
    @Test
    void aDateReadsInItsLanguagesOrder() {
        for (String label :
                List.of("Date de prélèvement :", "Data prelievo:", "Fecha de extracción:", "Afnamedatum:")) {
            ExtractedReport report = parse(label + " 05/03/2026", "Glucose | 98 | mg/dL | 70 - 99");
            assertEquals(LocalDate.of(2026, 3, 5), report.collectedAt(), label);
        }
        assertEquals(
                LocalDate.of(2026, 5, 3),
                parse("Collected: 05/03/2026", "Glucose | 98 | mg/dL | 70 - 99").collectedAt());
        assertEquals(
                LocalDate.of(2026, 3, 5),
                parse("NHS Trust Haematology", "Collected: 05/03/2026", "Glucose | 5.4 | mmol/L | 3.9 - 5.5")
                        .collectedAt(),
                "a British report's words make its dates day first");
    }

    /** Issue 54 item 5: flags printed as words in each language, of one word or two. */
    @Test
    void flagWordsOfEveryLanguage() {
        ExtractedReport report = parse(
                "Analyse | Résultat | Unités | Valeurs de référence",
                "Hémoglobine | 17,9 Anormalement haut | g/dL | 13,0 - 17,0",
                "Plaquettes | 140 Bas | G/L | 150 - 400",
                "Kalium | 5,2 hoch | mmol/l | 3,5 - 5,1",
                "Glucosa | 60 bajo | mg/dL | 70 - 110",
                "Ferritine | 310 hoog | µg/L | 30 - 300",
                "Kreatynina | 0,5 niski | mg/dL | 0,6 - 1,1");
        assertEquals(
                List.of("HIGH", "LOW", "HIGH", "LOW", "HIGH", "LOW"),
                report.analytes().stream().map(ExtractedAnalyte::flag).toList());
        assertEquals(17.9, report.analytes().get(0).value());
        assertNull(report.analytes().get(0).doubt());
        ExtractedAnalyte hba1c = parse("HbA1c 7.2 H % 4.8-5.6").analytes().get(0);
        assertEquals("%", hba1c.unit(), "a flag and a unit after it are no flag of two words");
        assertEquals("HIGH", hba1c.flag());
    }

    /**
     * Issue 54 item 1: a French page groups thousands with a space ("295 000", "4 700 000"), decided
     * for the page, never for one number; a column's wider gap never joins two numbers, and a page that
     * does not group so keeps "250 000" two numbers.
     */
    @Test
    void thousandsGroupedWithSpacesOnAPageThatGroupsThem() {
        ExtractedReport report = parse(
                "NUMERATION SANGUINE",
                "Analyse | Résultat | Unités | Valeurs de référence",
                "HEMATIES | 4 700 000 | /mm3 | 4 200 000 - 5 700 000",
                "PLAQUETTES | 295 000 | /mm3 | 150 000 - 400 000",
                "Hémoglobine | 14,7 | g/dl | 13,0 - 17,0",
                "Leucocytes | 6 | G/L | 4 - 10 | 100");
        ExtractedAnalyte red = report.analytes().get(0);
        assertEquals(4_700_000.0, red.value());
        assertEquals("4 700 000", red.valueText());
        assertEquals("/uL", red.unit());
        assertEquals(4_200_000.0, red.low());
        assertNull(red.doubt());
        ExtractedAnalyte platelets = report.analytes().get(1);
        assertEquals(295_000.0, platelets.value());
        assertEquals(400_000.0, platelets.high());
        assertEquals("NORMAL", platelets.flag());
        assertNull(platelets.doubt());
        assertEquals(6.0, report.analytes().get(3).value(), "a column apart is no group");
        ExtractedReport english = parse(
                "Test | Result | Units | Reference", "WBC | 6.1 | x10E3/uL | 3.4 - 10.8", "Platelets | 250 000 | /uL");
        assertEquals(250.0, english.analytes().get(1).value(), "an English page does not group with spaces");
        assertTrue(english.analytes().get(1).doubt().contains("lies outside what any platelets result is"));
    }

    /**
     * Issue 54 item 1: a range grouped with spaces in brackets, "(4 000-10 000)", is the range, not
     * "000 - 10" (which flagged a normal count HIGH).
     */
    @Test
    void aRangeGroupedWithSpacesInBrackets() {
        ExtractedReport report = parse(
                "NUMERATION",
                "Leucocytes | 6 200 | /mm3 | (4 000-10 000)",
                "Hémoglobine | 14,5 | g/dL | (13,0 - 17,0)",
                "Plaquettes | 245 000 /mm3 | (150 000 - 400 000)");
        ExtractedAnalyte white = report.analytes().get(0);
        assertEquals(6_200.0, white.value());
        assertEquals(4_000.0, white.low());
        assertEquals(10_000.0, white.high());
        assertEquals("NORMAL", white.flag());
        assertNull(white.doubt());
        ExtractedAnalyte platelets = report.analytes().get(2);
        assertEquals(245_000.0, platelets.value());
        assertEquals(150_000.0, platelets.low());
        assertEquals(400_000.0, platelets.high());
        assertNull(platelets.doubt());
    }

    /**
     * Issue 54 item 1: one-sided bounds and ranges written in words, "inf. à 110", "sup. à 60", "entre 30
     * y 400": the range, never the accented "à" taken for the flag "A" (a normal creatinine flagged
     * ABNORMAL without a doubt).
     */
    @Test
    void boundsAndRangesWrittenInWords() {
        ExtractedReport report = parse(
                "Analyse | Résultat | Unité | Valeurs de référence",
                "Créatinine | 85 | µmol/L | inf. à 110",
                "DFG (CKD-EPI) | 92 | mL/min/1,73m² | sup. à 60",
                "Ferritine | 45 | µg/L | entre 30 et 400",
                "Urée | 5,1 | mmol/L | xyz. à 8");
        assertEquals(110.0, report.analytes().get(0).high());
        assertEquals("NORMAL", report.analytes().get(0).flag());
        assertEquals(60.0, report.analytes().get(1).low());
        assertEquals("NORMAL", report.analytes().get(1).flag());
        assertEquals(30.0, report.analytes().get(2).low());
        assertEquals(400.0, report.analytes().get(2).high());
        assertNotEquals("ABNORMAL", report.analytes().get(3).flag());
        ExtractedAnalyte ferritin = parse(
                        "Prueba | Resultado | Unidades | Valores de referencia",
                        "Ferritina | 45 | ng/mL | entre 30 y 400")
                .analytes()
                .get(0);
        assertEquals(30.0, ferritin.low());
        assertEquals(400.0, ferritin.high());
    }

    /**
     * Issue 54 item 1: a value is given without a doubt only where it fits its test: outside the
     * test's physiological bounds in its unit (a count a thousand times too small, a sodium of 21) it
     * is doubtful; the report counts its sure and doubtful values.
     */
    @Test
    void aValueOutsideWhatAnyPersonsResultIsIsDoubtful() {
        ExtractedReport report = parse(
                "Test | Result | Units | Reference",
                "Platelets | 295 | /uL | 150000 - 400000",
                "Sodium | 21 | mmol/L",
                "Potassium | 4.1 | mmol/L | 3.5 - 5.1",
                "Glucose | 95 | mg/dL | 70 - 99");
        assertTrue(report.analytes().get(0).doubt().contains("lies outside what any platelets result is"));
        assertTrue(report.analytes().get(1).doubt().contains("21 mmol/L lies outside what any sodium result is"));
        assertNull(report.analytes().get(2).doubt());
        assertEquals(new ExtractedReport.Certainty(2, 2), report.certainty());
    }

    /**
     * Issue 54 item 1: a short label run into its range ("N:137"), a bound in words ("N: Inf. 2,00"),
     * and a flag mark before the value ("* 4,10") in a French report's "Name : value unit N: range".
     */
    @Test
    void aLabelledRangeAndAMarkBeforeTheValue() {
        ExtractedReport report = parse(
                "BIOCHIMIE - SANG",
                "SODIUM (Electrode spécifique) : 141 mEq/l N:137 - 145",
                "TRIGLYCERIDES : * 4,10 g/l N:0,7 -1,8",
                "CHOLESTEROL TOTAL : 1,90 g/l N: Inf. 2,00");
        ExtractedAnalyte sodium = report.analytes().get(0);
        assertEquals(137.0, sodium.low());
        assertEquals(145.0, sodium.high());
        ExtractedAnalyte triglycerides = report.analytes().get(1);
        assertEquals(4.1, triglycerides.value());
        assertEquals(1.8, triglycerides.high());
        assertEquals("HIGH", triglycerides.flag());
        ExtractedAnalyte cholesterol = report.analytes().get(2);
        assertEquals(1.9, cholesterol.value());
        assertNull(cholesterol.low());
        assertEquals(2.0, cholesterol.high());
    }

    /**
     * Issue 54 item 1: a number after a limit word ("Toxisch: > 2.0", "Souhaitable < 2,00",
     * "desirable 200") is a limit, never a result, also where the row's own value is missing.
     */
    @Test
    void aNumberAfterALimitWordIsNeverAResult() {
        ExtractedReport report = parse(
                "Digoxin ng/ml Therapeutisch: 0.8 - 2.0 Toxisch: > 2.0",
                "Lithium mmol/l Toxisch: > 1.5",
                "Total Cholesterol mg/dL desirable 200",
                "Cholestérol total 1,85 g/l Souhaitable < 2,00",
                "Glucose | 95 | mg/dL | 70 - 99");
        assertEquals(
                List.of("total cholesterol", "glucose"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList(),
                () -> report.analytes().toString());
        assertEquals(1.85, report.analytes().get(0).value());
        assertEquals(2.0, report.analytes().get(0).high());
    }

    /** Issue 54 item 1: notes and prose under a table give no result, in any language. */
    @Test
    void notesAndProseGiveNoResult() {
        ExtractedReport report = parse(
                "Test | Uitslag | Eenheid | Referentie",
                "HbA1c | 5,4 | % | 4,0 - 6,0",
                "Gewijzigde referentiewaarde sinds 15/03/2022: afwijking kleiner dan 10 %",
                "Opmerking: CRP 12 mg/L bij infectie",
                "Remarque : Glycémie 1,10 g/l à contrôler",
                "Ferritine | 45 | µg/L | 30 - 300");
        assertEquals(
                List.of("HbA1c", "ferritin"),
                report.analytes().stream().map(ExtractedAnalyte::name).toList(),
                () -> report.analytes().toString());
    }

    /**
     * Issue 57 item 1: every dated column of a cumulative report is read under its own date, with the
     * same rules (flag, comparator, range, unit): the newest is the report's, the older ones its
     * earlier results, newest first. A column left empty gives its date no result, and never another
     * column's value. German, the newest column on the right, three columns.
     */
    @Test
    void everyDatedColumnOfACumulativeReportIsReadUnderItsOwnDate() {
        ExtractedReport report = parse(
                "Laborbefund | Untersuchung",
                "Analyse | 12.03.2024 | 15.04.2024 | 20.05.2024 | Einheit | Referenzbereich",
                "Hämoglobin | 13,5 | 13,8 | 14,0 | g/dl | 13,4 - 17,0",
                "Ferritin | 35 | | 48 | µg/l | 30 - 400",
                "Kalium | 5,6 H | 4,2 | | mmol/l | 3,5 - 5,1",
                "CRP | <5 | 12 | <5 | mg/l | < 5");
        assertEquals(LocalDate.of(2024, 5, 20), report.collectedAt(), "no label: the newest column's date");
        assertEquals(values("hemoglobin=14.0", "ferritin=48.0", "CRP=<5"), values(report.analytes()));
        assertEquals(
                List.of(LocalDate.of(2024, 4, 15), LocalDate.of(2024, 3, 12)),
                report.earlier().stream()
                        .map(ExtractedReport.EarlierResults::collectedAt)
                        .toList());
        List<ExtractedAnalyte> april = report.earlier().get(0).analytes();
        assertEquals(values("hemoglobin=13.8", "potassium=4.2", "CRP=12.0"), values(april));
        assertEquals("HIGH", april.get(2).flag());
        assertEquals("mg/L", april.get(2).unit());
        List<ExtractedAnalyte> march = report.earlier().get(1).analytes();
        assertEquals(values("hemoglobin=13.5", "ferritin=35.0", "potassium=5.6", "CRP=<5"), values(march));
        assertEquals("HIGH", march.get(2).flag());
        assertEquals(3.5, march.get(2).low());
        assertEquals("NORMAL", march.get(0).flag());
    }

    /**
     * Issue 57 item 1: six columns, the newest on the left, day-first dates of a French page, a gap;
     * and two columns of an American report, month first, the newest on the right with its flag.
     */
    @Test
    void cumulativeReportsOfTwoToSixColumnsEitherWayRound() {
        ExtractedReport french = parse(
                "BIOCHIMIE | Résultats antérieurs",
                "Analyse | 05/03/26 | 12/01/26 | 10/11/25 | 08/09/25 | 02/07/25 | 30/04/25 | Unités | Valeurs",
                "Glycémie | 0,95 | 1,02 | 0,99 | 1,10 | | 0,97 | g/L | 0,70 - 1,10",
                "Créatinine | 72 | 75 | 70 | 71 | 74 | 73 | µmol/L | 45 - 90");
        assertEquals(values("glucose=0.95", "creatinine=72.0"), values(french.analytes()));
        assertEquals(LocalDate.of(2026, 3, 5), french.collectedAt());
        assertEquals(
                List.of(
                        LocalDate.of(2026, 1, 12),
                        LocalDate.of(2025, 11, 10),
                        LocalDate.of(2025, 9, 8),
                        LocalDate.of(2025, 7, 2),
                        LocalDate.of(2025, 4, 30)),
                french.earlier().stream()
                        .map(ExtractedReport.EarlierResults::collectedAt)
                        .toList());
        assertEquals(values("creatinine=74.0"), values(french.earlier().get(3).analytes()), "the gap is no value");
        assertEquals(
                values("glucose=0.97", "creatinine=73.0"),
                values(french.earlier().get(4).analytes()));
        ExtractedReport american = parse(
                "Test | 01/15/2025 | 03/20/2025 | Units | Reference Range",
                "Glucose | 99 | 105 H | mg/dL | 70-99",
                "Sodium | 140 | 139 | mmol/L | 134-144");
        assertEquals(LocalDate.of(2025, 3, 20), american.collectedAt());
        assertEquals(values("glucose=105.0", "sodium=139.0"), values(american.analytes()));
        assertEquals("HIGH", american.analytes().get(0).flag());
        assertEquals(LocalDate.of(2025, 1, 15), american.earlier().get(0).collectedAt());
        assertEquals(
                values("glucose=99.0", "sodium=140.0"),
                values(american.earlier().get(0).analytes()));
        assertEquals("NORMAL", american.earlier().get(0).analytes().get(0).flag(), "the H is the newer column's");
    }

    /** A time after each column's date ("28.04.06 16:50") is part of the column's heading. */
    @Test
    void aResultPrintedAsASpanOfCountsGivesNoNumber() {
        // urine microscopy prints "0 - 5" cells per field as the result: neither end of it is the result
        ExtractedReport report = parse(
                "Test Name|Result|Biological Ref. Interval|Unit",
                "Glucose|88|74 - 99|mg/dL",
                "Pus Cells|0 - 5|0 - 5|/hpf",
                "Epithelial Cells|2 - 3|0 - 5|/hpf",
                "RBC/HPF|1-2|0-2|/hpf");
        assertEquals(values("glucose=88.0"), values(report.analytes()));
    }

    @Test
    void aTestInAUnitPerDayIsItsTwentyFourHourUrineTest() {
        // the unit says the row is a 24-hour collection's, whatever the name: serum sodium has no
        // mmol/24 h; "ml/24 h" is the volume collected, its "h" no flag
        ExtractedReport report = parse(
                "Sammelurin 24 h",
                "Urinvolumen|1850|ml/24 h|800 - 2000",
                "Kreatinin-Ausscheidung|982|mg/24 h|1000 - 2000",
                "Natrium|145|mmol/24 h|40 - 220",
                "Calcium|210|mg/24 h|100 - 300");
        assertEquals(
                List.of(
                        "3167-4 1850.0 mL NORMAL",
                        "2162-6 982.0 mg/(24.h) LOW",
                        "2956-1 145.0 mmol/(24.h) NORMAL",
                        "18488-7 210.0 mg/(24.h) NORMAL"),
                report.analytes().stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.unit() + " " + a.flag())
                        .toList(),
                report::toString);
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null), report::toString);
        // the amount over 24 hours after a concentration ("soit"), on its line or the next: the 24-hour
        // test's, with the range printed after it (it was the concentration's: 7,8 mmol/L flagged low)
        ExtractedReport french = parse(
                "Examen|Résultat|Unité|Valeurs de référence",
                "Protéinurie|0,42 g/L soit 0,70 g/24 h||< 0,15",
                "Créatininurie|7,8|mmol/L",
                "|soit 12,9|mmol/24 h|8,8 - 17,7");
        assertEquals(
                List.of(
                        "2888-6 0.42 g/L null null",
                        "2889-4 0.7 g/(24.h) < 0,15 HIGH",
                        "2161-8 7.8 mmol/L null null",
                        "2162-6 12.9 mmol/(24.h) 8,8 - 17,7 NORMAL"),
                french.analytes().stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.unit() + " " + a.rangeText() + " " + a.flag())
                        .toList(),
                french::toString);
    }

    /** A word for urine in brackets after a blood test's name ("Albumine (urine)"): the urine test (it was serum albumin, in doubt). */
    @Test
    void aUrineWordInBracketsAfterTheNameMakesTheUrineTest() {
        ExtractedReport report = parse(
                "Test|Uitslag|Eenheid|Referentie",
                "Albumine (urine)|54 H|mg/L|< 20",
                "Albumine|42|g/L|35 - 52",
                "Creatinine (serum)|0.9|mg/dL|0.7 - 1.2");
        assertEquals(
                List.of("14957-5 54.0 null", "1751-7 42.0 null", "2160-0 0.9 null"),
                report.analytes().stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.doubt())
                        .toList(),
                report::toString);
    }

    @Test
    void aUrinalysisSectionsRowsAreUrineTests() {
        // blood glucose above the section; urine specific gravity, pH, protein and glucose; the next
        // section's creatinine is blood again; the urine's "blood" (haemoglobin) is no urine test of
        // the catalogue: no result, never blood haemoglobin
        assertEquals(
                List.of("2345-7", "5811-5", "5803-2", "2888-6", "2350-7", "2160-0"),
                codes(parse(
                        "Test Name|Result|Unit|Biological Ref. Interval",
                        "Glucose|88|mg/dL|74 - 99",
                        "URINALYSIS",
                        "Test Name|Result|Unit|Biological Ref. Interval",
                        "Specific Gravity|1.015||1.003 - 1.035",
                        "pH|6.0||4.7 - 7.5",
                        "Protein|Negative||Negative",
                        "Glucose|Negative||Negative",
                        "Haemoglobin|Negative||Negative",
                        "BIOCHEMISTRY",
                        "Creatinine|0.9|mg/dL|0.7 - 1.2")));
        // Spanish: "Proteínas" alone names no test of the catalogue, but under the heading it is "Proteínas en
        // orina", the language's words for "in urine" after it
        ExtractedReport spanish = parse(
                "Prueba|Resultado|Unidades|Valores de referencia",
                "Glucosa|88|mg/dL|74 - 99",
                "Análisis de orina",
                "Densidad|1,015||1,005 - 1,030",
                "pH|6,0||5,0 - 8,0",
                "Proteínas|Negativo||Negativo",
                "Glucosa|Negativo||Negativo",
                "Hemoglobina|Negativo||Negativo",
                "Bioquímica",
                "Creatinina|0,9|mg/dL|0,7 - 1,2");
        assertEquals(List.of("2345-7", "5811-5", "5803-2", "2888-6", "2350-7", "2160-0"), codes(spanish));
        assertEquals("Proteínas", spanish.analytes().get(3).printedName());
        assertEquals(
                "pH", spanish.analytes().get(2).printedName(), "as printed, without the word the reader put before it");
        assertEquals("negative", spanish.analytes().get(3).text());
    }

    /**
     * Urinalysis rows named in each language's own short spelling ("Białko", "Eiweiß", "Protéines",
     * "Proteine", "Eiwit") are its urine tests: the name read with the language's words for "in urine"
     * after it makes the catalogue's name. A row read as nothing ends no urinalysis: the counts below it
     * are urine counts, never blood ones.
     */
    @Test
    void urinalysisRowsNamedInTheirOwnLanguage() {
        List<String> protein = List.of("2888-6", "2350-7");
        assertEquals(
                protein,
                codes(parse(
                        "Badanie|Wynik|Jedn.|Zakres referencyjny",
                        "Badanie ogólne moczu",
                        "Białko|nieobecne||nieobecne",
                        "Glukoza|nieobecna||nieobecna")));
        assertEquals(
                protein,
                codes(parse(
                        "Untersuchung|Ergebnis|Einheit|Referenzbereich",
                        "Urinstatus",
                        "Eiweiß|negativ||negativ",
                        "Glukose|negativ||negativ")));
        assertEquals(
                protein,
                codes(parse(
                        "Analyse|Résultat|Unité|Valeurs de référence",
                        "Examen des urines",
                        "Protéines|Absence||Absence",
                        "Glucose|Absence||Absence")));
        assertEquals(
                protein,
                codes(parse(
                        "Esame|Risultato|Unità|Valori di riferimento",
                        "Esame delle urine",
                        "Proteine|Assenti||Assenti",
                        "Glucosio|Assente||Assente")));
        assertEquals(
                protein,
                codes(parse(
                        "Test Adı|Sonuç|Birim|Referans Aralığı",
                        "Tam idrar tetkiki",
                        "Protein|Negatif||Negatif",
                        "Glukoz|Negatif||Negatif")));
        assertEquals(
                protein,
                codes(parse(
                        "Exame|Resultado|Unidade|Valores de referência",
                        "Urina tipo I",
                        "Proteínas|Negativo||Negativo",
                        "Glicose|Ausente||Ausente")));
        assertEquals(
                protein,
                codes(parse(
                        "Bepaling|Uitslag|Eenheid|Referentie",
                        "Urine onderzoek",
                        "Eiwit|negatief||negatief",
                        "Glucose|negatief||negatief")));
        ExtractedReport polish = parse(
                "Badanie|Wynik|Jedn.|Zakres referencyjny",
                "Badanie ogólne moczu",
                "Glukoza|nieobecna||nieobecna",
                "Bilirubina|w normie||w normie",
                "Leukocyty|2|wpw|0 - 5");
        assertEquals(List.of("2350-7", "5821-4"), codes(polish), () -> polish.analytes()
                .toString());
    }

    /**
     * Names and abbreviations labs of each country print for the common tests, with their specimen
     * word, a bracketed abbreviation or a slash between two abbreviations ("TGO/ASAT", "GOT (AST)",
     * "Kreatynina w surowicy", "WBC - leukocyty"), each read as its test.
     */
    @Test
    void namesAndAbbreviationsAsEachCountrysLabsPrintThem() {
        Map<String, List<String>> reports = new TreeMap<>();
        reports.put(
                "fr",
                List.of(
                        "Analyse|Résultat|Unité|Valeurs de référence",
                        "PLQ|245|G/L|150 - 400",
                        "TGMH|29,5|pg|27 - 32",
                        "Glucose sérique|0,92|g/L|0,70 - 1,10",
                        "TGO/ASAT|24|U/L|< 35",
                        "TGP/ALAT|19|U/L|< 45",
                        "DFG selon CKD-EPI|92|mL/min/1.73m2|> 90"));
        reports.put(
                "es",
                List.of(
                        "Prueba|Resultado|Unidades|Valores de referencia",
                        "Recuento de glóbulos blancos|6,4|10^3/µL|4,0 - 11,0",
                        "Hematocrito (Hto)|42,1|%|37 - 47",
                        "GOT (AST)|22|U/L|5 - 40",
                        "Filtrado glomerular estimado (CKD-EPI)|95|mL/min/1.73m2|> 60",
                        "Hemoglobina A1c|5,4|%|4,0 - 6,0"));
        reports.put(
                "it",
                List.of(
                        "Esame|Risultato|Unità|Valori di riferimento",
                        "WBC - Globuli bianchi|6,8|10^3/µL|4,0 - 10,0",
                        "Sodio sierico|140|mmol/L|136 - 145",
                        "Kaliemia|4,2|mmol/L|3,5 - 5,1",
                        "Colesterolemia|182|mg/dL|< 200",
                        "Transaminasi AST|21|U/L|< 40"));
        reports.put(
                "pt",
                List.of(
                        "Exame|Resultado|Unidade|Valores de referência",
                        "Leucometria|6.800|/mm3|4.000 - 11.000",
                        "HGM|29,8|pg|27 - 32",
                        "Transaminase oxalacética (TGO)|25|U/L|< 40",
                        "Transaminase pirúvica (TGP)|20|U/L|< 41",
                        "Glicose jejum|88|mg/dL|70 - 99"));
        reports.put(
                "nl",
                List.of(
                        "Bepaling|Uitslag|Eenheid|Referentie",
                        "Leucocyten|7,1|10^9/L|4,0 - 10,0",
                        "Thrombocyten|250|10^9/L|150 - 400",
                        "ALAT (ALT)|18|U/L|< 45",
                        "Kreatinine (enzymatisch)|78|µmol/L|64 - 104"));
        reports.put(
                "pl",
                List.of(
                        "Badanie|Wynik|Jedn.|Zakres referencyjny",
                        "WBC - leukocyty|6,20|tys/µl|4,00 - 10,00",
                        "HGB - hemoglobina|14,1|g/dl|12,0 - 16,0",
                        "AspAT (AST)|21|U/l|< 35",
                        "Cholesterol LDL (wyliczany)|112|mg/dl|< 115",
                        "Trójglicerydy|98|mg/dl|< 150"));
        reports.put(
                "tr",
                List.of(
                        "Test Adı|Sonuç|Birim|Referans Aralığı",
                        "Lökositler|7,2|10^3/µL|4,0 - 10,0",
                        "Sodyum (Na)|139|mmol/L|136 - 145",
                        "Kan şekeri (açlık)|92|mg/dL|70 - 100",
                        "Serbest T4 (FT4)|1,21|ng/dL|0,93 - 1,70",
                        "Demir (Fe)|88|µg/dL|60 - 180"));
        Map<String, List<String>> expected = Map.of(
                "fr", List.of("platelets", "mch", "glucose", "ast", "alt", "egfr"),
                "es", List.of("wbc", "hematocrit", "ast", "egfr", "hba1c"),
                "it", List.of("wbc", "sodium", "potassium", "total-cholesterol", "ast"),
                "pt", List.of("wbc", "mch", "ast", "alt", "glucose"),
                "nl", List.of("wbc", "platelets", "alt", "creatinine"),
                "pl", List.of("wbc", "hemoglobin", "ast", "ldl", "triglycerides"),
                "tr", List.of("wbc", "sodium", "glucose", "free-t4", "iron"));
        AnalyteCatalogue catalogue = AnalyteCatalogue.shipped();
        reports.forEach((language, rows) -> {
            ExtractedReport report = parse(rows.toArray(String[]::new));
            List<String> codes = expected.get(language).stream()
                    .map(key -> catalogue.byKey(key).orElseThrow().loinc())
                    .toList();
            assertEquals(codes, codes(report), () -> language + ": " + report.analytes());
        });
    }

    private static List<String> codes(ExtractedReport report) {
        return report.analytes().stream().map(ExtractedAnalyte::code).toList();
    }

    @Test
    void twoRangesForTwoGroupsOfPeopleGiveNoRangeAndNoFlag() {
        // the patient's sex is not the parser's to guess: the men's range would flag a woman's value
        ExtractedReport report = parse(
                "Prueba|Resultado|Unidades|Valores de referencia",
                "Hemoglobina|14,1|g/dL|H: 13,5 - 17,5 M: 12,0 - 16,0",
                "Ferritina|20|ng/mL|Hombres: 30-400 Mujeres: 15-150",
                "Glucosa|88|mg/dL|74 - 99");
        assertEquals(values("hemoglobin=14.1", "ferritin=20.0", "glucose=88.0"), values(report.analytes()));
        for (ExtractedAnalyte twoRanges : report.analytes().subList(0, 2)) {
            assertNull(twoRanges.rangeText(), twoRanges::toString);
            assertNull(twoRanges.low(), twoRanges::toString);
            assertNull(twoRanges.flag(), twoRanges::toString); // "H:" labels the men's range: no high flag
        }
        assertEquals(74.0, report.analytes().get(2).low());
        ExtractedAnalyte french = parse(
                        "Analyse|Résultat|Unité|Valeurs de référence",
                        "Hémoglobine|14,1|g/dL|H : 13,5 à 17,5 F : 12,0 à 16,0",
                        "Ferritine|20|ng/mL|Homme : 30-400 Femme : 15-150")
                .analytes()
                .get(0);
        assertNull(french.flag(), french::toString); // the second range's "à" is no "A" flag
        assertNull(french.rangeText(), french::toString);
    }

    @Test
    void aCumulativeHeaderWithTimesAfterItsDates() {
        ExtractedReport report = parse(
                "Analyse | 28.04.06 16:50 | 31.07.06 05:00 | 05.12.07 16:10 | Einheit | Referenz",
                "Hämoglobin | 121 | 135 | 126 | g/l | 120-160",
                "Leukozyten | 7,0 | 6,2 | 5,9 | G/l | 4.0-10.0");
        assertEquals(LocalDate.of(2007, 12, 5), report.collectedAt());
        assertEquals(values("hemoglobin=126.0", "WBC=5.9"), values(report.analytes()));
        assertEquals(2, report.earlier().size());
        assertEquals(
                values("hemoglobin=121.0", "WBC=7.0"),
                values(report.earlier().get(1).analytes()));
    }

    /**
     * Issue 54 item 2, a cumulative scan: the report's own results are the column of the sample date
     * its header prints, though a misread column date elsewhere ("28.04.08" for 28.04.06) is newer;
     * the range and unit printed between the name and the dates give no column a value ("< 21" is the
     * range of every column, never an older result), and an upper limit of zero ("<0 1", its decimal
     * mark lost) is no range, so the value beside it is not given as sure.
     */
    @Test
    void aCumulativeScansRangeBeforeItsDatesAndAMisreadColumnDate() {
        ExtractedReport report = parseScan(
                "Entnahme Datum: 05.12.07 16:10",
                "Analyse | Referenz | Einheit | 28.04.06 16:50 | 31.07.06 05:00 | 05.12.07 16:10",
                "Natrium | 136-145 | mmol/l | 139 | 139 | 132",
                "Bilirubin gesamt | < 21 | umol/l | 15 | | 6",
                "Troponin I | <0 1 | ug/l | | | 0 03",
                "Analyse | Referenz | Einheit | 28.04.08 16:59 | 28.04.06 16:58",
                "CK | < 145 | U/l | 78 | 80");
        assertEquals(LocalDate.of(2007, 12, 5), report.collectedAt());
        ExtractedAnalyte sodium = report.analytes().get(0);
        assertEquals("sodium", sodium.name());
        assertEquals(132.0, sodium.value());
        ExtractedAnalyte bilirubin = report.analytes().get(1);
        assertEquals(6.0, bilirubin.value(), bilirubin::toString);
        assertEquals(21.0, bilirubin.high(), bilirubin::toString);
        report.analytes().stream()
                .filter(a -> "troponin I".equals(a.name()))
                .forEach(troponin -> assertNotNull(troponin.doubt(), troponin::toString));
        for (ExtractedReport.EarlierResults column : report.earlier()) {
            assertNotEquals(LocalDate.of(2007, 12, 5), column.collectedAt());
            column.analytes().forEach(a -> assertFalse(a.valueText().startsWith("<"), a::toString));
        }
        Map<LocalDate, List<String>> earlier = new TreeMap<>();
        report.earlier().forEach(c -> earlier.put(c.collectedAt(), values(c.analytes())));
        assertEquals(values("sodium=139.0"), earlier.get(LocalDate.of(2006, 7, 31)));
        assertTrue(
                earlier.get(LocalDate.of(2006, 4, 28)).containsAll(values("sodium=139.0", "total bilirubin=15.0")),
                earlier::toString);
    }

    /**
     * Issue 54 item 4 and issue 57 item 1: an earlier result printed under its row with its own date
     * ("15/02/17 0,65", a French lab's antériorité) is that date's result of the same test, in the
     * row's unit and range, never the row's own; the page's language reads "02/03/17" as the 2nd of March.
     */
    @Test
    void anEarlierResultPrintedBelowItsRowWithItsDate() {
        ExtractedReport report = parse(
                "BIOCHIMIE - SANG",
                "UREE : 0,60 g/l N: 0,11-0,44",
                "15/02/17 0,65",
                "GLYCEMIE A JEUN : 0,95 g/l N:0,70-1,10",
                "02/03/17 1,02");
        assertEquals(values("urea=0.6", "glucose=0.95"), values(report.analytes()));
        assertEquals(LocalDate.of(2017, 3, 2), report.earlier().get(0).collectedAt());
        assertEquals(values("glucose=1.02"), values(report.earlier().get(0).analytes()));
        ExtractedAnalyte urea = report.earlier().get(1).analytes().get(0);
        assertEquals(LocalDate.of(2017, 2, 15), report.earlier().get(1).collectedAt());
        assertEquals(0.65, urea.value());
        assertEquals("g/L", urea.unit());
        assertEquals(0.44, urea.high());
        assertEquals("HIGH", urea.flag());
    }

    /**
     * Issue 54 item 4: a result printed again in a second unit below its row ("Soit : 10,02 mmol/l",
     * a value and unit alone) is kept beside the row's result, the lab's first unit, never a test of
     * its own; in a unit of the same kind it is checked against the result.
     */
    @Test
    void aResultPrintedInASecondUnitIsKeptBesideIt() {
        ExtractedReport report = parse(
                "BIOCHIMIE - SANG",
                "UREE : 0,60 g/l N: 0,11-0,44",
                "15/02/17 0,65",
                "Soit : 10,02 mmol/l",
                "Créatinine | 9,5 | mg/L | 6 - 12",
                "| 84 | µmol/L",
                "Glycémie | 1,10 | g/L | 0,70 - 1,10",
                "Soit : 150 mg/dL");
        assertEquals(values("urea=0.6", "creatinine=9.5", "glucose=1.1"), values(report.analytes()));
        ExtractedAnalyte urea = report.analytes().get(0);
        assertEquals(new ExtractedAnalyte.OtherUnit(10.02, "10,02", "mmol/L", null), urea.otherUnit());
        assertNull(urea.doubt());
        assertEquals("g/L", urea.unit());
        assertEquals(84.0, report.analytes().get(1).otherUnit().value());
        assertEquals("umol/L", report.analytes().get(1).otherUnit().unit());
        assertTrue(report.analytes().get(2).doubt().contains("does not match the same result printed as 150 mg/dL"));
        assertEquals(0.65, report.earlier().get(0).analytes().get(0).value());
    }

    /**
     * A table whose result column is headed by its sample's date ("Analyse 01/12/21 Eenheid
     * Referentie", a Belgian lab's) is a results table: its rows of tests outside the catalogue are
     * results, one below a limit of detection too ("&lt;0,6 U/mL"); a flag column's "+" before the value
     * is no part of the name; a unit's letters are never a flag ("/µL" is no "L").
     */
    @Test
    void aOneSampleTableHeadedByItsDate() {
        ExtractedReport report = parse(
                "Analyse | 01/12/21 | Eenheid | Referentie",
                "Leukocyten | + 13120 | /µL | 3720 - 10540 | <",
                "Neutrofiele segmenten | + 8935 | /µL | 1667 - 6985 | <",
                "Anti-Sm antistof* | <0,6 | U/mL | <10,0 | <",
                "RNP* | 0,6 | U/mL | <10,0 | <",
                "Antilichamen tegen SS-A komen voor bij Sjogren syndroom (40 - 95 %)");
        assertEquals(
                List.of("Leukocyten", "Neutrofiele segmenten", "Anti-Sm antistof*", "RNP*"),
                report.analytes().stream().map(ExtractedAnalyte::printedName).toList());
        ExtractedAnalyte leukocytes = report.analytes().get(0);
        assertEquals("/uL", leukocytes.unit());
        assertEquals("HIGH", leukocytes.flag());
        assertEquals("<0,6", report.analytes().get(2).valueText());
        assertEquals("NORMAL", report.analytes().get(2).flag());
    }

    /**
     * Issue 54 item 4: specimen columns side by side (venous and arterial blood, serum and urine) are
     * each a result of its own test, under the row's name and its column's specimen; a urine column's
     * value is never the blood test's.
     */
    @Test
    void specimenColumnsAreEachAResultOfTheirOwnTest() {
        ExtractedReport gas =
                parse("Paramètre | Veineux | Artériel | Unités", "pO2 | 40 | 95 | mmHg", "pCO2 | 46 | 40 | mmHg");
        assertEquals(
                List.of("pO2 (Veineux)", "pO2 (Artériel)", "pCO2 (Veineux)", "pCO2 (Artériel)"),
                gas.analytes().stream().map(ExtractedAnalyte::printedName).toList());
        assertEquals(
                List.of(40.0, 95.0, 46.0, 40.0),
                gas.analytes().stream().map(ExtractedAnalyte::value).toList());
        // the catalogue's pO2 is arterial: a venous column's value is never given as its test for sure
        assertTrue(gas.analytes().stream().allMatch(a -> a.doubt() != null), () -> gas.analytes()
                .toString());
        ExtractedReport serumAndUrine = parse(
                "Test | Serum | Urine | Unit",
                "Sodium | 140 | 85 | mmol/L",
                "Potassium | 4.1 | 40 | mmol/L",
                "Creatinine | 0.9 | 110 | mg/dL");
        List<ExtractedAnalyte> serum = serumAndUrine.analytes().stream()
                .filter(a -> a.printedName().endsWith("(Serum)"))
                .toList();
        assertEquals(values("sodium=140.0", "potassium=4.1", "creatinine=0.9"), values(serum));
        List<ExtractedAnalyte> urine = serumAndUrine.analytes().stream()
                .filter(a -> a.printedName().endsWith("(Urine)"))
                .toList();
        assertEquals(
                List.of(85.0, 40.0, 110.0),
                urine.stream().map(ExtractedAnalyte::value).toList());
        assertTrue(
                urine.stream().noneMatch(a -> List.of("sodium", "potassium", "creatinine")
                        .contains(a.name())),
                () -> urine.toString());
    }

    /**
     * A urine column under a name the catalogue knows only for blood ("Natrémie", "Potassium, Serum")
     * is the blood test's urine counterpart; the range the header prints for the serum ("Valeurs de
     * référence (Sérum)") is the serum column's only, and a serum column's value is the catalogue's
     * own test, given without a doubt.
     */
    @Test
    void aUrineColumnIsTheUrineTestAndTheSerumRangeIsNotItsRange() {
        ExtractedReport report = parse(
                "Analyse | Sérum | Urines | Unité | Valeurs de référence (Sérum)",
                "Natrémie | 139 | 152 | mmol/L | 135 - 145",
                "Potassium | 6,5 | 26,8 | mmol/L | 3,5 - 5,1");
        assertEquals(
                List.of("sodium=139.0", "urine sodium=152.0", "potassium=6.5", "urine potassium=26.8"),
                report.analytes().stream().map(a -> a.name() + "=" + a.value()).toList());
        ExtractedAnalyte urineSodium = report.analytes().get(1);
        assertEquals("2955-3", urineSodium.code());
        assertEquals(null, urineSodium.low(), () -> urineSodium.toString());
        assertEquals(null, urineSodium.flag(), () -> urineSodium.toString());
        assertEquals(135.0, report.analytes().get(0).low());
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null), () -> report.analytes()
                .toString());
    }

    /**
     * On a scan, a digit or a decimal mark the printed range says may be misread makes the value
     * doubtful ("25" beside "<5.0", "1.144" beside "0.70 - 1.00"), and so does a test the catalogue
     * does not know; a value that agrees with its range stays sure.
     */
    @Test
    void aScanDigitTheRangeQuestionsIsDoubtful() {
        ExtractedReport report = parseScan(
                "Test | Result | Unit | Reference range",
                "CRP | 25 | mg/L | <5.0",
                "Glucose | 1.144 | g/L | 0.70 - 1.00",
                "Sodium | 140 | mmol/L | 135 - 145",
                "Frobnicase | 12 | U/L | 5 - 40");
        Map<String, String> doubts = new HashMap<>();
        report.analytes().forEach(a -> doubts.put(a.printedName(), String.valueOf(a.doubt())));
        assertTrue(doubts.get("CRP").contains("decimal mark"), () -> doubts.toString());
        assertTrue(doubts.get("Glucose").contains("more decimals"), () -> doubts.toString());
        assertEquals("null", doubts.get("Sodium"), () -> doubts.toString());
        assertTrue(doubts.get("Frobnicase").contains("does not know"), () -> doubts.toString());
    }

    /**
     * A unit of the analyte's kind it is not listed in, ten or a hundred times a listed one (French
     * creatinine in mg/L, urea in g/L), is read as printed on a scan where the range fits it, not
     * turned into mg/dL with the range's decimal marks "put back".
     */
    @Test
    void aScanReadsMilligramsPerLitreAsPrinted() {
        ExtractedReport report = parseScan(
                "Analyse | Résultat | Unité | Valeurs de référence",
                "Créatinine | 8,7 | mg/l | 6,0 - 12,0",
                "Acide urique | 42 | mg/l | 35 - 72");
        assertEquals(
                List.of("creatinine=8.7 mg/L 6.0-12.0", "uric acid=42.0 mg/L 35.0-72.0"),
                report.analytes().stream()
                        .map(a -> a.name() + "=" + a.value() + " " + a.unit() + " " + a.low() + "-" + a.high())
                        .toList());
        // a "d" lost from mg/dl: the range tells it, and the user is asked to check
        ExtractedAnalyte lostD = parseScan(
                        "Test | Result | Unit | Reference range", "Creatinine | 0.9 | mg/l | 0.6 - 1.2")
                .analytes()
                .get(0);
        assertEquals("mg/dL", lostD.unit(), () -> lostD.toString());
        assertNotNull(lostD.doubt(), () -> lostD.toString());
    }

    /**
     * An analyser's print-out: a name, a colon or spaces, the value and maybe a unit, no range. Its
     * abbreviations are the catalogue's (LEUKO, HKT, MTV, NEUT); a name that stands for the percentage
     * and the count with nothing printed to tell which is a guess, given with a doubt; the analyser's
     * own parameters (a scattergram's "Neut X", "MN Y", "ERY Fragmente:", an index "MPXI") give no
     * catalogue result, in a text layer or by OCR.
     */
    @Test
    void analyserPrintoutLines() {
        String[] printout = {
            "LEUKO: 4.31 x10^9/L",
            "HB: 126 g/L",
            "HKT: 36.7 %",
            "MTV: 8.4 fL",
            "NEUT: 45.7 %",
            "LYMPH 1.94 x10^9/L",
            "EOS: 1.8",
            "MPXI: -1.6",
            "LI: 2.17",
            "Neut X: 62.0",
            "Neut Y 72.5",
            "MN Y: 15.6",
            "ERY Fragmente: 0.01 x10^12/L"
        };
        for (ExtractedReport report : List.of(parse(printout), parseScan(printout))) {
            assertEquals(
                    values(
                            "WBC=4.31",
                            "hemoglobin=126.0",
                            "hematocrit=36.7",
                            "MPV=8.4",
                            "neutrophils %=45.7",
                            "lymphocytes absolute=1.94",
                            "eosinophils %=1.8"),
                    values(report.analytes()),
                    () -> report.analytes().toString());
            ExtractedAnalyte eos = report.analytes().get(6);
            assertTrue(eos.doubt().contains("stands for more than one test"), eos::toString);
        }
        // a text layer's digits are as printed; a scan's, with no range beside them, are checked by nothing
        // but the test's bounds (a digit added, "11,90" for 11,0, stays within them): never given sure
        assertTrue(parse(printout).analytes().subList(0, 6).stream().allMatch(a -> a.doubt() == null));
        assertTrue(parseScan(printout).analytes().stream().allMatch(a -> a.doubt() != null));
    }

    /**
     * A differential printed as a percentage and a count under one name: the count, in a unit of
     * another kind that the name's other test is reported in, is a result of its own, with the range
     * printed after it. A name of one test printed with a second value in another unit (hemoglobin in
     * g/dL and mmol/L) gives no second result.
     */
    @Test
    void aPercentageAndACountOnOneRow() {
        String[] rows = {
            "Neutrophile: 55,2 % 3,41 G/l", "LYMPH 35.0 % 1.50 x10^9/L 1.0-4.0", "Hämoglobin 14,2 g/dl 8,8 mmol/l"
        };
        for (ExtractedReport report : List.of(parse(rows), parseScan(rows))) {
            assertEquals(
                    values(
                            "neutrophils %=55.2",
                            "neutrophils absolute=3.41",
                            "lymphocytes %=35.0",
                            "lymphocytes absolute=1.5",
                            "hemoglobin=14.2"),
                    values(report.analytes()),
                    () -> report.analytes().toString());
            assertNull(report.analytes().get(2).rangeText());
            assertEquals(4.0, report.analytes().get(3).high());
        }
    }

    /**
     * An analyser's print-out, scanned: OCR garbles the count's power of ten ("10A9/L", "1049/L"). The
     * count is still the second result, in the unit of the name's count test it is nearest to, with a
     * doubt; in a text layer such a word is no unit, and no count is read.
     */
    @Test
    void aCountWhosePowerOfTenOcrGarbled() {
        String[] rows = {"Neutrophils: 45.0 % 1.59 10A9/L", "Lymphozyten 22,2 % 1,64 1049/L"};
        ExtractedReport scan = parseScan(rows);
        assertEquals(
                values(
                        "neutrophils %=45.0",
                        "neutrophils absolute=1.59", "lymphocytes %=22.2", "lymphocytes absolute=1.64"),
                values(scan.analytes()),
                () -> scan.analytes().toString());
        assertEquals("10*9/L", scan.analytes().get(1).unit());
        assertTrue(
                scan.analytes().get(3).doubt().contains("unit"),
                () -> scan.analytes().get(3).doubt());
        ExtractedReport text = parse(rows);
        assertTrue(text.analytes().stream().noneMatch(a -> a.name().endsWith("absolute")), () -> text.analytes()
                .toString());
    }

    /**
     * An earlier-results column whose date is printed on its first row only: every row's last value in
     * that column is an earlier result under that date, never the row's own.
     */
    @Test
    void anEarlierColumnDatedOnItsFirstRowOnly() {
        ExtractedReport report = parse(
                "NUMERATION SANGUINE",
                "HEMATIES. : 4 700 000 /mm3 | 21/09/01 : | 5 600 000",
                "Hémoglobine : 14,7 g/dl | : | 15,0",
                "Hématocrite : 40,0 % | : | 38,0",
                "V.G.M. (N: 80 à 100) : 85,1 fl | : | 67,9",
                "T.C.M.H. (N: 26 à 33) : 31,3 pg | : 26,8");
        assertEquals(
                values("RBC=4700000.0", "hemoglobin=14.7", "hematocrit=40.0", "MCV=85.1", "MCH=31.3"),
                values(report.analytes()));
        assertEquals(1, report.earlier().size());
        assertEquals(LocalDate.of(2001, 9, 21), report.earlier().get(0).collectedAt());
        assertEquals(
                values("RBC=5600000.0", "hemoglobin=15.0", "hematocrit=38.0", "MCV=67.9"),
                values(report.earlier().get(0).analytes()));
        assertEquals(80.0, report.analytes().get(3).low());
        // the last row's second value stands outside the column: not an earlier result
    }

    /**
     * A sub-row named only by its heading: "1ère heure" under "VITESSE DE SEDIMENTATION" is the
     * catalogue's sedimentation rate (its name with the heading's), under its own printed name; the
     * second hour, which makes no catalogue name with it, is not that test.
     */
    @Test
    void aSubRowNamedByItsHeading() {
        ExtractedReport report = parse(
                "Poly.Neutrophiles..%: 20,0 N : 50-70%",
                "VITESSE DE SEDIMENTATION", "1ère heure : 5 mm", "2ème heure : 15 mm", "PLAQUETTES (/mm3): 295 000");
        List<ExtractedAnalyte> esr =
                report.analytes().stream().filter(a -> "ESR".equals(a.name())).toList();
        assertEquals(1, esr.size(), () -> report.analytes().toString());
        assertEquals(5.0, esr.get(0).value());
        assertEquals("1ère heure", esr.get(0).printedName());
        assertEquals("neutrophils %", report.analytes().get(0).name());
    }

    /**
     * A range printed in two columns, its low bound's and its high bound's ("Min  Max", "von  bis", "Low
     * High", "Valor mín.  Valor máx."): the two numbers are the range, one of them alone a one-sided
     * limit; never the value, not even where the value's cell is empty; a number between the two
     * columns is neither bound.
     */
    @Test
    void aRangePrintedInTwoColumns() {
        ExtractedReport polish = parse(
                "Badanie | Wynik | Jedn. | Min | Max",
                "Glukoza | 92 | mg/dl | 70 | 99",
                "Kreatynina | 0,84 | mg/dl | 0,70 | 1,20",
                "Cholesterol całkowity | 212 | mg/dl | | 190",
                "Żelazo | 85 | µg/dl | 60 |",
                "Potas | | mmol/l | 3,5 | 5,1");
        assertEquals(
                List.of("70.0-99.0 NORMAL", "0.7-1.2 NORMAL", "null-190.0 HIGH", "60.0-null NORMAL"),
                polish.analytes().stream()
                        .map(a -> a.low() + "-" + a.high() + " " + a.flag())
                        .toList());
        assertEquals("<= 190", polish.analytes().get(2).rangeText());
        ExtractedReport others = parse(
                "Analyse | Ergebnis | Einheit | von | bis",
                "Kalium | 5,9 | mmol/l | 3,5 | 5,1",
                "Test | Result | Units | Low | High",
                "Sodium | 141 | mmol/L | 135 | 145",
                "Prueba | Resultado | Unidades | Valor mín. | Valor máx.",
                "Glucosa | 92 | mg/dL | 70 | 110");
        assertEquals(
                List.of("5.9 3.5-5.1 HIGH", "141.0 135.0-145.0 NORMAL", "92.0 70.0-110.0 NORMAL"),
                others.analytes().stream()
                        .map(a -> a.value() + " " + a.low() + "-" + a.high() + " " + a.flag())
                        .toList());
        // a number printed between the two columns belongs to neither: no range
        List<Word> between = new ArrayList<>(line(1, "Glucose | 92 | mg/dL").words());
        between.add(new Word("70", 1040, 0, 1052, 10));
        ExtractedReport shifted = PARSER.parse(List.of(
                line(1, "Test | Result | Units | Min | Max"),
                new TextLine(1, between, false),
                line(1, "Sodium | 141 | mmol/L | 135 | 145")));
        assertNull(
                shifted.analytes().get(0).rangeText(), () -> shifted.analytes().toString());
        assertEquals(92.0, shifted.analytes().get(0).value());
    }

    /**
     * A power of ten printed with the value or apart from its unit ("5.40*10^3  1/µl", "250*10^3/µl",
     * "6.2 x10^9  /l", "25 x 1.000/µL"): the value in the unit of that scale, never the bare number in the bare unit (a
     * thousand times off); where the scale's unit is none the catalogue knows, no value.
     */
    @Test
    void aPowerOfTenPrintedWithTheValue() {
        ExtractedReport report = parse(
                "Test | Result | Unit | Reference",
                "WBC | 5.40*10^3 | 1/µl | 4.0 - 10.0",
                "RBC | 4.71*10^6 | 1/µl | 4.2 - 5.4",
                "Platelets | 250*10^3/µl | | 150 - 450",
                "Leukocytes | 6.2 x10^9 | /l | 4.0-10.0",
                "Platelets | 245 | ×10³/µl | 150 - 450",
                "Erythrocytes | 4,5 | x10^12 /l | 4.2-5.4",
                "Neutrophils | 3,1 | *10^9/l | 1.8-7.5",
                "Lymphocytes | 2.1*10^3 | 1/dl | 1.0-4.0",
                "Trombocyten | 25 x 1.000/µL | 167 - 399",
                "Leukocyten | 6,5 x1000/µl | 4,0 - 10,0");
        assertEquals(
                List.of(
                        "WBC 5.4 10*3/uL",
                        "RBC 4.71 10*6/uL",
                        "platelets 250.0 10*3/uL",
                        "WBC 6.2 10*9/L",
                        "platelets 245.0 10*3/uL",
                        "RBC 4.5 10*12/L",
                        "neutrophils absolute 3.1 10*9/L",
                        "platelets 25.0 10*3/uL",
                        "WBC 6.5 10*3/uL"),
                report.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.unit())
                        .toList());
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null), () -> report.analytes()
                .toString());
    }

    /**
     * Counts run into a unit that starts with its slash ("6.500/mm³", "245.000/mm³", as Brazilian labs
     * print them) are read as value and unit.
     */
    @Test
    void aCountRunIntoItsSlash() {
        ExtractedReport report = parse(
                "Exame | Resultado | | Valores de referência",
                "Leucócitos: | 6.500/mm³ | | 3.500 a 10.500/mm³",
                "Plaquetas: | 245.000/mm³ | | 150.000 a 450.000/mm³");
        assertEquals(
                List.of("WBC 6500.0 /uL 3500.0", "platelets 245000.0 /uL 150000.0"),
                report.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.unit() + " " + a.low())
                        .toList());
    }

    /**
     * A heading of a urinalysis's own parts ("Chemical Examination", "Sediment") or a row's note ("Method:
     * …") goes on with it: the glucose below is urine glucose, never blood glucose; the next section's
     * heading ends it.
     */
    @Test
    void aUrinalysisSubheadingEndsNoUrinalysis() {
        ExtractedReport report = parse(
                "Test Name|Result|Unit|Biological Ref. Interval",
                "Urine Routine Examination",
                "Physical Examination",
                "Specific Gravity|1.015||1.003 - 1.035",
                "Method: Double indicator principle",
                "Chemical Examination",
                "Glucose|Not Detected||Not Detected",
                "Protein|Not Detected||Not Detected",
                "BIOCHEMISTRY",
                "Glucose|88|mg/dL|74 - 99");
        assertEquals(List.of("5811-5", "2350-7", "2888-6", "2345-7"), codes(report), () -> report.analytes()
                .toString());
    }

    /**
     * A Brazilian leucogram prints each cell type's percentage and count, then a range for each
     * ("Segmentados....: 59 % 4012 /mm3  40 a 70 %  1600 a 7700/mm3", or the ranges without units
     * after "% /mm³" heads): the first range is the percentage's, the second the count's, where each
     * value lies within ten times of its own.
     */
    @Test
    void aPercentageAndACountEachWithItsOwnRange() {
        ExtractedReport report = parse(
                "LEUCOGRAMA",
                "Leucócitos Totais...........: 8.400/mm³ 3.600 a 11.000/mm³",
                "Segmentados....: 59 % 4012 /mm3 40 a 70 % 1600 a 7700/mm3",
                "Eosinófilos....: 3 % 204 /mm3 1 a 5 % 40 a 500/mm3",
                "Bastões......................: 1,0% 72/mm³ 0 a 6 0 a 600",
                "Linfócitos típicos...........: 26,8% 1.930/mm³ 25 a 35 1000 a 3500");
        assertEquals(
                List.of(
                        "WBC 8400.0 /uL 3600.0-11000.0",
                        "neutrophils % 59.0 % 40.0-70.0",
                        "neutrophils absolute 4012.0 /uL 1600.0-7700.0",
                        "eosinophils % 3.0 % 1.0-5.0",
                        "eosinophils absolute 204.0 /uL 40.0-500.0",
                        "band neutrophils % 1.0 % 0.0-6.0",
                        "band neutrophils absolute 72.0 /uL 0.0-600.0",
                        "lymphocytes % 26.8 % 25.0-35.0",
                        "lymphocytes absolute 1930.0 /uL 1000.0-3500.0"),
                report.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.unit() + " " + a.low() + "-" + a.high())
                        .toList());
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null && "NORMAL".equals(a.flag())));
        assertEquals(
                List.of("Leucócitos Totais", "Segmentados", "Segmentados", "Eosinófilos", "Eosinófilos"),
                report.analytes().subList(0, 5).stream()
                        .map(ExtractedAnalyte::printedName)
                        .toList()); // the dots leading to the value are no part of the name
        // without units: the count is the name's other test where each range is one test's usual range
        ExtractedReport unitless = parse(
                "LEUCOGRAMA",
                "Leucócitos Totais...........: 8400 mm³ 3.600 - 11.000 mm³",
                "Neutrófilos Segmentados.....: 62,3 5233 40 - 78 1.800 - 7.000",
                "Linfócitos..................: 28,4 2386 20 - 50 800 - 4.500");
        assertEquals(
                List.of(
                        "WBC 8400.0 3600.0-11000.0",
                        "neutrophils % 62.3 40.0-78.0",
                        "neutrophils absolute 5233.0 1800.0-7000.0",
                        "lymphocytes % 28.4 20.0-50.0",
                        "lymphocytes absolute 2386.0 800.0-4500.0"),
                unitless.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.low() + "-" + a.high())
                        .toList());
        // a third number, or ranges the values do not fit, leave both without a range, as two ranges do
        ExtractedReport swapped = parse(
                "LEUCOGRAMA",
                "Leucócitos Totais...........: 8.400/mm³ 3.600 a 11.000/mm³",
                "Segmentados....: 59 % 4012 /mm3 1600 a 7700 40 a 70");
        assertNull(
                swapped.analytes().get(1).rangeText(), () -> swapped.analytes().toString());
        assertNull(
                swapped.analytes().get(2).rangeText(), () -> swapped.analytes().toString());
    }

    /**
     * A scale word before a count's slash means what the page's language means by it: Brazil's "mil/uL"
     * is thousands per microlitre, a US lab's "mil/uL" millions. Where the page's language is not known
     * the test's physiological bounds choose; where both readings are possible, or the page's language
     * says one the bounds rule out, the unit is given with a doubt, never a count a thousand times off
     * as sure.
     */
    @Test
    void aScaleWordBeforeACountsSlashIsReadInThePagesLanguage() {
        ExtractedReport brazilian = parse(
                "Exame | Resultado | Unidade | Valores de referência",
                "Hemácias | 4,71 | milhões/mm3 | 4,50 a 5,90",
                "Leucócitos | 7,3 | mil/uL | 4,0 a 11,0",
                "Plaquetas | 231 | mil/uL | 150 a 450");
        assertEquals(
                List.of("RBC 4.71 10*6/uL 4.5-5.9", "WBC 7.3 10*3/uL 4.0-11.0", "platelets 231.0 10*3/uL 150.0-450.0"),
                brazilian.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.unit() + " " + a.low() + "-" + a.high())
                        .toList());
        assertTrue(
                brazilian.analytes().stream().allMatch(a -> a.doubt() == null && "NORMAL".equals(a.flag())),
                () -> brazilian.analytes().toString());
        ExtractedReport american = parse(
                "Test | Result | Units | Reference Range",
                "RBC | 4.50 | mil/uL | 4.20-5.80",
                "WBC | 6.2 | K/uL | 4.0-10.5",
                "Platelets | 245 | K/uL | 150-400");
        assertEquals(
                List.of("10*6/uL", "10*3/uL", "10*3/uL"),
                american.analytes().stream().map(ExtractedAnalyte::unit).toList());
        assertTrue(american.analytes().stream().allMatch(a -> a.doubt() == null));
        // the page's language reads "mil" as thousands, which no red cell count is: millions, with a doubt
        ExtractedReport misprinted = parse(
                "Exame | Resultado | Unidade | Valores de referência",
                "Hemácias | 4,71 | mil/uL | 4,50 a 5,90",
                "Plaquetas | 231 | mil/uL | 150 a 450");
        ExtractedAnalyte redCells = misprinted.analytes().get(0);
        assertEquals("10*6/uL", redCells.unit());
        assertNotNull(redCells.doubt());
        // no language the page's words tell: the bounds choose, and where both readings are possible the
        // unit is doubted (0.30 is a white cell count in thousands and in millions alike)
        ExtractedReport unknown = parse("WBC 0.30 mil/uL 4.0 - 11.0", "Platelets 231 mil/uL 150 - 450");
        ExtractedAnalyte whiteCells = unknown.analytes().get(0);
        assertEquals(0.30, whiteCells.value());
        assertNotNull(whiteCells.doubt(), () -> unknown.analytes().toString());
        ExtractedAnalyte platelets = unknown.analytes().get(1);
        assertEquals("10*3/uL", platelets.unit());
        assertNull(platelets.doubt());
        // scale words no units table lists, in the languages that print them
        ExtractedReport spelledOut = parse(
                "Esame | Risultato | Unità | Valori di riferimento",
                "Globuli rossi | 4,71 | milioni/mmc | 4,20 - 5,80",
                "Piastrine | 231 | migliaia/mmc | 150 - 450",
                "Trombocyten | 198 | duizend/µl | 150 - 400",
                "Plaquetas | 305 | miles/mm3 | 150 - 400",
                "Plaquettes | 276 | milliers/mm3 | 150 - 400");
        assertEquals(
                List.of("4.71 10*6/uL", "231.0 10*3/uL", "198.0 10*3/uL", "305.0 10*3/uL", "276.0 10*3/uL"),
                spelledOut.analytes().stream()
                        .map(a -> a.value() + " " + a.unit())
                        .toList());
        assertTrue(spelledOut.analytes().stream().allMatch(a -> a.doubt() == null));
        assertTrue(Stream.of(brazilian, misprinted, unknown)
                .flatMap(r -> r.analytes().stream())
                .filter(a -> "platelets".equals(a.name()) || "WBC".equals(a.name()))
                .noneMatch(a -> "10*6/uL".equals(a.unit()) && a.doubt() == null));
    }

    /**
     * A scale word in brackets after a count's name ("Hemácias (milhões)....: 4,62 /mm3", "Erythrozyten
     * (Mio)  4,62  /µl") scales its bare per-microlitre unit: 4.62 10*6/uL, never 4.62 per microlitre. A
     * unit that prints its own scale keeps it.
     */
    @Test
    void aScaleWordInBracketsAfterTheNameScalesTheUnit() {
        ExtractedReport brazilian = parse(
                "ERITROGRAMA",
                "Hemácias (milhões)....: 4,62 /mm3 4,30 a 5,70",
                "Hemoglobina...........: 13,9 g/dL 13,5 a 17,5",
                "Leucócitos (mil).........: 6,8 /mm3 3,6 a 11,0",
                "Plaquetas (mil)..........: 254 /mm3 150 a 450");
        assertEquals(
                List.of(
                        "RBC Hemácias 4.62 10*6/uL 4.3-5.7",
                        "hemoglobin Hemoglobina 13.9 g/dL 13.5-17.5",
                        "WBC Leucócitos 6.8 10*3/uL 3.6-11.0",
                        "platelets Plaquetas 254.0 10*3/uL 150.0-450.0"),
                brazilian.analytes().stream()
                        .map(a -> a.name() + " " + a.printedName() + " " + a.value() + " " + a.unit() + " " + a.low()
                                + "-" + a.high())
                        .toList());
        assertTrue(
                brazilian.analytes().stream().allMatch(a -> a.doubt() == null),
                () -> brazilian.analytes().toString());
        ExtractedReport german = parse(
                "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                "Erythrozyten (Mio) | 4,62 | /µl | 4,3 - 5,7",
                "Thrombozyten (Tsd) | 254 | /µl | 150 - 400",
                "Leukozyten (Tsd) | 6,8 | 10^3/µL | 4,0 - 10,0");
        assertEquals(
                List.of("4.62 10*6/uL", "254.0 10*3/uL", "6.8 10*3/uL"),
                german.analytes().stream().map(a -> a.value() + " " + a.unit()).toList());
        assertTrue(german.analytes().stream().allMatch(a -> a.doubt() == null));
        // a unit in brackets after the name is the row's unit, its scale with it
        ExtractedReport unitInBrackets = parse(
                "Exame | Resultado | Valores de referência",
                "Hemácias (milhões/mm3) | 4,62 | 4,30 a 5,70",
                "Plaquetas (x1000/mm3) | 254 | 150 a 450");
        assertEquals(
                List.of("4.62 10*6/uL", "254.0 10*3/uL"),
                unitInBrackets.analytes().stream()
                        .map(a -> a.value() + " " + a.unit())
                        .toList());
        assertTrue(
                Stream.of(brazilian, german).flatMap(r -> r.analytes().stream()).noneMatch(a -> "/uL"
                        .equals(a.unit())));
    }

    /**
     * A percentage, then a count, and one range, the count's ("Neutrofilos  61.0  3.843  2.1 a 7.6", a
     * Spanish hemogram): the range is the count's (usual for it, the count within ten times of it, the
     * percentage outside it, the two making a white cell count a person may have); the percentage is
     * given without a range or a flag. A previous result beside the value is no count.
     */
    @Test
    void aPercentageThenACountWithOnlyTheCountsRange() {
        ExtractedReport report = parse(
                "Parámetro | Resultado | Unidades | Valores de referencia",
                "Hemoglobina | 14.2 | g/dL | 13.0 - 17.0",
                "Leucocitos | 6.30 | x10^3/µL | 4.0 - 11.0",
                "Neutrofilos | 61.0 | 3.843 | 2.1 a 7.6",
                "Linfocitos | 28.5 | 1.796 | 1.0 a 4.0",
                "Eosinofilos | 2.8 | 0.176 | 0.0 a 0.5");
        assertEquals(
                List.of(
                        "hemoglobin 14.2 13.0-17.0 NORMAL",
                        "WBC 6.3 4.0-11.0 NORMAL",
                        "neutrophils % 61.0 null-null null",
                        "neutrophils absolute 3.843 2.1-7.6 NORMAL",
                        "lymphocytes % 28.5 null-null null",
                        "lymphocytes absolute 1.796 1.0-4.0 NORMAL",
                        "eosinophils % 2.8 null-null null",
                        "eosinophils absolute 0.176 0.0-0.5 NORMAL"),
                report.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.low() + "-" + a.high() + " " + a.flag())
                        .toList());
        // the counts' ranges identify them; the percentages, with neither unit nor range, are doubted
        assertTrue(report.analytes().stream()
                .filter(a -> a.name().endsWith("absolute"))
                .allMatch(a -> a.doubt() == null));
        assertTrue(report.analytes().stream()
                .filter(a -> a.name().endsWith("%"))
                .allMatch(a -> a.doubt() != null && a.unit() == null));
        assertTrue(report.analytes().stream().noneMatch(a -> a.value() == 61.0 && a.low() != null));
        // a previous result beside the value is no count: one value per row
        ExtractedReport previous = parse(
                "Parámetro | Resultado | Unidades | Valores de referencia",
                "Hemoglobina | 14.2 | g/dL | 13.0 - 17.0",
                "Neutrofilos | 61.0 | 58.0 | 40 a 75",
                "Eosinofilos | 0.2 | 0.3 | 0.0 a 0.5");
        assertEquals(
                List.of("hemoglobin 14.2", "neutrophils % 61.0", "eosinophils absolute 0.2"),
                previous.analytes().stream()
                        .map(a -> a.name() + " " + a.value())
                        .toList());
    }

    /**
     * Counts per microlitre grouped by a dot ("6.400 /mm3  4.000 a 10.000") on a page with no decimal
     * comma to tell its style: read as decimals they are no person's counts (6.4 white cells per
     * microlitre, given with a doubt), read as thousands they are; their ranges alike.
     */
    @Test
    void aDotGroupedCountOnAPageWithoutDecimalCommas() {
        ExtractedReport report = parse(
                "LEUCOGRAMA",
                "Leucócitos............: 6.400 /mm3 4.000 a 10.000",
                "Neutrófilos...........: 62 % 3.968 /mm3 1.800 a 7.500",
                "Eosinófilos...........: 3 % 192 /mm3 0 a 500");
        assertEquals(
                List.of(
                        "WBC 6400.0 /uL 4000.0-10000.0",
                        "neutrophils % 62.0 % null-null",
                        "neutrophils absolute 3968.0 /uL 1800.0-7500.0",
                        "eosinophils % 3.0 % null-null",
                        "eosinophils absolute 192.0 /uL 0.0-500.0"),
                report.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.unit() + " " + a.low() + "-" + a.high())
                        .toList());
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null), () -> report.analytes()
                .toString());
    }

    /**
     * A second value in brackets with its own unit, between the value and the row's unit ("Neutrófilos
     * 4,1 (62,0 %) x10^3/µL 1,5 - 7,5"): the value is in the row's unit, never the bracket's; the bracketed
     * value is the name's other test where it has one (the percentage, without the count's range), and
     * nothing where it has none (hemoglobin's value in mmol/L).
     */
    @Test
    void aSecondValueInBracketsIsInItsOwnUnit() {
        ExtractedReport report = parse(
                "Parámetro|Resultado|Unidades|Valores de referencia",
                "Neutrófilos|4,1 (62,0 %)|x10^3/µL|1,5 - 7,5",
                "Hemoglobina|14,1 (8,7 mmol/L)|g/dL|13,0 - 17,0");
        assertEquals(
                List.of(
                        "neutrophils absolute 4.1 10*3/uL 1.5-7.5",
                        "neutrophils % 62.0 % null-null",
                        "hemoglobin 14.1 g/dL 13.0-17.0"),
                report.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.unit() + " " + a.low() + "-" + a.high())
                        .toList());
        assertTrue(report.analytes().stream().noneMatch(a -> a.value() == 4.1 && "%".equals(a.unit())));
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null));
    }

    /**
     * A differential's count and percentage on one row in less common orders: the percentage with its
     * unit between the count and the count's unit ("NEU  4,12  59,5 %  tys/µl"), or the percentage with
     * its range first, unitless, then the count in its unit ("relativ | Ref. (%) | absolut | Einheit |
     * Ref."): each value is its own test, never the count read as a percentage.
     */
    @Test
    void aDifferentialsCountAndPercentageInOtherOrders() {
        ExtractedReport polish = parse(
                "Badanie|Wynik|%|Jednostka|Zakres",
                "NEU - neutrofile|4,12|59,5 %|tys/µl|1,8 - 7,7", "LYM - limfocyty|2,01|29,0 %|tys/µl|1,0 - 4,5");
        ExtractedReport german = parse(
                "Differentialblutbild|relativ|Ref. (%)|absolut|Einheit|Ref.",
                "Neutrophile|58,2|40 - 75|3,95|/nl|1,8 - 7,7", "Lymphozyten|30,1|20 - 45|2,04|/nl|1,0 - 4,8");
        assertEquals(
                List.of(
                        "neutrophils absolute 4.12 10*3/uL 1.8-7.7",
                        "neutrophils % 59.5 % null-null",
                        "lymphocytes absolute 2.01 10*3/uL 1.0-4.5",
                        "lymphocytes % 29.0 % null-null"),
                polish.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.unit() + " " + a.low() + "-" + a.high())
                        .toList(),
                polish::toString);
        assertEquals(
                List.of(
                        "neutrophils % 58.2 40.0-75.0",
                        "neutrophils absolute 3.95 1.8-7.7",
                        "lymphocytes % 30.1 20.0-45.0",
                        "lymphocytes absolute 2.04 1.0-4.8"),
                german.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.low() + "-" + a.high())
                        .toList(),
                german::toString);
        assertTrue(polish.analytes().stream().allMatch(a -> a.doubt() == null), polish::toString);
        assertTrue(german.analytes().stream().allMatch(a -> a.doubt() == null), german::toString);
    }
    /**
     * Columns each headed by a word and its date ("Vorbefund 17.10.2024  Aktuell 14.03.2025"), the
     * values under the word: the newest column's value is the result (every row was lost, the value
     * taken as the older column's).
     */
    @Test
    void columnsHeadedByAWordAndItsDate() {
        ExtractedReport report = PARSER.parse(List.of(
                placed(
                        "Analyt@0",
                        "Vorbefund@110",
                        "17.10.2024@170",
                        "Aktuell@250",
                        "14.03.2025@295",
                        "Einheit@370",
                        "Norm@420"),
                placed("Hämoglobin@0", "12,3@110", "12,4@250", "g/dl@370", "12,0@420", "-@446", "16,0@452"),
                placed("Kreatinin@0", "0,95@110", "1,04@250", "mg/dl@370", "0,50@420", "-@446", "1,10@452")));
        assertEquals(
                List.of("718-7 12.4 12,0 - 16,0", "2160-0 1.04 0,50 - 1,10"),
                report.analytes().stream()
                        .filter(a -> a.doubt() == null)
                        .map(a -> a.code() + " " + a.value() + " " + a.rangeText())
                        .toList(),
                report::toString);
    }

    /** A flag printed after the previous result ("Precedente ... 11,5 L") is that result's, never the row's (it was low, in doubt). */
    @Test
    void aFlagAfterThePreviousResultIsNotTheRows() {
        ExtractedReport report = parse(
                "Esame|Risultato|U.M.|Valori di riferimento|Precedente",
                "Globuli rossi|4,71|x10^6/µL|4,20 - 5,40|3,99 L",
                "Emoglobina|14,2|g/dL|12,0 - 16,0|11,5 L");
        assertEquals(
                List.of("4.71 NORMAL null", "14.2 NORMAL null"),
                report.analytes().stream()
                        .map(a -> a.value() + " " + a.flag() + " " + a.doubt())
                        .toList(),
                report::toString);
    }

    /** A result below detection in words ("n.n.", "unter der Nachweisgrenze", "undetectable", "indétectable"): negative (the rows were lost). */
    @Test
    void aResultBelowDetectionInWords() {
        ExtractedReport report = parse(
                "Test|Ergebnis|Einheit|Referenz",
                "Troponin T hs|n.n.|ng/l|< 14",
                "Procalcitonin|unter der Nachweisgrenze|ng/mL|< 0,50",
                "Troponine T hs|indétectable|ng/L|< 14",
                "Glucose|95|mg/dL|70 - 99");
        assertEquals(
                List.of("negative", "negative", "negative", "null"),
                report.analytes().stream().map(a -> String.valueOf(a.text())).toList(),
                report::toString);
    }

    /**
     * Tests whose name differs from another's by one qualifier: an eGFR from cystatin C, or from
     * creatinine and cystatin C, is not the creatinine eGFR (it was given that code, sure); a D-dimer
     * in D-dimer units (DDU) is not the fibrinogen-equivalent one (FEU).
     */
    @Test
    void anEgfrFromCystatinCAndADDimerInDdu() {
        ExtractedReport report = parse(
                "Test|Result|Unit|Reference",
                "eGFR (CKD-EPI)|58 L|mL/min/1.73m2|> 90",
                "eGFR Cystatin C (CKD-EPI)|64 L|mL/min/1.73m2|> 90",
                "eGFR (CKD-EPI cystatin C)|35 L|mL/min/1.73m2|> 90",
                "eGFR (creatinine-cystatin C)|33 L|mL/min/1.73m2|> 90",
                "D-dimer|310 H|ng/mL DDU|up to 230",
                "D-Dimer|0,38|mg/L FEU|< 0,50");
        assertEquals(
                List.of(
                        "98979-8 58.0",
                        "50210-4 64.0",
                        "50210-4 35.0",
                        "98980-6 33.0",
                        "48066-5 310.0",
                        "48065-7 0.38"),
                report.analytes().stream().map(a -> a.code() + " " + a.value()).toList(),
                report::toString);
    }

    /** A bound in words in brackets after the unit ("(bis 5,0)", "(up to 150)", "(v.r. fino a 40)"): the range (it was lost). */
    @Test
    void aBoundInWordsInBrackets() {
        ExtractedReport report = parse(
                "CRP: 3,1 mg/l (bis 5,0)",
                "Triglyceride: 120 mg/dl (up to 150)",
                "ALT: 22 U/L (v.r. fino a 40)",
                "Ferritin: 45 ng/mL (15-150)");
        assertEquals(
                List.of("5.0", "150.0", "40.0", "150.0"),
                report.analytes().stream().map(a -> String.valueOf(a.high())).toList(),
                report::toString);
    }

    /** A flag word that starts a risk category's label ("Baixo risco: < 130") is no flag (LDL 138 was low). */
    @Test
    void aFlagWordStartingALabelIsNoFlag() {
        ExtractedReport report = parse(
                "Exame|Resultado|Unidade|Referência",
                "Colesterol LDL|138|mg/dL|Baixo risco: < 130",
                "Glicose|92|mg/dL|70 a 99");
        assertNotEquals("LOW", report.analytes().get(0).flag(), report::toString);
        assertEquals(138.0, report.analytes().get(0).value());
    }

    /**
     * Rows whose ranges for groups of people stand on lines of their own ("Follicular phase 3.5 -
     * 12.5", four to a row): those lines are the row's, no gap between tables (LH, whose ranges put
     * it five lines from FSH, was lost as a name and a number outside any table).
     */
    @Test
    void rangesForGroupsOnLinesOfTheirOwnKeepTheRowsInOneTable() {
        ExtractedReport report = parse(
                "FSH: 6.2 IU/L",
                "Follicular phase 3.5 - 12.5",
                "Ovulation 4.7 - 21.5",
                "Luteal phase 1.7 - 7.7",
                "Postmenopausal 25.8 - 134.8",
                "LH: 4.8 IU/L",
                "Follicular phase 2.4 - 12.6",
                "Ovulation 14.0 - 95.6",
                "Luteal phase 1.0 - 11.4",
                "Postmenopausal 7.7 - 58.5",
                "TSH: 1.84 mIU/L (0.27 - 4.20)");
        assertEquals(
                List.of("15067-2 6.2 null", "10501-5 4.8 null", "3016-3 1.84 4.2"),
                report.analytes().stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.high())
                        .toList(),
                report::toString);
    }

    /** A range in square brackets with a semicolon, as French labs print it ("[45 ; 90]", "[136;145]"): it was lost, and a marked value flagged only abnormal. */
    @Test
    void aRangeInSquareBracketsWithASemicolon() {
        ExtractedReport report = parse(
                "Analyse|Résultat|Unité|Valeurs de référence",
                "CREA|34 *|µmol/L|[45 ; 90]",
                "Sodium|140|mmol/L|[136;145]");
        assertEquals(
                List.of("45.0 90.0 LOW", "136.0 145.0 NORMAL"),
                report.analytes().stream()
                        .map(a -> a.low() + " " + a.high() + " " + a.flag())
                        .toList(),
                report::toString);
    }

    /**
     * "Result | Previous Result | Units": the result's head and the next column's first word are two
     * columns, not one "Result Previous" head; the earlier value beside the result is never the result.
     */
    @Test
    void aPreviousResultColumnRightAfterTheResult() {
        for (String header : List.of(
                "Test|Result|Previous Result|Units|Reference",
                "Prueba|Resultado|Resultado anterior|Unidades|Referencia")) {
            ExtractedReport report = parse(header, "Glucose|95|102|mg/dL|70-99", "Sodium|139|141|mmol/L|135-145");
            assertEquals(values("glucose=95.0", "sodium=139.0"), values(report.analytes()), header);
            assertEquals("NORMAL", report.analytes().get(0).flag(), header);
        }
    }

    /**
     * A power of ten printed with the value whose unit stands in the units column after the range
     * ("6.20*10**3 | 4.40 — 11.30 | 1/µl", a Polish lab's): the value in that scale, never "1 /µl".
     */
    @Test
    void aPowerOfTenWhoseUnitIsInTheUnitsColumn() {
        ExtractedReport report = parse(
                "Tests|Result|Reference Range|Units",
                "Krwinki białe (WBC)|6.20*10**3|4.40 — 11.30|1/µl",
                "Krwinki czerwone (RBC)|4.81*10**6|4.00 — 5.60|1/µl",
                "Płytki krwi|262*10**3|150 — 400|1/µl");
        assertEquals(
                List.of("WBC 6.2 10*3/uL 4.4", "RBC 4.81 10*6/uL 4.0", "platelets 262.0 10*3/uL 150.0"),
                report.analytes().stream()
                        .map(a -> a.name() + " " + a.value() + " " + a.unit() + " " + a.low())
                        .toList());
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null && "NORMAL".equals(a.flag())));
    }

    /**
     * One test to a block, its result after a label ("Resultado......: 92 mg/dL", "RESULTADO.......
     * 41 mg/dL (11-53)", "Result: 5.4 mmol/L"), under a heading that names the test, with a specimen's
     * or method's line between: the heading's test, under the heading's name. A label is never a test's
     * name, and a heading that is another test's row (a value on it) names no label below it.
     */
    @Test
    void aResultLabelledUnderItsTestsHeading() {
        ExtractedReport report = parse(
                "GLICOSE",
                "Material: Soro",
                "Método: Enzimático",
                "Resultado......: 92 mg/dL Valor de referência: 70 a 99 mg/dL",
                "COLESTEROL TOTAL",
                "Resultado......: 212 mg/dL Valor de referência: inferior a 190 mg/dL",
                "UREA / SUERO",
                "Química seca - Espectrofotometría",
                "RESULTADO........................ 41 mg/dL (11-53)",
                "GLUCOSE, FASTING",
                "Specimen: Serum",
                "Result: 5.4 mmol/L Reference range: 3.9 - 5.6 mmol/L");
        assertEquals(
                List.of(
                        "GLICOSE glucose 92.0 mg/dL 70.0-99.0 NORMAL",
                        "COLESTEROL TOTAL total cholesterol 212.0 mg/dL null-190.0 HIGH",
                        "UREA urea 41.0 mg/dL 11.0-53.0 NORMAL",
                        "GLUCOSE, FASTING glucose 5.4 mmol/L 3.9-5.6 NORMAL"),
                report.analytes().stream()
                        .map(a -> a.printedName() + " " + a.name() + " " + a.value() + " " + a.unit() + " " + a.low()
                                + "-" + a.high() + " " + a.flag())
                        .toList());
        assertTrue(report.analytes().stream().allMatch(a -> a.doubt() == null));
        ExtractedReport belowARow = parse(
                "Test|Result|Units|Reference",
                "Ferritin|45|ng/mL|30-400",
                "Result: 12 ng/mL",
                "Glucose|88|mg/dL|70-99");
        assertEquals(values("ferritin=45.0", "glucose=88.0"), values(belowARow.analytes()));
    }

    private static List<String> values(String... values) {
        return List.of(values);
    }

    /** "name=value", the value as printed where it has a comparator. */
    private static List<String> values(List<ExtractedAnalyte> analytes) {
        return analytes.stream()
                .map(a -> a.name() + "=" + (a.valueText().startsWith("<") ? a.valueText() : a.value()))
                .toList();
    }

    /**
     * A Brazilian lab prints each test as a block: the result, then its range on a line of its own after
     * a label. The range is the row's, and its flag follows; a line with ranges by sex, or a range in
     * another unit than the result's, gives none.
     */
    @Test
    void aRangeOnALabelledLineBelowIsTheRowsRange() {
        ExtractedReport report = parse(
                "Laboratório Bioclínico",
                "Data da coleta: 05/03/2026",
                "GLICOSE",
                "Material: Soro",
                "Resultado: 89 mg/dL",
                "Valores de referência: 70 a 99 mg/dL",
                "UREIA | 55 mg/dL",
                "Valor de referência: 15 a 45 mg/dL",
                "COLESTEROL TOTAL | 232 mg/dL",
                "Valores de referência: Desejável: inferior a 190 mg/dL",
                "CREATININA | 1,32 mg/dL",
                "Valores de referência: Homens: 0,70 a 1,30 mg/dL Mulheres: 0,50 a 1,10 mg/dL",
                "ÁCIDO ÚRICO | 7,9 mg/dL",
                "Valor de referência: 0,14 a 0,42 mmol/L");
        List<ExtractedAnalyte> read = report.analytes();
        assertEquals(5, read.size(), read::toString);
        assertEquals(
                List.of(70.0, 99.0, "NORMAL"),
                List.of(read.get(0).low(), read.get(0).high(), read.get(0).flag()));
        assertEquals(
                List.of(15.0, 45.0, "HIGH"),
                List.of(read.get(1).low(), read.get(1).high(), read.get(1).flag()));
        assertEquals(190.0, read.get(2).high());
        assertEquals("HIGH", read.get(2).flag());
        for (ExtractedAnalyte unranged : read.subList(3, 5)) {
            assertNull(unranged.rangeText(), unranged::toString);
            assertNull(unranged.flag(), unranged::toString);
        }
        assertTrue(read.stream().allMatch(analyte -> analyte.doubt() == null), read::toString);
    }

    /** Portugal's word for the sample's collection is "colheita", Brazil's "coleta". */
    @Test
    void aEuropeanPortugueseCollectionDate() {
        ExtractedReport report = parse(
                "Centro de Análises Clínicas",
                "Data de emissão: 09-03-2026",
                "Data de colheita: 05-03-2026",
                "Hemoglobina | 14,2 g/dl | [13,0 - 17,0]");
        assertEquals(LocalDate.of(2026, 3, 5), report.collectedAt());
    }

    /**
     * OCR reads a unit's last letter as a bracket ("g/]" for g/l) and the unit is guessed among the
     * test's units. A range that fits another of them as printed (120-160 is hemoglobin in g/L) says
     * the guess is wrong: the range is not "repaired" to the guess (12-16 g/dL, which flagged 126 as
     * high and made albumin's 35 a 3.5), the range's unit is taken, with a doubt.
     */
    @Test
    void aGuessedUnitGivesWayToTheUnitThePrintedRangeFits() {
        ExtractedReport report = parseScan(
                "Hämoglobin | 126 | g/] | 120-160",
                "Albumin | 35 | g/] | 34-48",
                "Hämoglobin | 12,6 | g/] | 12,0-16,0");
        List<ExtractedAnalyte> read = report.analytes();
        assertEquals(3, read.size(), read::toString);
        for (ExtractedAnalyte inGramsPerLitre : read.subList(0, 2)) {
            assertEquals("g/L", inGramsPerLitre.unit(), inGramsPerLitre::toString);
            assertEquals("NORMAL", inGramsPerLitre.flag(), inGramsPerLitre::toString);
            assertEquals(Double.parseDouble(inGramsPerLitre.valueText()), inGramsPerLitre.value());
            assertNotNull(inGramsPerLitre.doubt());
        }
        assertEquals(
                List.of(120.0, 160.0), List.of(read.get(0).low(), read.get(0).high()));
        assertEquals("g/dL", read.get(2).unit(), read.get(2)::toString);
    }

    /**
     * A test whose results print no unit (INR, pH, a ratio) shows its row is a result by its range
     * alone: a page whose only readable row is "INR 2.00-4.00 0,92" (a coagulation report whose other
     * values a scan lost) gives it, as a row with a unit and a range would.
     */
    @Test
    void aRowOfATestThatPrintsNoUnitIsATableByItsRange() {
        List<ExtractedAnalyte> read = parseScan(
                        "Gerinnung", "Quick | 70-120 | 4% il?", "INR | 2.00-4.00 | 0,92", "Thrombinzeit 1 (3E)")
                .analytes();
        assertEquals(1, read.size(), read::toString);
        assertEquals("6301-6", read.get(0).code());
        assertEquals(0.92, read.get(0).value());
        assertEquals(List.of(2.0, 4.0), List.of(read.get(0).low(), read.get(0).high()));
        assertTrue(parse("Befund", "INR | 0,92 |").analytes().isEmpty(), "a name and a number alone are no table");
    }

    /** Specks after a scanned value read as a run of dots ("126...", "4,1..") leave the value as printed. */
    @Test
    void aRunOfSpecksAfterAScannedValueIsNoPartOfIt() {
        List<ExtractedAnalyte> read = parseScan(
                        "Hämoglobin | 126... | g/l | 120-160",
                        "Natrium | 132.. | mmol/l | 136-145",
                        "Kalium | 4,1… | mmol/l | 3,6-5,1")
                .analytes();
        assertEquals(
                List.of(126.0, 132.0, 4.1),
                read.stream().map(ExtractedAnalyte::value).toList(),
                read::toString);
        assertEquals("LOW", read.get(1).flag());
    }

    /**
     * Issue 54 item 4: a blood gas section's bare "pH" is the blood's pH, in each specimen column of
     * its own; outside such a section (and in a urinalysis) it is no blood test.
     */
    @Test
    void aBloodGasSectionsBarePhIsTheBloods() {
        List<ExtractedAnalyte> read = parse(
                        "Blutgasanalyse",
                        "Untersuchung | Ergebnis | Einheit | Referenz",
                        "pCO2 | 40 | mmHg | 35 - 45",
                        "pH | 7,456 | | 7,35 - 7,45",
                        "Bicarbonat | 24 | mmol/l | 22 - 26",
                        "Klinische Chemie",
                        "pH | 7,40 | | 7,35 - 7,45")
                .analytes();
        assertEquals(
                List.of("2019-8", "2744-1", "2028-9"),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
        assertEquals(7.456, read.get(1).value());
        assertEquals("HIGH", read.get(1).flag());
        List<ExtractedAnalyte> columns = parse(
                        "Blood gas | Venous | Arterial | Units | Reference",
                        "pH | 7.36 | 7.42 | | 7.35 - 7.45",
                        "pCO2 | 46 | 40 | mmHg | 35 - 45")
                .analytes();
        assertEquals(
                List.of(7.36, 7.42),
                List.of(columns.get(0).value(), columns.get(1).value()),
                columns::toString);
        assertEquals("2744-1", columns.get(1).code());
    }

    /**
     * A blood gas's base excess: "BE" alone is it in a blood gas section (it was lost); its value may
     * carry a plus ("+1,2" was lost and the range's "-2" given as the value, sure) and its range signed
     * bounds ("-2 à +2", "-3,0 bis +3,0": no range was read), against which a value just outside is no
     * misreading. A heading whose specimen words stand a word space apart ("Gaz du sang artériel") is
     * a phrase, no specimen columns (each row was read twice).
     */
    @Test
    void aBloodGasBaseExcessWithSignedValuesAndRanges() {
        ExtractedReport french = parse("Gaz du sang artériel", "pH|7,38||7,35 - 7,45", "BE|+1,2|mmol/L|-2 à +2");
        ExtractedReport german = parse("Blutgasanalyse", "BE|-3,5|mmol/l|-3,0 bis +3,0", "ABE|-0,8|mmol/l|-2 - +3");
        assertEquals(
                List.of("2744-1 7.38 7.35 7.45 NORMAL", "1925-7 1.2 -2.0 2.0 NORMAL"),
                french.analytes().stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.low() + " " + a.high() + " " + a.flag())
                        .toList(),
                french::toString);
        assertEquals(
                List.of("1925-7 -3.5 -3.0 3.0 LOW", "1925-7 -0.8 -2.0 3.0 NORMAL"),
                german.analytes().stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.low() + " " + a.high() + " " + a.flag())
                        .toList(),
                german::toString);
        assertTrue(french.analytes().stream().allMatch(a -> a.doubt() == null), french::toString);
        assertTrue(german.analytes().stream().allMatch(a -> a.doubt() == null), german::toString);
    }

    /** OCR's brace for a name's lower-case f: "{T4" is free T4, not total T4 with its unit pulled to µg/dL. */
    @Test
    void aBraceForAnFAtAScannedNamesStart() {
        List<ExtractedAnalyte> read = parseScan(
                        "TSH basal | 0,19 | L | µU/ml | 0,27 - 4,20",
                        "{T4 | 1,29 | | ng/dl | 0,93 - 1,70",
                        "{T3 | 3,1 | | pg/ml | 2,0 - 4,4")
                .analytes();
        assertEquals(
                List.of("3016-3", "3024-7", "3051-0"),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
        assertEquals("ng/dL", read.get(1).unit());
        assertEquals("pg/mL", read.get(2).unit());
    }

    /**
     * A dipstick's list under a urinalysis heading prints neither units nor ranges: its rows, read as
     * urine tests, are a table of their own; its colour and appearance end no section. A letter's
     * "urine pH 6" is still none.
     */
    @Test
    void aUrinalysisWithoutUnitsOrRangesIsATable() {
        List<ExtractedAnalyte> read = parse(
                        "Urinalysis",
                        "Colour | Yellow",
                        "Appearance | Clear",
                        "Specific Gravity | 1.020",
                        "pH | 6.0",
                        "Protein | Negative",
                        "Glucose | Negative")
                .analytes();
        assertEquals(
                List.of("5811-5", "5803-2", "2888-6", "2350-7"),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
        assertEquals(6.0, read.get(1).value());
        assertTrue(parse("Dear patient,", "We measured your urine pH 6 and your glucose 98 yesterday.")
                .analytes()
                .isEmpty());
    }

    /**
     * A name the catalogue knows whole, printed hyphenated ("amino-transférase", or "amino- transférase"
     * where a cell wrapped), is the name; a name it lacks, followed by the test's abbreviation in
     * brackets, is the abbreviation's test (read approximately); a ratio's word in any language
     * ("Rapport", "Relación", "verhouding") before or after the names makes the row no test of theirs.
     */
    @Test
    void hyphenatedNamesAbbreviationsInBracketsAndRatioWords() {
        List<ExtractedAnalyte> read = parse(
                        "Analyse | Résultat | Unité | Valeurs de référence",
                        "Alanine amino-transférase | 30 | UI/L | < 41",
                        "Aspartate amino- transférase | 28 | UI/L | < 40",
                        "Gamma-glutamyl transpeptidase (GGT) | 45 | UI/L | 8 - 61",
                        "Hormone thyréotrope (TSH) | 1,2 | mUI/L | 0,4 - 4",
                        "Rapport albumine (ALB) | 1,2 | | 1 - 2",
                        "Albumine/Créatinine rapport | 12 | mg/g | < 30",
                        "Albumine/creatinine verhouding | 1,2 | mg/mmol | < 3")
                .analytes();
        assertEquals(
                Arrays.asList("1742-6", "1920-8", "2324-2", "3016-3", null, null, null),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
        assertEquals(
                List.of(30.0, 28.0, 45.0, 1.2),
                read.stream().limit(4).map(ExtractedAnalyte::value).toList());
        assertTrue(read.get(3).confidence() < 1, "a test named by its abbreviation alone is read approximately");
    }

    /**
     * A previous result's column headed by the word for "previous" alone, printed close to the result's
     * ("Precedente  Risultato", a word space or two apart), is a column of its own: the result is the
     * value under "Risultato", not the first number of the row.
     */
    @Test
    void aPreviousResultsColumnLeftOfTheResultsIsNotTheResult() {
        List<TextLine> lines = List.of(
                placed(
                        "Test@40",
                        "Precedente@220",
                        "Risultato@290",
                        "U.M.@350",
                        "Valori@430",
                        "di@463",
                        "riferimento@476"),
                placed("Glucosio@40", "98@220", "142@290", "mg/dL@350", "70@430", "-@444", "100@450"),
                placed("Ferritina@40", "45@220", "8@290", "ng/mL@350", "30@430", "-@444", "400@450"));
        List<ExtractedAnalyte> read = PARSER.parse(lines).analytes();
        assertEquals(
                List.of(142.0, 8.0), read.stream().map(ExtractedAnalyte::value).toList(), read::toString);
        assertEquals(
                List.of("HIGH", "LOW"),
                read.stream().map(ExtractedAnalyte::flag).toList());
    }

    /** Two numbers before the unit and no header to tell which is the result: the first, with a doubt. */
    @Test
    void twoNumbersBeforeTheUnitWithoutAHeaderAreADoubt() {
        List<ExtractedAnalyte> read = parse(
                        "Glucosio 98 142 mg/dL 70 - 100",
                        "Emoglobina 13,4 10,2 g/dL 13,5 - 17,5",
                        "Glucose 01 95 mg/dL 70 - 100")
                .analytes();
        assertNotNull(read.get(0).doubt(), read::toString);
        assertNotNull(read.get(1).doubt());
        assertNull(read.get(2).doubt(), "a lab's code before the value is no second result");
    }

    /**
     * Bounds in words of up to four ("Menor o igual a 200", "Maior ou igual a 40", "Mayor a 40") are
     * read; the "a" of such words is no flag A (abnormal), although a lone A after a value or its unit
     * is one.
     */
    @Test
    void boundsOfSeveralWordsAndThePrepositionA() {
        List<ExtractedAnalyte> read = parse(
                        "Prueba | Resultado | Unidades | Valores de referencia",
                        "Colesterol total | 180 | mg/dL | Menor o igual a 200",
                        "Colesterol HDL | 52 | mg/dL | Mayor a 40",
                        "Colesterol LDL | 120 | mg/dL | Maior ou igual a 130",
                        "Triglicéridos | 120 | mg/dL | Igual o menor a 150")
                .analytes();
        assertEquals(
                Arrays.asList(200.0, null, null, 150.0),
                read.stream().map(ExtractedAnalyte::high).toList(),
                read::toString);
        assertEquals(
                Arrays.asList(null, 40.0, 130.0, null),
                read.stream().map(ExtractedAnalyte::low).toList());
        assertEquals(
                Arrays.asList("NORMAL", "NORMAL", "LOW", "NORMAL"),
                read.stream().map(ExtractedAnalyte::flag).toList());
        ExtractedAnalyte flaggedA = parse(
                        "Test | Result | Flag | Units | Reference range", "Glucose | 140 | A | mg/dL | 70 - 99")
                .analytes()
                .get(0);
        assertEquals("ABNORMAL", flaggedA.flag());
    }

    /**
     * A range printed for one sex ("Uomini: 30 - 400", the women's on the line below) is no range of the
     * patient's, whose sex the report reader does not know: the value without a range or flag.
     */
    @Test
    void aRangeForOneSexIsNoRangeOfThePatients() {
        List<ExtractedAnalyte> read = parse(
                        "Esame | Risultato | U.M. | Valori di riferimento",
                        "FERRITINA | 25 | ng/mL | Uomini: 30 - 400",
                        " | | | Donne: 13 - 150",
                        "Ferritine | 25 | µg/L | Homme : 30 - 400",
                        "GLICEMIA | 90 | mg/dL | 70 - 110")
                .analytes();
        assertEquals(
                List.of(25.0, 25.0, 90.0),
                read.stream().map(ExtractedAnalyte::value).toList(),
                read::toString);
        assertEquals(
                Arrays.asList(null, null, "NORMAL"),
                read.stream().map(ExtractedAnalyte::flag).toList());
    }

    /** A row of its own with a range label ("Normal: menor a 150") is no range printed below the row above it. */
    @Test
    void aRowWithARangeLabelIsNoRangeOfTheRowAbove() {
        List<ExtractedAnalyte> read = parse(
                        "Prueba | Resultado | Unidades | Valores de referencia",
                        "Colesterol total | 180 | mg/dL |",
                        "Triglicéridos | 120 | mg/dL | Normal: menor a 150",
                        "Glucosa | 90 | mg/dL | 70 - 100")
                .analytes();
        assertEquals(
                List.of(180.0, 120.0, 90.0),
                read.stream().map(ExtractedAnalyte::value).toList(),
                read::toString);
        assertNull(read.get(0).rangeText());
        assertEquals(150.0, read.get(1).high());
    }

    /** A ligature drawn as one glyph ("ﬁ", "ﬂ") is its letters: "Neutróﬁlos" names neutrophils, "ﬂ" is fL. */
    @Test
    void ligaturesAreTheirLetters() {
        List<ExtractedAnalyte> read = parse(
                        "Prueba | Resultado | Unidades | Valores de referencia",
                        "Neutróﬁlos % | 71,4 | % | 40,0 - 75,0",
                        "VCM | 89 | ﬂ | 80 - 101")
                .analytes();
        assertEquals(
                List.of("770-8", "787-2"),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
        assertEquals("fL", read.get(1).unit());
        assertEquals("10⁹/L", new Word("10⁹/L", 0, 0, 1, 1).text(), "no other compatibility form is changed");
    }

    /**
     * Units and ranges as more labs print them: "g/100 mL", "x 10^6 /µL" in words, "mm/uur"; a range
     * between two dots ("[62..106]"), "kleiner 150". And "1.020" beside a range of whole numbers, read
     * as the page's decimal point says, is doubted: it may be a thousand grouped.
     */
    @Test
    void unitsAndRangesAsMoreLabsPrintThem() {
        List<ExtractedAnalyte> read = parse(
                        "Test | Result | Unit | Reference",
                        "Hémoglobine | 12,4 | g/100 mL | (12,0-16,0)",
                        "Hematíes | 4,61 | x 10^6 /µL | 4,00 - 5,20",
                        "BSE | 22 | mm/uur | < 20",
                        "Glucose | 95 | mg/dL | [62..106]",
                        "Triglyceride | 140 | mg/dl | kleiner 150")
                .analytes();
        assertEquals(
                List.of("g/dL", "10*6/uL", "mm/h", "mg/dL", "mg/dL"),
                read.stream().map(ExtractedAnalyte::unit).toList(),
                read::toString);
        assertEquals(
                List.of(62.0, 106.0), List.of(read.get(3).low(), read.get(3).high()));
        assertEquals(150.0, read.get(4).high());
        assertTrue(read.stream().allMatch(a -> a.doubt() == null), read::toString);
        List<ExtractedAnalyte> dotted = parse(
                        "Test | Result | Unit | Range",
                        "ALT | 1.020 | U/l | < 35",
                        "Glucose | 5.4 | mmol/l | 3.9 - 5.5",
                        "TSH | 1.950 | µIU/ml | 0.270 - 4.200")
                .analytes();
        assertTrue(dotted.get(0).doubt().contains("may be a thousands separator"), dotted::toString);
        assertNull(dotted.get(2).doubt(), "a range printed to three decimals allows a value printed so");
    }

    /**
     * A result printed twice on its row, in two units ("0,95 g/L  1,08 mmol/L"): the other unit's value
     * is kept beside the result and checked against it (by the test's molar mass); the one range is the
     * unit's it fits ("(3,89-6,11)" is the glucose's in mmol/L, so that value is the result).
     */
    @Test
    void aResultPrintedInTwoUnitsOnItsRow() {
        List<ExtractedAnalyte> read = parse(
                        "Analyse | Résultat | | Valeurs de référence",
                        "Triglycérides | 0,95 g/L | 1,08 mmol/L | (0,40-1,70)",
                        "Glycémie | 0,92 g/L | 5,11 mmol/L | (3,89-6,11)",
                        "Urée | 0,35 g/L | 9,9 mmol/L | (0,15-0,45)")
                .analytes();
        ExtractedAnalyte triglycerides = read.get(0);
        assertEquals(List.of(0.95, "g/L"), List.of(triglycerides.value(), triglycerides.unit()), read::toString);
        assertEquals(1.08, triglycerides.otherUnit().value());
        assertEquals("mmol/L", triglycerides.otherUnit().unit());
        assertNull(triglycerides.doubt());
        assertNull(triglycerides.rangeText(), "0,40-1,70 fits the triglycerides in g/L and in mmol/L: whose, unsaid");
        ExtractedAnalyte glucose = read.get(1);
        assertEquals(
                List.of(5.11, "mmol/L", 0.92),
                List.of(glucose.value(), glucose.unit(), glucose.otherUnit().value()));
        assertTrue(read.get(2).doubt().contains("does not match the same result printed as 9,9 mmol/L"));
    }

    /**
     * A count's range whose lower bound lies well below the usual one (monocytes "80 a 1.100" against
     * the usual 200-1000 /uL) still tells the count's test by its upper bound: both the percentage and
     * the count of a Brazilian leucogram's row are read, each with its range.
     */
    /**
     * A scan's colon for a decimal comma ("2:35 g/L 6,08 mmol/L") left a unit before the value read: the
     * unit after the value is its own, and its range, a g/L one, makes it a doubt; never 6,08 g/L sure.
     */
    @Test
    void aUnitBeforeTheValueGivesWayToTheUnitAfterIt() {
        ExtractedAnalyte cholesterol = parseScan(
                        "Analyse | Résultat | | Valeurs de référence",
                        "Cholestérol total | 2:35 g/L | 6,08 mmol/L | (<2,00)",
                        "Glycémie | 0,92 g/L | | (0,70-1,05)")
                .analytes()
                .get(0);
        assertEquals(6.08, cholesterol.value(), cholesterol::toString);
        assertTrue(cholesterol.doubt().contains("the unit was read as mmol/L"), cholesterol::toString);
    }

    @Test
    void aCountsLowLowerBoundStillTellsTheCount() {
        List<ExtractedAnalyte> read = parse(
                        "LEUCOGRAMA | % | /mm³ | Valores de referência",
                        "Linfócitos | 30,0 | 2.040 | 20 a 40 | 800 a 4.000",
                        "Monócitos | 7,0 | 476 | 2 a 10 | 80 a 1.100")
                .analytes();
        assertEquals(
                List.of("736-9", "731-0", "5905-5", "742-7"),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
        assertEquals(
                List.of(476.0, 80.0, 1100.0),
                List.of(read.get(3).value(), read.get(3).low(), read.get(3).high()));
    }

    /**
     * Dated columns after an undated result column hold earlier results, whether their dates head the
     * columns on the header's line or on a line below "Valori precedenti": the result is the value under
     * "Risultato" (the newest earlier column's value was given as the result, sure). A header of dates
     * alone is still a cumulative table's, its newest column the result.
     */
    @Test
    void datedColumnsAfterTheResultColumnAreEarlierResults() {
        for (ExtractedReport report : List.of(
                parse(
                        "Esame | Risultato | U.M. | Valori di riferimento | 05/01/2024 | 10/10/2023",
                        "Glucosio | 118 * | mg/dL | 70 - 110 | 104 | 99",
                        "Ferritina | 28 * | ng/mL | 30 - 400 | 35 | 41"),
                parse(
                        "Esame | Risultato | U.M. | Valori di riferimento | Valori precedenti",
                        " | | | | 05/01/2024 | 10/10/2023",
                        "Glucosio | 118 * | mg/dL | 70 - 110 | 104 | 99",
                        "Ferritina | 28 * | ng/mL | 30 - 400 | 35 | 41"))) {
            assertEquals(
                    List.of(118.0, 28.0),
                    report.analytes().stream().map(ExtractedAnalyte::value).toList(),
                    report::toString);
        }
        ExtractedReport cumulative = parse(
                "Untersuchung | 12.03.2024 | 03.01.2025 | Einheit | Referenz",
                "Hämoglobin | 13,2 | 14,1 | g/dl | 13,5 - 17,5",
                "Kreatinin | 1,0 | 0,9 | mg/dl | 0,7 - 1,2");
        assertEquals(
                List.of(14.1, 0.9),
                cumulative.analytes().stream().map(ExtractedAnalyte::value).toList());
    }

    /**
     * A footnote's lower-case a after a value ("1,85 (a)", "45 a") is no flag A; a dipstick's grade
     * ("(+)", "++") is the result, not the reference word beside it ("negativ" was given as the result).
     */
    @Test
    void footnoteLettersAndDipstickGrades() {
        List<ExtractedAnalyte> read = parse(
                        "Prueba | Resultado | Unidades | Valores de referencia",
                        "TSH | 1,85 (a) | mU/l | 0,27 - 4,20",
                        "Ferritina | 45 a | ng/mL | 22 - 275",
                        "Glucosa | 140 A | mg/dL | 70 - 99")
                .analytes();
        assertEquals(
                List.of("NORMAL", "NORMAL", "ABNORMAL"),
                read.stream().map(ExtractedAnalyte::flag).toList(),
                read::toString);
        ExtractedAnalyte glucose = parse(
                        "Urinstatus",
                        "Untersuchung | Ergebnis | Einheit | Referenz",
                        "Glukose (Urin) | (+) | mg/dl | negativ",
                        "Eiweiß (Urin) | negativ | mg/dl | negativ")
                .analytes()
                .get(0);
        assertEquals(
                List.of("2350-7", "(+)", "ABNORMAL"),
                Arrays.asList(glucose.code(), glucose.valueText(), glucose.flag()));
        // a strip's grade or word under a blood count's name is no blood count; a trace is a finding
        List<ExtractedAnalyte> strips = parse(
                        "Untersuchung | Ergebnis | Einheit | Referenz",
                        "Leukozyten (Urin) | ++ | /µl | negativ",
                        "Leucocytes (bandelette) | + | /µL | absence",
                        "Protein, urine | Trace | mg/dL | Negative",
                        "Kreatinin | 0,9 | mg/dl | 0,7 - 1,2")
                .analytes();
        assertEquals(
                List.of("2888-6=Trace", "2160-0=0,9"),
                strips.stream().map(a -> a.code() + "=" + a.valueText()).toList(),
                strips::toString);
    }

    /**
     * A test outside the catalogue keeps its value's comparator ("Rheumafaktor < 10": the sign was read
     * into the name and 10 given as exact); a lab's address line is no result ("Laboratorium … ul.
     * Testowa 1, 00-001 Warszawa" gave 1 with the range 0-1).
     */
    @Test
    void unknownTestsKeepTheirComparatorAndAddressesAreNoResults() {
        List<ExtractedAnalyte> read = parse(
                        "Laboratorium Przykładowe Sp. z o.o. ul. Testowa 1, 00-001 Warszawa tel. 22 123 45 67",
                        "Untersuchung | Ergebnis | Einheit | Referenz",
                        "Rheumafaktor | < 10 | IU/ml | < 14",
                        "Anti-CCP | > 340 | U/ml | < 17",
                        "Ferritin | 45 | ng/ml | 30 - 400")
                .analytes();
        assertEquals(
                List.of("Rheumafaktor=<10", "Anti-CCP=>340", "Ferritin=45"),
                read.stream().map(a -> a.printedName() + "=" + a.valueText()).toList(),
                read::toString);
    }

    /** A row named with a blood specimen under a urinalysis heading is the blood test ("Kreatinine (serum)"). */
    @Test
    void aBloodSpecimensRowUnderAUrinalysisIsTheBloodTest() {
        List<ExtractedAnalyte> read = parse(
                        "Urineonderzoek",
                        "Bepaling | Uitslag | Eenheid | Referentie",
                        "Eiwit (urine) | spoor | g/L | negatief",
                        "Kreatinine (serum) | 82 | µmol/L | 64 - 104",
                        "Kreatinine | 8,2 | mmol/L |")
                .analytes();
        assertEquals(
                List.of("2888-6", "2160-0", "2161-8"),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
    }

    /** A span running downwards ("CYFRA 21-1", a test's name) is no range: the row's range is its own. */
    @Test
    void aSpanRunningDownwardsIsNoRange() {
        List<ExtractedAnalyte> read = parse(
                        "Untersuchung | Ergebnis | Einheit | Referenz",
                        "CYFRA 21-1 | 1,8 | ng/ml | < 3,3",
                        "Ferritin | 45 | ng/ml | 30 - 400")
                .analytes();
        assertEquals(
                List.of(1.8, 45.0), read.stream().map(ExtractedAnalyte::value).toList(), read::toString);
        assertEquals(
                List.of("< 3,3", "NORMAL"),
                Arrays.asList(read.get(0).rangeText(), read.get(0).flag()));
    }

    /**
     * A range printed for each sex ("m: 13,5-17,5 w: 12,0-16,0", "Male: 13-17 Female: 12-15", on two
     * lines) is the patient's where the header prints the patient's sex, in words or in the page's
     * letters; a sex in a test's name is no range's label.
     */
    @Test
    void rangesForEachSexAreThePatientsWhereTheHeaderPrintsTheSex() {
        ExtractedReport german = parse(
                "Patient: Muster, Erika | Geschlecht: weiblich | geb. 01.02.1970",
                "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                "Hämoglobin | 13,1 | g/dl | m: 13,5-17,5 w: 12,0-16,0",
                "Kreatinin | 1,1 | mg/dl | Männer: 0,7-1,2 / Frauen: 0,5-0,9");
        assertEquals(
                List.of("12,0-16,0 NORMAL", "0,5-0,9 HIGH"),
                german.analytes().stream()
                        .map(a -> a.rangeText() + " " + a.flag())
                        .toList());
        ExtractedReport french = parse(
                "Sexe : F | Né(e) le : 01/02/1970",
                "Examen | Résultat | Unité | Valeurs de référence",
                "Hémoglobine | 11,5 | g/dL | H : 13,0-17,0 F : 12,0-16,0",
                "Glycémie | H 1,35 | g/L | 0,70-1,10");
        assertEquals(
                List.of("12,0-16,0 LOW", "0,70-1,10 HIGH"),
                french.analytes().stream()
                        .map(a -> a.rangeText() + " " + a.flag())
                        .toList());
        ExtractedReport english = parse(
                "Name: Jane Doe | Age/Sex: 45 Y / M",
                "Test | Result | Units | Reference",
                "Hemoglobin | 11.5 | g/dL | Male: 13-17 Female: 12-15",
                "Testosterone (men) | 5.2 | ng/mL | 2.5-8.4");
        assertEquals(
                List.of("13-17 LOW", "2.5-8.4 NORMAL"),
                english.analytes().stream()
                        .map(a -> a.rangeText() + " " + a.flag())
                        .toList());
        ExtractedReport stacked = parse(
                "Sexo: Femenino",
                "Prueba | Resultado | Unidades | Valores de referencia",
                "Hemoglobina | 11,5 | g/dL | Hombres: 13-17",
                " | | | Mujeres: 12-15",
                "Creatinina | 0,8 | mg/dL | 0,5-1,1");
        assertEquals(
                List.of("12-15 LOW", "0,5-1,1 NORMAL"),
                stacked.analytes().stream()
                        .map(a -> a.rangeText() + " " + a.flag())
                        .toList());
        ExtractedReport unknown = parse(
                "Test | Result | Units | Reference",
                "Hemoglobin | 11.5 | g/dL | Male: 13-17 Female: 12-15",
                "Ferritin | 20 | ng/mL | Men: 30-400");
        assertTrue(
                unknown.analytes().stream().allMatch(a -> a.rangeText() == null && a.flag() == null),
                unknown.analytes()::toString);
    }

    /** Bounds written after their number: "100 altı", "150'nin altında", "40 üstü", "40 and above", "150 or less". */
    @Test
    void boundsWrittenAfterTheirNumber() {
        List<ExtractedAnalyte> turkish = parse(
                        "Tetkik | Sonuç | Birim | Referans Aralığı",
                        "Glukoz (açlık) | 92 | mg/dL | 100 altı",
                        "HDL kolesterol | 52 | mg/dL | 40 üstü",
                        "Trigliserid | 180 | mg/dL | 150'nin altında")
                .analytes();
        assertEquals(
                List.of("null-100.0 NORMAL", "40.0-null NORMAL", "null-150.0 HIGH"),
                turkish.stream()
                        .map(a -> a.low() + "-" + a.high() + " " + a.flag())
                        .toList());
        List<ExtractedAnalyte> english = parse(
                        "Test | Result | Units | Reference",
                        "HDL Cholesterol | 35 | mg/dL | 40 and above",
                        "Triglycerides | 120 | mg/dL | 150 or less")
                .analytes();
        assertEquals(
                List.of("40.0-null LOW", "null-150.0 NORMAL"),
                english.stream()
                        .map(a -> a.low() + "-" + a.high() + " " + a.flag())
                        .toList());
    }

    /** A range alone on the line below its row, under the range column (a wrapped cell), is the row's. */
    @Test
    void rangeAloneOnTheLineBelowUnderTheRangeColumn() {
        List<ExtractedAnalyte> read = parse(
                        "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                        "Ferritin | 45 | ng/ml",
                        " | | | 30 - 400",
                        "Glukose | 5,4 | mmol/l | 3,9 - 5,5")
                .analytes();
        assertEquals(
                List.of("30 - 400", "3,9 - 5,5"),
                read.stream().map(ExtractedAnalyte::rangeText).toList());
    }

    /**
     * A French white cell differential prints each cell's percentage, then its count grouped with a
     * space, then the count's range ("58,2  3 550  1 500 - 7 000"): the count is 3 550, not 550 (given
     * HIGH, sure) nor a range "1 500" (1 to 500), where a number a column before it (the percentage)
     * is no number the group continues, and where the page's words do not tell its language but a
     * range of spaced numbers does.
     */
    @Test
    void spaceGroupedCountsBesideAPercentage() {
        List<ExtractedAnalyte> read = parse(
                        "HEMATOLOGIE",
                        "Examen | Résultat | Unité | Valeurs de référence",
                        "Hématies | 4,52 | T/L | 4,28 - 5,79",
                        "Polynucléaires neutrophiles | 58,2 | 3 550 | 1 500 - 7 000",
                        "Lymphocytes | 30,1 | 1 836 | 1 000 - 4 000")
                .analytes();
        assertEquals(
                List.of("4,52", "58,2", "3 550 1 500 - 7 000", "30,1", "1 836 1 000 - 4 000"),
                read.stream()
                        .map(a -> a.valueText()
                                + (a.rangeText() == null || a.code().equals("789-8") ? "" : " " + a.rangeText()))
                        .toList());
        List<ExtractedAnalyte> unknownLanguage = parse(
                        "Neutrophiles | 58,2 % | 3 550 /mm3 | 1 500 - 7 000",
                        "Lymphocytes | 30,1 % | 1 836 /mm3 | 1 000 - 4 000")
                .analytes();
        assertEquals(
                List.of(58.2, 3550.0, 30.1, 1836.0),
                unknownLanguage.stream().map(ExtractedAnalyte::value).toList(),
                unknownLanguage::toString);
    }

    /** A test outside the catalogue whose value lies far outside its printed range, unflagged, is doubted like any other. */
    @Test
    void unknownTestFarOutsideItsRangeIsDoubted() {
        ExtractedAnalyte read = parse(
                        "Test | Result | Units | Reference",
                        "Polynucléaires | 58,2 % | 3 550 /mm3 | 1 500 - 7 000",
                        "Hemoglobin | 13.8 | g/dL | 13.0 - 17.0")
                .analytes()
                .get(0);
        assertNull(read.code());
        assertNotNull(read.doubt(), read::toString);
    }

    /** A year in the brackets of a method's name ("(CKD-EPI 2021): > 60") is the name's, never the value. */
    @Test
    void aYearInTheBracketsOfTheNameIsNoValue() {
        List<ExtractedAnalyte> read = parse(
                        "Taxa de filtração glomerular estimada (CKD-EPI 2021): > 60 mL/min/1,73m²",
                        "Creatinina: 0,90 mg/dL 0,70 - 1,20")
                .analytes();
        assertEquals("98979-8", read.get(0).code());
        assertEquals(60.0, read.get(0).value(), read::toString);
        assertTrue(read.get(0).valueText().startsWith(">"), read::toString);
    }

    /**
     * A header whose words a text layer ran together ("Valores de referenciaResultado") still heads a
     * result column, and where none says which of a bound and a number is the result ("&lt; 4,5  3,45"),
     * the value is doubted, never given as the bound, sure.
     */
    @Test
    void headerWordsRunTogetherAndABoundBeforeTheValue() {
        List<ExtractedAnalyte> headed = parse(
                        "Prueba | Valores de referenciaResultado | Unidades",
                        "Colesterol total | < 200 | 221 | mg/dL",
                        "Índice aterogénico (CT/HDL) | < 4,5 | 3,45")
                .analytes();
        assertEquals(221.0, headed.get(0).value(), headed::toString);
        List<ExtractedAnalyte> unheaded = parse(
                        "Hemoglobina | 12,0 - 15,5 | 13,2 | g/dL", "Índice aterogénico (CT/HDL) | < 4,5 | 3,45")
                .analytes();
        ExtractedAnalyte ratio = unheaded.stream()
                .filter(a -> "9830-1".equals(a.code()))
                .findFirst()
                .orElseThrow();
        assertTrue(ratio.value() == 3.45 || ratio.doubt() != null, ratio::toString);
    }

    /**
     * A percentage and its count printed under no unit, with only the count's bound ("2,1  165  &lt;
     * 500"), is no count of 2.1 given sure.
     */
    @Test
    void aPercentageBesideItsCountUnderNoUnitIsNoSureCount() {
        List<ExtractedAnalyte> read = parse(
                        "Examen | | Résultat | | Valeurs de référence",
                        "Polynucléaires éosinophiles | | 2,1 | 165 | < 500",
                        "Hémoglobine | | 14,2 | g/dL | 13,0 - 17,0")
                .analytes();
        ExtractedAnalyte eosinophils = read.get(0);
        assertTrue(
                eosinophils.doubt() != null
                        || eosinophils.value() == 165.0
                        || eosinophils.code().equals("713-8"),
                eosinophils::toString);
        // no header the reader knows: the units only over their columns ("%", "/mm3"), or none
        List<ExtractedAnalyte> unitsInTheHeaderOnly = parse(
                        "Leucocytes | | | 7 850 | 4 000 - 10 000",
                        "Polynucléaires neutrophiles | | 58,2 | 4 569 | 1 800 - 7 500",
                        "Polynucléaires éosinophiles | | 2,1 | 165 | < 500",
                        "Monocytes | | 8,3 | 652 | 200 - 1 000")
                .analytes();
        assertTrue(
                unitsInTheHeaderOnly.stream().anyMatch(a -> a.printedName().contains("éosinophiles")),
                unitsInTheHeaderOnly::toString);
        assertTrue(
                unitsInTheHeaderOnly.stream()
                        .noneMatch(a -> a.value() == 2.1 && "711-2".equals(a.code()) && a.doubt() == null),
                unitsInTheHeaderOnly::toString);
    }

    /**
     * Units printed once over their columns ("%  /mm3  Valeurs de référence") are each value's unit: the
     * percentage and the count of a row are told apart by them, sure; the columns end with their table.
     */
    @Test
    void unitsPrintedOverTheirColumnsAreTheirValuesUnits() {
        List<ExtractedAnalyte> read = parse(
                        "HÉMATOLOGIE",
                        " | % | /mm3 | Valeurs de référence",
                        "Leucocytes | | 7 850 | 4 000 - 10 000",
                        "Polynucléaires éosinophiles | 2,1 | 165 | < 500",
                        "Plaquettes | | 312 000 | 150 000 - 400 000",
                        "Glycémie | 0,92 | g/L | 0,70 - 1,10",
                        "INR | 1,1 | |")
                .analytes();
        assertEquals(
                List.of("6690-2 7850.0 /uL", "713-8 2.1 %", "711-2 165.0 /uL", "777-3 312000.0 /uL", "2345-7 0.92 g/L"),
                read.stream()
                        .filter(a -> a.doubt() == null
                                && a.code() != null
                                && !a.code().equals("6301-6"))
                        .map(a -> a.code() + " " + a.value() + " " + a.unit())
                        .toList(),
                read::toString);
        assertTrue(read.stream().noneMatch(a -> "6301-6".equals(a.code()) && a.unit() != null), read::toString);
        // a unit alone on a line is a piece of the row above, no header over the rows below
        List<ExtractedAnalyte> wrapped = parse(
                        "Cholestérol total | 1,85 | 1,50 - 2,00", " | g/L | ", "INR | 1,1 | 0,8 - 1,2")
                .analytes();
        assertTrue(wrapped.stream().noneMatch(a -> "6301-6".equals(a.code()) && a.unit() != null), wrapped::toString);
        // the unit in brackets after the result column's word
        List<ExtractedAnalyte> bracketed = parse(
                        "Untersuchung | Ergebnis (mg/dl) | Referenzbereich",
                        "Cholesterin | 212 | < 200",
                        "Glucose | 95 | 70 - 99")
                .analytes();
        assertEquals(
                List.of("2093-3 212.0 mg/dL", "2345-7 95.0 mg/dL"),
                bracketed.stream()
                        .filter(a -> a.doubt() == null)
                        .map(a -> a.code() + " " + a.value() + " " + a.unit())
                        .toList(),
                bracketed::toString);
        // a scan reads the slash as I
        List<ExtractedAnalyte> scanned = parseScan(
                        " | % | Imm3 | Valeurs de référence", "Polynucléaires éosinophiles | 2,1 | 165 | < 500")
                .analytes();
        assertEquals(
                List.of("713-8 2.1 %", "711-2 165.0 /uL"),
                scanned.stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.unit())
                        .toList(),
                scanned::toString);
    }

    /**
     * A flag word after the value's unit that is also a test's abbreviation ("Bas": low, and basophils)
     * is the row's flag, not the name of a test with no value, so the range on the next line, or the
     * range after it, is the row's.
     */
    @Test
    void aFlagWordAfterTheUnitIsNoName() {
        List<ExtractedAnalyte> read = parse(
                        "Analyse | Résultat | Unité | Valeurs de référence",
                        "Cholestérol HDL | 0,38 | g/L | Bas",
                        "Valeurs de référence : > 0,40",
                        "Fer sérique | 8,4 | µmol/L | bas 9,0 - 30,4",
                        "Bas | 0,03 | G/L | 0,00 - 0,10")
                .analytes();
        assertEquals(
                List.of("2085-9 0.38 > 0,40 LOW", "2498-4 8.4 9,0 - 30,4 LOW", "704-7 0.03 0,00 - 0,10 NORMAL"),
                read.stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.rangeText() + " " + a.flag())
                        .toList(),
                read::toString);
    }

    /**
     * A test's block whose range label stands on a line of its own ("Valores de referência:"): the
     * range on the line under it is the row's, and of ranges by sex on lines of their own the
     * patient's; a line with labels of its own ("Normal: … Alterada: …") gives none.
     */
    @Test
    void aRangeUnderItsOwnLabelLineIsTheRows() {
        String[] blocks = {
            "GLICOSE",
            "Resultado: 92 mg/dL",
            "Valores de referência:",
            "70 a 99 mg/dL",
            "FERRITINA",
            "Resultado: 45 ng/mL",
            "Valores de referência:",
            "Homens: 30 a 400 ng/mL",
            "Mulheres: 13 a 150 ng/mL",
            "UREIA",
            "Resultado: 35 mg/dL",
            "Valores de referência:",
            "Adultos: 15 a 45 mg/dL   Crianças: 10 a 40 mg/dL"
        };
        List<String> forAWoman = new ArrayList<>(List.of("Paciente: MARIA SILVA | Sexo: Feminino"));
        forAWoman.addAll(List.of(blocks));
        assertEquals(
                List.of("2345-7 70 a 99", "2276-4 13 a 150", "3091-6 null"),
                ranges(parse(forAWoman.toArray(String[]::new)).analytes()));
        assertEquals(
                List.of("2345-7 70 a 99", "2276-4 null", "3091-6 null"),
                ranges(parse(blocks).analytes()));
    }

    /**
     * A block's result under a heading the catalogue does not know ("CHUMBO (PLUMBEMIA)") is that
     * test's, never the block above's: the heading of a labelled result is looked for no further up
     * than the result before it (lead 3,2 was given as a second ferritin, sure).
     */
    @Test
    void aBlocksResultUnderAnUnknownHeadingIsNotTheBlockAbovesTest() {
        List<ExtractedAnalyte> read = parse(
                        "FERRITINA",
                        "Resultado: 14 ng/mL",
                        "Valores de referência: 10 a 291 ng/mL",
                        "CHUMBO (PLUMBEMIA)",
                        "Resultado: 3,2 µg/dL",
                        "Valores de referência: inferior a 10 µg/dL",
                        "CREATININA",
                        "Resultado: 0,82 mg/dL")
                .analytes();
        assertEquals(
                List.of("2276-4 14.0", "2160-0 0.82"),
                read.stream().map(a -> a.code() + " " + a.value()).toList(),
                read::toString);
    }

    /**
     * Words after a known name that make another test: an abbreviation in brackets of another test
     * ("Demir Bağlama Kapasitesi (TDBK)" is iron-binding capacity, not iron), a specimen's abbreviation
     * ("Natrium i.U." is no serum sodium); a sample's time inside the name's brackets is no value
     * ("Lithémie (prélèvement à 12 h de la prise)  0,82").
     */
    @Test
    void wordsAfterAKnownNameCanMakeAnotherTest() {
        List<ExtractedAnalyte> read = parse(
                        "Demir (Fe) | 29 | µg/dL | 60 - 180",
                        "Demir Bağlama Kapasitesi (TDBK) | 462 | µg/dL | 250 - 425",
                        "Natrium i.U. | 141 | mmol/l | 40 - 220",
                        "Lithémie (prélèvement à 12 h de la prise) | 0,82 | mmol/L | 0,60 - 1,20")
                .analytes();
        assertEquals(
                List.of("2498-4 29.0", "2500-7 462.0", "null 141.0", "14334-7 0.82"),
                read.stream().map(a -> a.code() + " " + a.value()).toList(),
                read::toString);
    }

    /**
     * Marks after values: a "!" glued to the value is its flag ("452!"); after the range, a dash after
     * each of a cumulative row's results is a low mark, never a range's ("13,5 - 17,5  12,9 -  13,4 -
     * 14,1" gave 14.1, sure), and a range for one sex after another's is no result; a "%" in the unit
     * column before the value is the unit.
     */
    @Test
    void marksAfterValuesAndAPercentBeforeThem() {
        List<ExtractedAnalyte> read = parse(
                        "PLT | 452! | 10^3/µL | 150 - 400",
                        "Hämoglobin | g/dl | 13,5 - 17,5 | 12,9 - | 13,4 - | 14,1",
                        "Ematocrito | % | 40-52 | 41 | 42",
                        "Saturazione transferrina | % | 20-45 | 18 L | 26",
                        "Valori di riferimento: Uomini 0,70 - 1,20 Donne 0,50 - 0,90")
                .analytes();
        assertEquals(
                List.of(
                        "777-3 452.0 10*3/uL HIGH",
                        "718-7 12.9 g/dL null",
                        "4544-3 41.0 % NORMAL",
                        "2502-3 18.0 % LOW"),
                read.stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.unit() + " " + a.flag())
                        .toList(),
                read::toString);
    }

    /** A line of several labelled fields ("Medicare: 2123 45670 1  Lab Ref: 24-7731905") is a header's, no test's result. */
    @Test
    void aLineOfSeveralLabelsIsNoResult() {
        List<ExtractedAnalyte> read = parse(
                        "Medicare: 2123 45670 1 Lab Ref: 24-7731905",
                        "Sodium | 140 | mmol/L | 135 - 145",
                        "Valproate | 62 | mg/L | 50 - 100")
                .analytes();
        assertEquals(
                List.of("Sodium 140.0", "Valproate 62.0"),
                read.stream().map(a -> a.printedName() + " " + a.value()).toList(),
                read::toString);
    }

    /**
     * In a protein electrophoresis the albumin is a fraction of it, no serum albumin test: given under
     * its printed name without a code; after the next section's heading albumin is the test again.
     */
    @Test
    void anElectrophoresissAlbuminIsAFraction() {
        List<ExtractedAnalyte> read = parse(
                        "Elettroforesi sieroproteica",
                        "Albumina | 3,04 | g/dL | 3,50 - 5,00",
                        "Gamma globuline | 1,09 | g/dL | 0,70 - 1,60",
                        "CHIMICA CLINICA",
                        "Albumina | 2,9 | g/dL | 3,5 - 5,2",
                        "Sodio | 131 | mEq/L | 136 - 145")
                .analytes();
        assertEquals(
                List.of("null 3.04", "1751-7 2.9"),
                read.stream()
                        .filter(a -> a.printedName().startsWith("Albumina"))
                        .map(a -> a.code() + " " + a.value())
                        .toList(),
                read::toString);
    }

    private static List<String> ranges(List<ExtractedAnalyte> read) {
        return read.stream().map(a -> a.code() + " " + a.rangeText()).toList();
    }

    /**
     * A minus before the value of a test whose results may be below zero (base excess) is its sign,
     * glued or a space apart: no low flag, and never dropped.
     */
    @Test
    void aMinusBeforeABaseExcessIsItsSign() {
        ExtractedReport read = parse(
                "Analyse | Résultat | Unité | Valeurs de référence",
                "Excès de base | - 6,8 | mmol/L",
                "Bicarbonates | 18 | mmol/L | 22 - 26");
        List<ExtractedAnalyte> glued = parse(
                        "Base Excess | -1.8 | mmol/L", "pCO2 | 38 | mmHg | 35 - 45", "HCO3 | 22 | mmol/L | 22 - 26")
                .analytes();
        assertEquals(-6.8, read.analytes().get(0).value(), read::toString);
        assertNull(read.analytes().get(0).flag(), read::toString);
        assertEquals(-1.8, glued.get(0).value(), glued::toString);
    }

    /**
     * A result that is pending ("folgt", "n.b.", "see note") or that a scan could not read ("28407T")
     * leaves the row without a value: the range's bound after the unit, or a number in the range
     * column, is never it.
     */
    @Test
    void aPendingOrUnreadResultTakesNoBoundForItsValue() {
        List<ExtractedAnalyte> pending = parse(
                        "Ferritin | folgt | ng/ml | < 400",
                        "CRP | en cours | mg/L | < 5",
                        "Vitamin B12 | folgt | pg/ml | > 200 (Kinder < 12 J.: > 250)",
                        "Natrium | 140 | mmol/l | 135 - 145")
                .analytes();
        assertEquals(
                List.of("2951-2"), pending.stream().map(ExtractedAnalyte::code).toList(), pending::toString);
        // the words of a result not given, in any language, and with no unit before the bound
        List<ExtractedAnalyte> pendingWords = parse(
                        "LDL-Cholesterin n.b. < 116 mg/dl",
                        "HDL-Cholesterin folgt > 40",
                        "TSH s. Bem. 0,27 - 4,20",
                        "Glucose pending 70 - 99 mg/dL",
                        "Kalium 4,1 mmol/l 3,5 - 5,1")
                .analytes();
        assertEquals(
                List.of("2823-3"),
                pendingWords.stream().map(ExtractedAnalyte::code).toList(),
                pendingWords::toString);
        // words no language file lists, then the unit: a bound after it is still no value
        List<ExtractedAnalyte> otherWords = parse(
                        "Ferritin | Material fehlt | ng/ml | < 400", "Natrium | 140 | mmol/l | 135 - 145")
                .analytes();
        assertEquals(
                List.of("2951-2"),
                otherWords.stream().map(ExtractedAnalyte::code).toList(),
                otherWords::toString);
        List<ExtractedAnalyte> unread = parseScan(
                        "NT-proBNP 28407T ng/L < 450 (> 75 ans : < 1 800)", "Créatinine 98 µmol/L 45 - 90")
                .analytes();
        assertTrue(unread.stream().noneMatch(a -> "33762-6".equals(a.code())), unread::toString);
        List<ExtractedAnalyte> underHeader = parse(
                        "Analyse | Résultat | Unité | Valeurs de référence",
                        "NT-proBNP | xx | ng/L | < 450 (> 75 ans : < 1 800)",
                        "Créatinine | 98 | µmol/L | 45 - 90")
                .analytes();
        assertTrue(underHeader.stream().noneMatch(a -> "33762-6".equals(a.code())), underHeader::toString);
        // a unit first, then the value, is a layout of its own: its comparison is the value
        List<ExtractedAnalyte> unitFirst = parse("CRP | mg/L | <0.5 | < 5").analytes();
        assertEquals(0.5, unitFirst.get(0).value(), unitFirst::toString);
    }

    /**
     * A column of the time each sample was taken, before the names, is no part of them; a sample's
     * number after the range ("2403120457-01") is no second range.
     */
    @Test
    void aTimeBeforeTheNameAndASampleNumberAfterTheRangeAreNoPartOfTheResult() {
        List<ExtractedAnalyte> read = parse(
                        "Zeit | Untersuchung | Ergebnis | Einheit | Referenzbereich | Proben-Nr.",
                        "07:52 | Natrium | 137 | mmol/l | 135 - 145 | 2403120457-01",
                        "07:52 | Kreatinin | 1,31 | mg/dl | 0,70 - 1,20 | 2403120457-01",
                        "10:55 | Glucose | 142 | mg/dl | 70 - 140 | 2403120811-02")
                .analytes();
        assertEquals(
                List.of("2951-2", "2160-0", "2345-7"),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
        assertEquals("0,70 - 1,20", read.get(1).rangeText(), read::toString);
        assertEquals("HIGH", read.get(1).flag(), read::toString);
    }

    /**
     * A scan's unit run into its value and a letter off ("89mq/dl", "27ug/I") is still the value's
     * unit; a one after a decimal mark read as a letter ("5,l") is a one.
     */
    @Test
    void aScannedUnitRunIntoItsValueIsReadThoughALetterOff() {
        List<ExtractedAnalyte> read = parseScan(
                        "Untersuchung Ergebnis Referenzbereich",
                        "Glukose 89mq/dl 70-99mg/dl",
                        "Ferritin 27ug/I 13-150yg/I",
                        "Kalium 4,4mmol/! 3,5-5,lmmol/!",
                        "Natrium 139mmol/l 136-145mmol/l")
                .analytes();
        assertEquals(
                List.of(89.0, 27.0, 4.4, 139.0),
                read.stream().map(ExtractedAnalyte::value).toList(),
                read::toString);
        assertEquals(
                List.of("mg/dL", "ug/L", "mmol/L", "mmol/L"),
                read.stream().map(ExtractedAnalyte::unit).toList(),
                read::toString);
        assertEquals("13-150", read.get(1).rangeText(), read::toString);
        assertEquals("3,5-5,1", read.get(2).rangeText(), "a one after a decimal mark read as l: " + read);
    }

    /**
     * Glucose with its time in a tolerance test is the test of that time where the row names the load
     * ("60 min (75 g)", "2h após 75 g (TOTG)", "2 h après charge": the language files' words); at 0
     * minutes the fasting glucose; a time alone ("Glucose 2h", "Glucose 2 h", perhaps after a meal)
     * gives no glucose code, and its number is no result.
     */
    @Test
    void aTimedGlucoseAfterALoadIsTheToleranceTestOfItsTime() {
        List<ExtractedAnalyte> read = parse(
                        "Glucosa basal | 84 | mg/dL | 60 - 92",
                        "Glucosa 60 min (75 g) | 192 | mg/dL | < 180",
                        "Glicose 2h após 75 g (TOTG) | 201 | mg/dL | < 140",
                        "Glucose 0 min (08:15) | 98 | mg/dl | < 100")
                .analytes();
        assertEquals(
                List.of("2345-7 84.0", "20438-8 192.0", "1518-0 201.0"),
                read.stream().limit(3).map(a -> a.code() + " " + a.value()).toList(),
                read::toString);
        List<ExtractedAnalyte> otherLanguages = parse(
                        "Glycémie 2 h après charge | 8,9 | mmol/L | < 7,8",
                        "Glicemia 60' dopo carico | 9,8 | mmol/L | < 10,0",
                        "Glucose 2 uur na belasting | 6,1 | mmol/l | < 7,8",
                        "Glukoz 120 dk (75 g) | 150 | mg/dL | < 140")
                .analytes();
        assertEquals(
                List.of("1518-0 8.9", "20438-8 9.8", "1518-0 6.1", "1518-0 150.0"),
                otherLanguages.stream().map(a -> a.code() + " " + a.value()).toList(),
                otherLanguages::toString);
        List<ExtractedAnalyte> underHeading = parse(
                        "Oraler Glukosetoleranztest (75 g)",
                        "Glucose 0 min (08:15) | 98 | mg/dl | < 100",
                        "Glucose 60 min (09:16) | 188 | mg/dl | < 180",
                        "Glucose 120 min (10:17) | 152 | mg/dl | < 140",
                        "Insulin 60 min | 45 | µU/ml | ",
                        "Klinische Chemie",
                        "Glucose 2 h | 148 | mg/dl | < 140",
                        "Natrium | 140 | mmol/l | 135 - 145")
                .analytes();
        assertEquals(
                List.of("2345-7 98.0", "20438-8 188.0", "1518-0 152.0", "null 45.0", "null 148.0", "2951-2 140.0"),
                underHeading.stream().map(a -> a.code() + " " + a.value()).toList(),
                "the load named by the section's heading, up to the next heading: " + underHeading);
        List<ExtractedAnalyte> fasting =
                parse("Glucose 0 min (08:15) | 98 | mg/dl | < 100").analytes();
        assertEquals("2345-7 98.0", fasting.get(0).code() + " " + fasting.get(0).value(), fasting::toString);
        List<ExtractedAnalyte> timeAlone = parse(
                        "Glucose 2h | 152 | mg/dL | < 140",
                        "Glucose 2 h | 148 | mg/dL | < 140",
                        "Glycémie 2 h postprandiale | 8,9 | mmol/L | < 7,8",
                        "Natrium | 140 | mmol/l | 135 - 145",
                        "Blutungszeit | 3 | min | 2 - 8")
                .analytes();
        assertEquals(
                List.of("null 152.0", "null 148.0", "null 8.9", "2951-2 140.0", "11067-6 3.0"),
                timeAlone.stream().map(a -> a.code() + " " + a.value()).toList(),
                "a time's number is no glucose; a test measured in minutes keeps its value: " + timeAlone);
    }

    /**
     * A test's name after its panel's label and a colon ("Gazometria żylna: pH", "Tam idrar tahlili:
     * Protein", "Urine: eiwit") is read after the label, the label a heading for that row alone: a
     * urinalysis's rows are urine tests, a blood gas's bare pH the blood's; the next row is what it is.
     * Prose after a label ("Let op: kalium 5,9 mmol/L in eerste buis …", a sentence) gives no result.
     */
    @Test
    void aNameAfterItsPanelsLabelIsReadUnderThatLabel() {
        List<ExtractedAnalyte> read = parse(
                        "Gazometria żylna: pH | 7,33 | | 7,35 - 7,45",
                        "Tam idrar tahlili: Protein | + | | Negatif",
                        "Urine: eiwit | ++ | | negatief",
                        "Kan gazı: Baz fazlalığı (BE) | -3,6 | mmol/L | -2 - +2",
                        "Lipide: LDL | 130 | mg/dl | < 116",
                        "Let op: kalium 5,9 mmol/L in eerste buis (hemolytisch), afgekeurd; herhaald in tweede buis",
                        "Metformine-gebruik: B12 < 150 pmol/L aanvullend MMA bepalen.",
                        "Kreatinin | 0,9 | mg/dL | 0,6 - 1,2")
                .analytes();
        assertEquals(
                List.of(
                        "2744-1 7.33",
                        "2888-6 positive",
                        "2888-6 positive",
                        "1925-7 -3.6",
                        "13457-7 130.0",
                        "2160-0 0.9"),
                read.stream()
                        .map(a -> a.code() + " " + (a.value() != null ? a.value() : a.text()))
                        .toList(),
                read::toString);
    }

    /**
     * A dipstick's grade with the amount it stands for in brackets ("++ (250)", "+ (30 mg/dl)") is the
     * result, positive: the grade is no flag before a value, the text after it ("assente") the
     * reference; a test named as the urine's under a urinalysis heading stays as named.
     */
    @Test
    void aDipsticksGradeWithItsAmountIsPositive() {
        List<ExtractedAnalyte> noHeader = parse(
                        "ESAME URINE COMPLETO",
                        "Glucosio | ++ (250) | mg/dL | assente",
                        "Proteine | tracce (15) | mg/dL | assenti")
                .analytes();
        assertEquals(
                List.of("2350-7 positive", "2888-6 positive"),
                noHeader.stream().map(a -> a.code() + " " + a.text()).toList(),
                noHeader::toString);
        List<ExtractedAnalyte> strip = parse(
                        "Urinstatus (Teststreifen)",
                        "Glucose im Urin | ++ | | | (100 mg/dl)",
                        "Eiweiß im Urin | + | | | (30 mg/dl)",
                        "pH (Urin) | 5,5 | | 5,0 - 8,0")
                .analytes();
        assertEquals(
                List.of("2350-7 positive", "2888-6 positive", "5803-2 null"),
                strip.stream().map(a -> a.code() + " " + a.text()).toList(),
                strip::toString);
    }

    /**
     * A cumulative table prints the range before its results ("CRP  mg/L  < 5  12  38  96"): the
     * one-sided bound is the range, never the value. Columns headed by day and time without a year
     * ("12/04 07:30"), or by "Ref." and "Aktuell", tell the result's column; with no header the first
     * number is taken, in doubt.
     */
    @Test
    void aCumulativeTablesBoundBeforeItsResultsIsTheRange() {
        List<ExtractedAnalyte> stamped = parse(
                        "Cumul des résultats | Unité | Réf. | 12/04 07:30 | 05/04 07:45 | 29/03 08:10",
                        "CRP | mg/L | < 5 | 12 | 38 | 96",
                        "Troponine T hs | ng/L | < 14 | 22 | 29 | 35",
                        "Créatinine | µmol/L | 59 - 104 | 142 | 151 | 164")
                .analytes();
        assertEquals(
                List.of("1988-5 12.0 < 5 null", "67151-1 22.0 < 14 null", "2160-0 142.0 59 - 104 null"),
                stamped.stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.rangeText() + " " + a.doubt())
                        .toList(),
                stamped::toString);
        List<ExtractedAnalyte> worded = parse(
                        "Kumulativ | Einheit | Ref. | Aktuell | Vorwert | Vorwert",
                        "eGFR (CKD-EPI) | ml/min | > 60 | 48 | 52 | 62",
                        "CRP | mg/l | bis 5 | 12 | 38 | 96")
                .analytes();
        assertEquals(
                List.of("98979-8 48.0 null", "1988-5 12.0 null"),
                worded.stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.doubt())
                        .toList(),
                worded::toString);
        List<ExtractedAnalyte> noHeader = parse(
                        "CRP | mg/l | < 5 | 12 | 38 | 96", "Ferritin | µg/l | ≤ 150 | 88", "CRP | mg/L | <0.5 | < 5")
                .analytes();
        assertEquals(
                List.of("12.0 true", "88.0 false", "0.5 false"),
                noHeader.stream()
                        .map(a -> a.value() + " " + (a.doubt() != null))
                        .toList(),
                noHeader::toString);
    }

    /**
     * A name that announces two units ("Neutrophile (%; G/l)") gives its value none: the unit printed
     * right after the value is the value's ("61,2 %" is the percentage, never a count of 61.2 G/l).
     */
    @Test
    void theUnitAfterTheValueWinsOverOneInTheName() {
        List<ExtractedAnalyte> read = parse(
                        "Analyse | Resultat | Referenzwert",
                        "Leukozyten (G/l) | 6,84 | 3,5 bis 10,0",
                        "Neutrophile (%; G/l) | 61,2 %   4,19 | 1,80 bis 7,50 G/l")
                .analytes();
        assertEquals(
                List.of("6690-2 6.84 10*9/L", "770-8 61.2 %"),
                read.stream()
                        .limit(2)
                        .map(a -> a.code() + " " + a.value() + " " + a.unit())
                        .toList(),
                read::toString);
    }

    /**
     * A lone plus before a text ("Eiweiß  +  negativ") is a dipstick's lowest grade, positive, and the
     * text its reference: never the result "negative", which a sign read as no word made of the two.
     */
    @Test
    void aLonePlusBeforeItsReferenceIsADipsticksGrade() {
        List<ExtractedAnalyte> read = parse(
                        "Urinstatus",
                        "Eiweiß | + | | negativ",
                        "Glucose | negativ | | negativ",
                        "Nitrit | - | | negativ")
                .analytes();
        assertEquals(
                List.of("2888-6 positive ABNORMAL", "2350-7 negative NORMAL"),
                read.stream()
                        .filter(a -> !"Nitrit".equals(a.printedName()))
                        .map(a -> a.code() + " " + a.text() + " " + a.flag())
                        .toList(),
                read::toString);
    }

    /** A scan's zero read as the letter O inside a number or range ("1O5", "3O-4OO") is a zero; "O2" stays a word. */
    @Test
    void aZeroReadAsTheLetterOInAScannedNumberIsAZero() {
        List<ExtractedAnalyte> read = parseScan(
                        "Test Result Units Reference",
                        "Glucose 1O5 mg/dL 70-99",
                        "Ferritin 8 ng/mL 3O-4OO",
                        "Creatinine 0.9 mg/dL 0.7-1.3")
                .analytes();
        assertEquals(
                List.of("2345-7 105.0 70-99", "2276-4 8.0 30-400", "2160-0 0.9 0.7-1.3"),
                read.stream()
                        .map(a -> a.code() + " " + a.value() + " " + a.rangeText())
                        .toList(),
                read::toString);
    }

    /** Under a header, a text result's word in the range column ("assente") is the reference, never the value. */
    @Test
    void aTextInTheRangeColumnIsNoValue() {
        List<ExtractedAnalyte> read = parse(
                        "Esame | Risultato | U.M. | Valori normali",
                        "ESAME URINE COMPLETO",
                        "Peso specifico | 1,030 | | 1,010 - 1,025",
                        "Glucosio | ++ (250) | mg/dL | assente",
                        "Proteine | tracce (15) | mg/dL | assenti")
                .analytes();
        assertTrue(
                read.stream().noneMatch(a -> "2350-7".equals(a.code()) && "negative".equals(a.text())), read::toString);
        // a result's sign, then the reference: no one text "+ negativ"
        List<ExtractedAnalyte> sign = parse(
                        "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                        "Natrium | 140 | mmol/l | 135 - 145",
                        "Eiweiß im Urin | + | | negativ",
                        "Kreatinin | 0,90 | mg/dl | 0,50 - 1,10")
                .analytes();
        assertTrue(sign.stream().noneMatch(a -> "negative".equals(a.text())), sign::toString);
        assertTrue(
                read.stream().anyMatch(a -> "2888-6".equals(a.code()) && "assenti".equals(a.rangeText())),
                read::toString);
    }

    /**
     * A line of a test's name and a bound that labels what follows ("Ferritin < 30 ng/ml: …") is an
     * interpretation, and a footnote ("(b) Indirektes Bilirubin 1,1 mg/dl") a note: no result.
     */
    @Test
    void anInterpretationOfABoundIsNoResult() {
        List<ExtractedAnalyte> read = parse(
                        "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                        "Ferritin | 45 | ng/ml | 15 - 150",
                        "Ferritin < 30 ng/ml: Eisenmangel wahrscheinlich",
                        "TSH | 2,1 | mU/l | 0,27 - 4,20",
                        "TSH > 10 mU/l: manifeste Hypothyreose",
                        "HbA1c | 6,1 | % | 4,8 - 5,9",
                        "Lp(a) > 125 nmol/l: deutlich erhöhtes Risiko (EAS 2022)",
                        "Kreatinin | 0,90 | mg/dl | 0,50 - 1,10",
                        "(b) Indirektes Bilirubin 1,1 mg/dl (berechnet).")
                .analytes();
        assertEquals(
                List.of(45.0, 2.1, 6.1, 0.9),
                read.stream().map(ExtractedAnalyte::value).toList(),
                read::toString);
    }

    /**
     * A time after a load or an adjustment printed after a test's name ("Glucose 2h", "Glucosa 2h
     * post-sobrecarga", "Calcium (adjusted)") makes it another test, never the plain one (the load
     * named, the tolerance test of its time).
     */
    @Test
    void aTimedOrAdjustedTestIsNotThePlainOne() {
        List<ExtractedAnalyte> read = parse(
                        "Test | Result | Units | Reference range",
                        "Glucose, fasting | 101 | mg/dL | 70-99",
                        "Glucose 2h | 152 | mg/dL | <140",
                        "Glucosa 2h post-sobrecarga | 162 | mg/dL | < 140",
                        "Calcium (adjusted) | 2.61 | mmol/L | 2.20 - 2.60",
                        "Creatinine | 0.81 | mg/dL | 0.57-1.00")
                .analytes();
        assertEquals(
                List.of("2345-7 101.0", "1518-0 162.0", "29265-6 2.61", "2160-0 0.81"),
                read.stream()
                        .filter(a -> a.code() != null)
                        .map(a -> a.code() + " " + a.value())
                        .toList(),
                read::toString);
    }

    /**
     * On a scan, a flag column between the values and their units ("alto", "bajo", which a letter off
     * read as ALT and BASO) starts no second table beside the first: the rows keep their units and ranges.
     */
    @Test
    void aScansFlagColumnIsNoSecondTable() {
        List<ExtractedAnalyte> read = parseScan(
                        "Determinación | Resultado | | Unidades | Valores de referencia",
                        "Glucosa | 97 | | mg/dL | 70-110",
                        "Colesterol total | 242 | alto | mg/dL | < 200",
                        "Hierro | 41 | bajo | ug/dL | 50 - 170",
                        "Creatinina | 0,74 | | mg/dL | 0,51 - 0,95",
                        "TSH | 4,8 | alto | µUI/mL | 0,35 - 4,94")
                .analytes();
        assertEquals(
                List.of(
                        "2345-7 mg/dL 70-110",
                        "2093-3 mg/dL < 200",
                        "2498-4 ug/dL 50 - 170",
                        "2160-0 mg/dL 0,51 - 0,95",
                        "3016-3 uIU/mL 0,35 - 4,94"),
                read.stream()
                        .map(a -> a.code() + " " + a.unit() + " " + a.rangeText())
                        .toList(),
                read::toString);
    }

    /** A footnote's mark glued to a value ("11,3¹", "138#", "4,2†") is no part of it; a power of ten ("10³") stays. */
    @Test
    void aFootnotesMarkGluedToAValueIsNoPartOfIt() {
        List<ExtractedAnalyte> read = parse(
                        "Untersuchung | Ergebnis | Einheit | Referenzbereich",
                        "Hämoglobin | 11,3¹ | g/dl | 12,0 - 16,0",
                        "Natrium | 138# | mmol/l | 135 - 145",
                        "Ferritin | 4,2† | ng/ml | 10 - 120",
                        "Leukozyten | 6,2 | 10³/µl | 4,0 - 10,0")
                .analytes();
        assertEquals(
                List.of("718-7 11.3", "2951-2 138.0", "2276-4 4.2", "6690-2 6.2 10*3/uL"),
                read.stream()
                        .map(a -> a.code() + " " + a.value() + ("6690-2".equals(a.code()) ? " " + a.unit() : ""))
                        .toList(),
                read::toString);
    }

    /** A range after a label of an age or a stage ("Bambini 4-6 anni: < 90") is no range of the patient's, nor is the label's span. */
    @Test
    void aRangeForAnAgeIsNotThePatients() {
        List<ExtractedAnalyte> read = parse(
                        "Esame | Risultato | U.M. | Valori di riferimento",
                        "IgE totali | 148 | kU/L | Bambini 4-6 anni: < 90",
                        "Glicemia | 92 | mg/dL | 70 - 100")
                .analytes();
        assertEquals(
                List.of("null null", "70 - 100 NORMAL"),
                read.stream().map(a -> a.rangeText() + " " + a.flag()).toList(),
                read::toString);
    }

    /** A lab's address ("ul. Długa 5, 31-147 Kraków") is no result of a test outside the catalogue. */
    @Test
    void anAddressIsNoResult() {
        List<ExtractedAnalyte> read = parse(
                        "Badanie | Wynik | Jednostka | Zakres referencyjny",
                        "ul. Długa 5, 31-147 Kraków",
                        "Glukoza | 92 | mg/dl | 70 - 99",
                        "Ferrytyna | 45 | ng/ml | 13 - 150")
                .analytes();
        assertEquals(
                List.of(92.0, 45.0), read.stream().map(ExtractedAnalyte::value).toList(), read::toString);
    }

    /** Names and units of more countries: Dutch "Leuko's", "Trombo's"; Turkish "mL/dk/1,73m²". */
    @Test
    void dutchShortNamesAndTurkishGfrUnit() {
        List<ExtractedAnalyte> read = parse(
                        "Bepaling | Uitslag | Eenheid | Referentie",
                        "Leuko's | 5,9 | 10^9/L | 4,0-10,0",
                        "Trombo's | 198 | 10^9/L | 150-400",
                        "eGFR (CKD-EPI) | 84 | mL/dk/1,73m² | 90 üstü")
                .analytes();
        assertEquals(
                List.of("6690-2", "777-3", "98979-8"),
                read.stream().map(ExtractedAnalyte::code).toList(),
                read::toString);
    }

    /** A block's heading whose name holds digits ("VITAMINA B12", "(HbA1c)") still names the result under its label. */
    @Test
    void aHeadingWhoseNameHoldsDigitsNamesTheLabelledResult() {
        List<ExtractedAnalyte> read = parse(
                        "VITAMINA B12",
                        "Resultado: 640 pg/mL",
                        "Valores de referência: 197 a 771 pg/mL",
                        "HEMOGLOBINA GLICADA (HbA1c)",
                        "Resultado: 5,9 %",
                        "Valores de referência: < 5,7 %",
                        "GLICOSE",
                        "Resultado: 92 mg/dL",
                        "Valores de referência: 70 a 99 mg/dL")
                .analytes();
        assertEquals(
                List.of("2132-9 640.0", "4548-4 5.9", "2345-7 92.0"),
                read.stream().map(a -> a.code() + " " + a.value()).toList(),
                read::toString);
    }

    /** Words at given left edges ("142@290"), each 6 points a letter wide, 10 high. */
    private static TextLine placed(String... placedWords) {
        List<Word> words = new ArrayList<>();
        for (String placed : placedWords) {
            String text = placed.substring(0, placed.lastIndexOf('@'));
            double left = Double.parseDouble(placed.substring(placed.lastIndexOf('@') + 1));
            words.add(new Word(text, left, 0, left + 6 * text.length(), 10));
        }
        return new TextLine(1, words, false);
    }

    private static ExtractedReport parse(String... rows) {
        List<TextLine> lines = new ArrayList<>();
        for (String row : rows) {
            lines.add(line(1, row));
        }
        return PARSER.parse(lines);
    }

    /** Lines as OCR reads them (words a letter off are matched, numbers may lack their decimal mark). */
    private static ExtractedReport parseScan(String... rows) {
        List<TextLine> lines = new ArrayList<>();
        for (String row : rows) {
            TextLine line = line(1, row);
            lines.add(new TextLine(1, line.words(), true));
        }
        return PARSER.parse(lines);
    }

    /** A printed line; "|" starts the next column (columns are 300 units apart), other spaces a word gap. */
    private static TextLine line(int page, String row) {
        List<Word> words = new ArrayList<>();
        String[] cells = row.split("\\|", -1);
        for (int c = 0; c < cells.length; c++) {
            double x = 300.0 * c;
            for (String word : cells[c].strip().split(" +")) {
                if (word.isEmpty()) {
                    continue;
                }
                words.add(new Word(word, x, 0, x + 6 * word.length(), 10));
                x += 6 * word.length() + 4;
            }
        }
        return new TextLine(page, words, false);
    }
}
