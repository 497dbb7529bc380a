package com.nutrilab.lab.extraction;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Counts over a group of evaluated files (one kind, one layout). A result counts as found when its
 * code is one the truth accepts and its value and UCUM unit are right (a text result: no value and
 * the same text); flags, ranges, names, lab names and dates are scored over the found ones.
 */
final class ExtractionScore {

    int truePositives;
    /** Of the true positives, those the reader marked doubtful: right, but the user was asked to check. */
    int doubtfulTruePositives;

    int falsePositives;
    /** Of the false positives, those the reader marked doubtful: wrong, but told the user so. */
    int doubtfulFalsePositives;

    /**
     * The wrong values given without a doubt (an extra the truth lists the test of, an older column's
     * value under a wrong date): the worst outcome, as the user cannot tell.
     */
    final List<String> sureWrong = new ArrayList<>();

    int falseNegatives;
    /** Rows of tests the truth does not list: neither right nor wrong. */
    int unscoredRows;

    /** A cumulative report's older columns (truth that lists them): values printed, read right, read wrong. */
    int earlierExpected;

    int earlierFound;
    int earlierWrong;

    int flagsRight;
    int rangesRight;
    int namesRight;
    int labNamesRight;
    int datesRight;
    int files;
    final List<String> misses = new ArrayList<>();

    /** Adds one file; the number of its expected results that were found. */
    int add(String file, JsonObject truth, ExtractedReport read) {
        files++;
        List<JsonObject> expected = new ArrayList<>();
        JsonArray analytes = truth.getJsonArray("analytes");
        if (analytes != null) {
            analytes.forEach(a -> expected.add(a.asJsonObject()));
        }
        List<ExtractedAnalyte> unmatched = new ArrayList<>(read.analytes());
        int found = 0;
        for (JsonObject want : expected) {
            ExtractedAnalyte got = unmatched.stream()
                    .filter(a -> sameResult(want, a))
                    .findFirst()
                    .orElse(null);
            if (got == null) {
                falseNegatives++;
                misses.add(file + ": missed " + want.getString("printedName") + " " + want.getString("valueText") + " "
                        + text(want, "unit"));
                continue;
            }
            unmatched.remove(got);
            truePositives++;
            doubtfulTruePositives += got.doubt() == null ? 0 : 1;
            found++;
            if (Objects.equals(text(want, "flag"), got.flag())) {
                flagsRight++;
            } else {
                misses.add(file + ": flag of " + got.printedName() + " " + got.valueText() + " " + got.flag());
            }
            rangesRight +=
                    Objects.equals(number(want, "low"), got.low()) && Objects.equals(number(want, "high"), got.high())
                            ? 1
                            : 0;
            namesRight += want.getString("name").equals(got.name()) ? 1 : 0;
        }
        boolean complete = truth.getBoolean("complete", false);
        for (ExtractedAnalyte extra : unmatched) {
            if (complete || scored(extra, expected)) {
                falsePositives++;
                doubtfulFalsePositives += extra.doubt() == null ? 0 : 1;
                if (extra.doubt() == null) {
                    sureWrong.add(file + ": " + extra.printedName() + " " + extra.valueText() + " " + extra.unit()
                            + " as " + extra.code());
                }
                misses.add(file + ": extra " + extra.printedName() + " " + extra.valueText() + " " + extra.unit()
                        + (extra.doubt() == null ? "" : " (doubtful)"));
            } else {
                unscoredRows++;
                misses.add(file + ": unscored " + extra.printedName() + " " + extra.valueText() + " " + extra.unit());
            }
        }
        if (truth.containsKey("earlier")) {
            scoreEarlier(file, truth.getJsonArray("earlier"), read.earlier());
        }
        JsonArray aliases = truth.getJsonArray("labNameAliases");
        boolean labRight = truth.isNull("labName")
                ? read.labName() == null || expected.isEmpty()
                : aliases != null
                        && aliases.getValuesAs(JsonString.class).stream()
                                .anyMatch(alias -> alias.getString().equalsIgnoreCase(read.labName()));
        labNamesRight += labRight ? 1 : 0;
        LocalDate collected = truth.isNull("collectedAt") ? null : LocalDate.parse(truth.getString("collectedAt"));
        datesRight += Objects.equals(collected, read.collectedAt()) || collected == null ? 1 : 0;
        return found;
    }

    /**
     * An older column's value is right when the reader gives it under that column's date; a value
     * under a date the report prints no such value under (another column's value, a wrong one) is wrong.
     */
    private void scoreEarlier(String file, JsonArray truthColumns, List<ExtractedReport.EarlierResults> read) {
        Map<LocalDate, List<JsonObject>> byDate = new HashMap<>();
        for (JsonObject column : truthColumns.getValuesAs(JsonObject.class)) {
            List<JsonObject> values =
                    new ArrayList<>(column.getJsonArray("analytes").getValuesAs(JsonObject.class));
            earlierExpected += values.size();
            byDate.put(LocalDate.parse(column.getString("collectedAt")), values);
        }
        for (ExtractedReport.EarlierResults column : read) {
            List<JsonObject> values = byDate.getOrDefault(column.collectedAt(), new ArrayList<>());
            for (ExtractedAnalyte got : column.analytes()) {
                JsonObject want = values.stream()
                        .filter(w -> sameResult(w, got))
                        .findFirst()
                        .orElse(null);
                if (want != null) {
                    values.remove(want);
                    earlierFound++;
                } else {
                    earlierWrong++;
                    if (got.doubt() == null) {
                        sureWrong.add(file + ": older column " + column.collectedAt() + " " + got.printedName() + " "
                                + got.valueText() + " " + got.unit() + " as " + got.code());
                    }
                    misses.add(file + ": older column " + column.collectedAt() + " wrong " + got.printedName() + " "
                            + got.valueText() + " " + got.unit());
                }
            }
        }
    }

    void addAll(ExtractionScore other) {
        truePositives += other.truePositives;
        doubtfulTruePositives += other.doubtfulTruePositives;
        falsePositives += other.falsePositives;
        doubtfulFalsePositives += other.doubtfulFalsePositives;
        falseNegatives += other.falseNegatives;
        unscoredRows += other.unscoredRows;
        earlierExpected += other.earlierExpected;
        earlierFound += other.earlierFound;
        earlierWrong += other.earlierWrong;
        flagsRight += other.flagsRight;
        rangesRight += other.rangesRight;
        namesRight += other.namesRight;
        labNamesRight += other.labNamesRight;
        datesRight += other.datesRight;
        files += other.files;
        misses.addAll(other.misses);
        sureWrong.addAll(other.sureWrong);
    }

    /**
     * Whether an extra result counts against precision: on a document that is no report, always; on a
     * report, when the truth lists its test (by code or printed name), so it is a test read wrong. A
     * row of a test the truth does not list (the truth files list the tests of the catalogue when they
     * were written; the reader now reports every row, issue 45) is counted apart, as unscored.
     */
    private static boolean scored(ExtractedAnalyte extra, List<JsonObject> expected) {
        return expected.isEmpty()
                || expected.stream()
                        .anyMatch(want -> (extra.code() != null
                                        && want.getJsonArray("acceptCodes").getValuesAs(JsonString.class).stream()
                                                .anyMatch(
                                                        code -> code.getString().equals(extra.code())))
                                || AnalyteCatalogue.compact(want.getString("printedName"))
                                        .equals(AnalyteCatalogue.compact(extra.printedName())));
    }

    private static boolean sameResult(JsonObject want, ExtractedAnalyte got) {
        boolean codeAccepted = want.getJsonArray("acceptCodes").getValuesAs(JsonString.class).stream()
                .anyMatch(code -> code.getString().equals(got.code()));
        Double value = number(want, "value");
        boolean valueRight = value == null
                ? got.value() == null && want.getString("valueText").equalsIgnoreCase(got.valueText())
                : got.value() != null && Math.abs(value - got.value()) < 1e-9;
        return codeAccepted && valueRight && Objects.equals(text(want, "unit"), got.unit());
    }

    double precision() {
        return truePositives + falsePositives == 0 ? 1 : truePositives / (double) (truePositives + falsePositives);
    }

    double recall() {
        return truePositives + falseNegatives == 0 ? 1 : truePositives / (double) (truePositives + falseNegatives);
    }

    double f1() {
        return precision() + recall() == 0 ? 0 : 2 * precision() * recall() / (precision() + recall());
    }

    /** The share of found results whose flag is right (1 when none was found). */
    double flagAccuracy() {
        return truePositives == 0 ? 1 : flagsRight / (double) truePositives;
    }

    @Override
    public String toString() {
        return summary()
                + (earlierExpected + earlierWrong == 0
                        ? ""
                        : String.format(
                                "; older columns: %d printed, %d read right, %d read wrong",
                                earlierExpected, earlierFound, earlierWrong));
    }

    private String summary() {
        return String.format(
                "%d file(s), P %.3f, R %.3f, F1 %.3f (found %d of which doubtful %d, extra %d of which doubtful %d, "
                        + "missed %d, unscored %d; wrong and sure %d); "
                        + "of the found: "
                        + "flag %d, range %d, name %d; lab name %d/%d, collection date %d/%d",
                files,
                precision(),
                recall(),
                f1(),
                truePositives,
                doubtfulTruePositives,
                falsePositives,
                doubtfulFalsePositives,
                falseNegatives,
                unscoredRows,
                sureWrong.size(),
                flagsRight,
                rangesRight,
                namesRight,
                labNamesRight,
                files,
                datesRight,
                files);
    }

    private static Double number(JsonObject object, String field) {
        return object.containsKey(field) && !object.isNull(field)
                ? object.getJsonNumber(field).doubleValue()
                : null;
    }

    private static String text(JsonObject object, String field) {
        return object.containsKey(field) && !object.isNull(field) ? object.getString(field) : null;
    }
}
