package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A haematology analyser's print-out as labs attach it to a report: no table and no ranges, each line
 * a short name, a colon or spaces, the value and its unit ({@code WBC: 6.2 10^9/L}, {@code Hkt 41,5
 * %}), the differential as a percentage and a count, under one abbreviation each ({@code NEU%}, {@code
 * NEU#}) or on one line under the name both share ({@code Neutrophile: 55,2 % 3,41 10^9/L}), in
 * monospaced type; and between them the analyser's own parameters, which are no clinical
 * test ({@code Neut X: 62.0}, {@code MPXI: -1.6}, {@code LI: 2.17}): read as results they are wrong.
 */
final class AnalyserPrintoutLayout extends LanguageLayout {

    private static final List<Test> TESTS = List.of(
            new Test("wbc", "10^9/L", 2, 4.0, 10.0),
            new Test("rbc", "10^12/L", 2, 4.2, 5.8),
            new Test("hemoglobin", "g/L", 0, 120.0, 170.0),
            new Test("hematocrit", "%", 1, 37.0, 50.0),
            new Test("mcv", "fL", 1, 80.0, 98.0),
            new Test("mch", "pg", 1, 27.0, 33.0),
            new Test("mchc", "g/L", 0, 320.0, 360.0),
            new Test("platelets", "10^9/L", 0, 150.0, 400.0),
            new Test("mpv", "fL", 1, 7.5, 11.5));

    /** The differential: each cell type's percentage and count. */
    private static final List<List<Test>> DIFFERENTIAL = List.of(
            List.of(
                    new Test("neutrophils-pct", "%", 1, 40.0, 75.0),
                    new Test("neutrophils-abs", "10^9/L", 2, 1.8, 7.5)),
            List.of(
                    new Test("lymphocytes-pct", "%", 1, 20.0, 45.0),
                    new Test("lymphocytes-abs", "10^9/L", 2, 1.0, 4.0)),
            List.of(new Test("monocytes-pct", "%", 1, 2.0, 10.0), new Test("monocytes-abs", "10^9/L", 2, 0.2, 1.0)));

    /** The analyser's parameters that are no clinical test, with a value each as it prints them. */
    private static final List<String> PARAMETERS = List.of("Neut X", "Neut Y", "MPXI", "LI", "MN Y");

    AnalyserPrintoutLayout(ReportLanguage language) {
        super(language);
    }

    @Override
    String problem() {
        return "analyser-printout";
    }

    /** The shortest name the catalogue gives the test in the language: an analyser's abbreviation. */
    private String abbreviation(String key) {
        return language.names(key).stream()
                .min(Comparator.comparingInt(String::length))
                .orElseThrow();
    }

    @Override
    public GeneratedReport draw(Random random) {
        LocalDate collected = ReportFixtures.date(random);
        String lab = lab(random);
        boolean colon = language.ordinal() % 2 == 0;
        List<SyntheticResult> results = new ArrayList<>();
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, PdfSheet.A4)) {
            float y = header(sheet, lab, collected, random);
            sheet.text(Typeface.MONO_BOLD, 9, NAME_X, y, "ADVIA 2120i  #" + (1000 + random.nextInt(8999)));
            y += 16;
            int parameter = 0;
            for (int t = 0; t < TESTS.size(); t++) {
                SyntheticResult result =
                        unranged(TESTS.get(t), abbreviation(TESTS.get(t).key()), random);
                line(sheet, y, result.printedName(), result.valueText(), result.printedUnit(), colon);
                results.add(result);
                y += 12;
                if (t % 3 == 2 && parameter < PARAMETERS.size()) {
                    y = parameter(sheet, y, PARAMETERS.get(parameter++), colon, random);
                }
            }
            y += 8;
            for (List<Test> cells : DIFFERENTIAL) {
                Test percent = cells.get(0);
                Test count = cells.get(1);
                List<String> shared = language.names(percent.key()).stream()
                        .filter(language.names(count.key())::contains)
                        .toList();
                if (!shared.isEmpty() && random.nextBoolean()) {
                    // one line: the percentage, then the count, under the name both tests share
                    String name = shared.get(0);
                    SyntheticResult first = unranged(percent, name, random);
                    SyntheticResult second = unranged(count, name, random);
                    line(sheet, y, name, first.valueText(), first.printedUnit(), colon);
                    sheet.textRight(Typeface.MONO, 9, NAME_X + 250, y, second.valueText());
                    sheet.text(Typeface.MONO, 9, NAME_X + 260, y, second.printedUnit());
                    results.add(first);
                    results.add(second);
                    y += 12;
                } else {
                    for (Test test : cells) {
                        SyntheticResult result = unranged(test, abbreviation(test.key()), random);
                        line(sheet, y, result.printedName(), result.valueText(), result.printedUnit(), colon);
                        results.add(result);
                        y += 12;
                    }
                }
            }
            while (parameter < PARAMETERS.size()) {
                y = parameter(sheet, y, PARAMETERS.get(parameter++), colon, random);
            }
        }
        return report(
                "an analyser's print-out: name, value, unit, no range; its own parameters between",
                lab,
                collected,
                results,
                List.of(),
                List.of(),
                List.of(),
                ReportFixtures.save(document));
    }

    /** A result as the analyser prints it: its value, its unit, no range. */
    private SyntheticResult unranged(Test test, String name, Random random) {
        Test unranged = new Test(test.key(), test.unit(), test.decimals(), null, null);
        double value = ResultDraw.round(plausible(test, random), test.decimals());
        return ResultDraw.computed(
                test.key(), name, value, language.number(value, test.decimals()), unranged.measure(), null);
    }

    /** An analyser parameter between the results, with a value and no unit: no test of the catalogue. */
    private float parameter(PdfSheet sheet, float y, String name, boolean colon, Random random) {
        line(sheet, y, name, language.number(10 + 80 * random.nextDouble(), 2), "", colon);
        return y + 12;
    }

    private static void line(PdfSheet sheet, float y, String name, String value, String unit, boolean colon) {
        sheet.text(Typeface.MONO, 9, NAME_X, y, colon ? name + ":" : name);
        sheet.textRight(Typeface.MONO, 9, NAME_X + 150, y, value);
        if (!unit.isEmpty()) {
            sheet.text(Typeface.MONO, 9, NAME_X + 160, y, unit);
        }
    }
}
