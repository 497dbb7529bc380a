package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A cumulative report (issue 57: common in Switzerland, Germany, Australia, hospitals everywhere):
 * two to six dated result columns, the newest on the left or on the right, one column with gaps and
 * others with a blank here and there, rows shaded every other one as a hospital's system prints
 * them, small type when the columns are many. The newest column is the report's results; every
 * older column's values are the truth's {@code earlier}, each under its column's date.
 */
final class CumulativeColumnsLayout extends LanguageLayout {

    private static final List<Test> TESTS = List.of(
            new Test("hemoglobin", "g/L", 0, 120.0, 160.0),
            new Test("hematocrit", "%", 0, 36.0, 46.0),
            new Test("wbc", "10^9/L", 1, 3.5, 10.0),
            new Test("platelets", "10^9/L", 0, 150.0, 450.0),
            new Test("sodium", "mmol/L", 0, 136.0, 145.0),
            new Test("potassium", "mmol/L", 1, 3.6, 5.1),
            new Test("creatinine", "µmol/L", 0, 45.0, 84.0),
            new Test("urea", "mmol/L", 1, 2.8, 7.6),
            new Test("glucose", "mmol/L", 1, 3.9, 6.1),
            new Test("crp", "mg/L", 0, null, 5.0),
            new Test("alt", "U/L", 0, null, 35.0),
            new Test("albumin", "g/L", 0, 34.0, 48.0));

    private final int columns;
    private final boolean newestLeft;

    CumulativeColumnsLayout(ReportLanguage language, int columns, boolean newestLeft) {
        super(language);
        this.columns = columns;
        this.newestLeft = newestLeft;
    }

    @Override
    String problem() {
        return "cumulative-columns";
    }

    @Override
    public GeneratedReport draw(Random random) {
        ResultDraw draw = new ResultDraw(random, UnitSystem.DE, RangeStyle.SPACED);
        boolean landscape = columns >= 5;
        float size = columns >= 5 ? 7.5f : 9;
        float row = size + 5;
        float nameRight = 200;
        float columnWidth = landscape ? 62 : 56;
        float unitX = nameRight + 20 + columns * columnWidth;
        float rangeX = unitX + 55;
        LocalDate newest = ReportFixtures.date(random);
        List<LocalDate> dates = new ArrayList<>(List.of(newest));
        for (int c = 1; c < columns; c++) {
            dates.add(dates.get(c - 1).minusDays(20 + random.nextInt(200)));
        }
        if (!newestLeft) {
            Collections.reverse(dates);
        }
        int newestColumn = dates.indexOf(newest);
        // One older column (or the only other) has gaps: a sample that had fewer tests ordered.
        int gappy = IntStream.range(0, columns)
                .filter(c -> c != newestColumn)
                .findFirst()
                .orElse(0);
        String lab = lab(random);
        List<SyntheticResult> results = new ArrayList<>();
        List<SyntheticResult> absent = new ArrayList<>();
        List<List<SyntheticResult>> byColumn = new ArrayList<>();
        for (int c = 0; c < columns; c++) {
            byColumn.add(new ArrayList<>());
        }
        PDDocument document = new PDDocument();
        try (PdfSheet sheet = new PdfSheet(document, landscape ? PdfSheet.A4_LANDSCAPE : PdfSheet.A4)) {
            float width = sheet.width() - 40;
            float y = header(sheet, lab, newest, random);
            sheet.text(Typeface.SANS_BOLD, size, NAME_X, y, language.heads.get(0));
            for (int c = 0; c < columns; c++) {
                sheet.textRight(
                        Typeface.SANS_BOLD,
                        size,
                        nameRight + 20 + (c + 1) * columnWidth - 6,
                        y,
                        language.dates.format(dates.get(c)));
            }
            sheet.text(Typeface.SANS_BOLD, size, unitX, y, language.heads.get(2));
            sheet.text(Typeface.SANS_BOLD, size, rangeX, y, language.heads.get(3));
            sheet.rule(NAME_X, width, y + 4, 0.6f, 0);
            y += row + 6;
            int rowIndex = 0;
            for (Test test : TESTS) {
                String name = printedName(test.key(), random);
                double usual = plausible(test, random);
                SyntheticResult[] values = new SyntheticResult[columns];
                for (int c = 0; c < columns; c++) {
                    double blankChance = c == gappy ? 0.4 : c == newestColumn ? 0.08 : 0.1;
                    if (random.nextDouble() < blankChance) {
                        continue;
                    }
                    double value = ResultDraw.round(
                            c == newestColumn ? usual : usual * (0.85 + 0.3 * random.nextDouble()), test.decimals());
                    values[c] = result(test, name, value);
                }
                if (IntStream.range(0, columns).allMatch(c -> values[c] == null)) {
                    continue;
                }
                if (rowIndex % 2 == 1) {
                    sheet.box(NAME_X - 2, y - size - 1, width - NAME_X + 2, row, 0.85f);
                }
                sheet.text(Typeface.SANS, size, NAME_X, y, name);
                for (int c = 0; c < columns; c++) {
                    if (values[c] != null) {
                        sheet.textRight(
                                values[c].outOfRange() ? Typeface.SANS_BOLD : Typeface.SANS,
                                size,
                                nameRight + 20 + (c + 1) * columnWidth - 6,
                                y,
                                values[c].valueText());
                        if (c != newestColumn) {
                            byColumn.get(c).add(values[c]);
                        }
                    }
                }
                sheet.text(Typeface.SANS, size, unitX, y, test.unit());
                sheet.text(Typeface.SANS, size, rangeX, y, range(test));
                if (values[newestColumn] != null) {
                    results.add(values[newestColumn]);
                } else {
                    absent.add(IntStream.range(0, columns)
                            .filter(c -> values[c] != null)
                            .boxed()
                            .max(Comparator.comparing(dates::get))
                            .map(c -> values[c])
                            .orElseThrow());
                }
                rowIndex++;
                y += row;
            }
        }
        List<GeneratedReport.EarlierColumn> earlier = IntStream.range(0, columns)
                .filter(c -> c != newestColumn)
                .boxed()
                .sorted(Comparator.comparing(dates::get).reversed())
                .map(c -> new GeneratedReport.EarlierColumn(dates.get(c), List.copyOf(byColumn.get(c))))
                .toList();
        return report(
                columns + " dated columns, the newest on the " + (newestLeft ? "left" : "right") + ", column "
                        + (gappy + 1) + " with gaps",
                lab,
                newest,
                results,
                absent,
                earlier,
                List.of(),
                ReportFixtures.save(document));
    }
}
