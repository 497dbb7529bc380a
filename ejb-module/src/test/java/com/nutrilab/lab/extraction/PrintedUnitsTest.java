package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The unit normaliser against the spellings real reports print (issue 45): each printed unit to
 * its UCUM code, OCR's misreadings of units marked as guesses, and units of one kind accepted for
 * an analyte listed in another of that kind (a count per cumm or in lakhs for platelets).
 */
class PrintedUnitsTest {

    private static final AnalyteCatalogue CATALOGUE = AnalyteCatalogue.shipped();

    @Test
    void everyPrintedSpellingIsItsUcumUnit() {
        Map<String, String> printed = new LinkedHashMap<>();
        printed.put("cumm", "/uL");
        printed.put("/cmm", "/uL");
        printed.put("cells/mcL", "/uL");
        printed.put("lakhs/cumm", "10*5/uL");
        printed.put("mill/cumm", "10*6/uL");
        printed.put("million/cumm", "10*6/uL");
        printed.put("Milyon/µL", "10*6/uL");
        printed.put("Bin/µL", "10*3/uL");
        printed.put("x10^3/μl", "10*3/uL"); // the Greek mu, not the micro sign
        printed.put("x10^3/µl", "10*3/uL");
        printed.put("Pg", "pg");
        printed.put("U/I", "U/L");
        printed.put("IU/L", "U/L");
        printed.put("fl", "fL");
        printed.put("mg/dl", "mg/dL");
        printed.put("µmol/l", "umol/L");
        printed.put("mcg/dL", "ug/dL");
        printed.put("mEq/L", "meq/L");
        printed.put("mm/hr", "mm/h");
        printed.put("ngimL", "ng/mL");
        printed.put("mgidL", "mg/dL");
        printed.put("UIL", "U/L");
        printed.put("mmoVL", "mmol/L");
        printed.put("Thousand/uL", "10*3/uL"); // a US national lab's units, printed in the range column
        printed.put("Million/uL", "10*6/uL");
        printed.put("milhões/mm³", "10*6/uL");
        printed.put("mil/mm³", "10*3/uL");
        printed.put("tys/µl", "10*3/uL");
        printed.put("mln/µl", "10*6/uL");
        printed.put("x10^3/mmc", "10*3/uL");
        printed.put("/mmc", "/uL");
        printed.forEach((spelling, ucum) -> assertEquals(ucum, CATALOGUE.ucum(spelling), spelling));
    }

    @Test
    void ocrsMisreadingsAreGuessesAndPrintedSpellingsAreNot() {
        for (String misread : List.of("ngimL", "mgidL", "UIL", "mmoVL", "U/I")) {
            assertTrue(CATALOGUE.misread(misread), misread);
        }
        for (String printed : List.of("mg/dL", "cumm", "lakhs/cumm", "x10^3/μl", "Pg")) {
            assertFalse(CATALOGUE.misread(printed), printed);
        }
    }

    @Test
    void aUnitOfTheSameKindIsTheAnalytesAndOneOfAnotherKindIsNot() {
        Analyte platelets = CATALOGUE.byKey("platelets").orElseThrow();
        assertTrue(platelets.reportedIn("10*5/uL"), "lakhs per cumm");
        assertTrue(platelets.reportedIn("/uL"), "per cumm");
        assertFalse(platelets.reportedIn("%"));
        Analyte iron = CATALOGUE.byKey("iron").orElseThrow();
        assertTrue(iron.reportedIn("mg/L"));
        assertFalse(iron.reportedIn("%"), "IRON 10 % is no iron result");
        Analyte inr = CATALOGUE.analytes().stream()
                .filter(a -> a.units().contains("{INR}"))
                .findFirst()
                .orElseThrow();
        assertFalse(inr.reportedIn("%"), "units without a dimension are each their own kind");
    }

    @Test
    void aReportPrintingCountsInLakhsAndPerCummKeepsTheValuesAsPrinted() {
        ExtractedReport report = new ReportParser(CATALOGUE)
                .parse(List.of(
                        line("TEST VALUE UNIT REFERENCE"),
                        line("TOTAL LEUKOCYTE COUNT 5,100 cumm 4,800 - 10,800"),
                        line("PLATELET COUNT 3.5 lakhs/cumm 1.5 - 4.1"),
                        line("TOTAL RBC COUNT 5 million/cumm 4.5 - 5.5")));
        assertEquals(
                List.of(5100.0, 3.5, 5.0),
                report.analytes().stream().map(ExtractedAnalyte::value).toList());
        assertEquals(
                List.of("/uL", "10*5/uL", "10*6/uL"),
                report.analytes().stream().map(ExtractedAnalyte::unit).toList());
        assertEquals(
                List.of("6690-2", "777-3", "789-8"),
                report.analytes().stream().map(ExtractedAnalyte::code).toList());
    }

    private static TextLine line(String row) {
        List<Word> words = new java.util.ArrayList<>();
        double x = 0;
        for (String word : row.split(" ")) {
            words.add(new Word(word, x, 0, x + 6 * word.length(), 10));
            x += 6 * word.length() + 4;
        }
        return new TextLine(1, words, false);
    }
}
