package com.nutrilab.recommendation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.lab.LabAnalyte;
import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.marker.Reading;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 57: markers are judged in their canonical unit, so that a UK report (mmol/L, IFCC HbA1c in
 * mmol/mol, nmol/L) and a US report (mg/dL, NGSP %, ng/mL) of the same values, each printed as its
 * lab rounds them, give the same focus and the same items. HbA1c is the case unit algebra alone
 * would get wrong: 53 mmol/mol over a limit of 38 is 39 % out, but 7.0 % over 5.6 % only 25 %, so
 * judged as printed the UK report would put sugars before LDL cholesterol.
 */
class CanonicalMarkersTest {

    private static final Instant NOW = Instant.parse("2026-11-27T10:00:00Z");
    private static final ProfileView OMNIVORE = new ProfileView("omnivore", List.of(), null, null);
    private static List<CandidateFood> foods;
    private static Recommender recommender;
    private static AnalyteCatalogue catalogue;

    @BeforeAll
    static void read() throws IOException {
        FoodClassification classification = FoodClassification.shipped();
        RecommendationRules rules = RecommendationRules.shipped();
        recommender = new Recommender(classification, rules);
        foods = SeedFoods.shipped();
        catalogue = AnalyteCatalogue.shipped();
    }

    private static final List<LabAnalyte> UK = List.of(
            result("2345-7", "glucose", 6.2, "mmol/L", 3.9, 5.5, "HIGH"),
            result("4548-4", "HbA1c", 53.0, "mmol/mol", 20.0, 38.0, "HIGH"),
            result("13457-7", "LDL cholesterol", 3.9, "mmol/L", null, 3.0, "HIGH"),
            result("2085-9", "HDL cholesterol", 0.9, "mmol/L", 1.0, null, "LOW"),
            result("2571-8", "triglycerides", 2.3, "mmol/L", null, 1.7, "HIGH"),
            result("62292-8", "vitamin D", 30.0, "nmol/L", 50.0, 125.0, "LOW"),
            result("2276-4", "ferritin", 12.0, "ug/L", 15.0, 150.0, "LOW"));

    /** The same values as a US lab prints them (published factors, the lab's own rounding). */
    private static final List<LabAnalyte> US = List.of(
            result("2345-7", "glucose", 112.0, "mg/dL", 70.0, 99.0, "HIGH"),
            result("4548-4", "HbA1c", 7.0, "%", 4.0, 5.6, "HIGH"),
            result("13457-7", "LDL cholesterol", 151.0, "mg/dL", null, 116.0, "HIGH"),
            result("2085-9", "HDL cholesterol", 35.0, "mg/dL", 39.0, null, "LOW"),
            result("2571-8", "triglycerides", 204.0, "mg/dL", null, 150.0, "HIGH"),
            result("62292-8", "vitamin D", 12.0, "ng/mL", 20.0, 50.0, "LOW"),
            result("2276-4", "ferritin", 12.0, "ng/mL", 15.0, 150.0, "LOW"));

    @Test
    void aUkAndAUsReportOfTheSameValuesGiveTheSameFocusAndItems() {
        RecommendationView uk = recommend(markers("uk", UK));
        RecommendationView us = recommend(markers("us", US));
        assertFalse(uk.focus().isEmpty());
        assertEquals(us.focus(), uk.focus());
        assertEquals(20, foodIds(uk).size());
        // Each lab rounds as it prints (LDL 3.9 mmol/L is 150.8 mg/dL, printed 151), so two foods of
        // nearly equal scores may trade places; the foods are the same and so is each one's score.
        assertEquals(new TreeSet<>(foodIds(us)), new TreeSet<>(foodIds(uk)));
        Map<String, Double> usScores = scores(us);
        scores(uk).forEach((food, score) -> assertEquals(usScores.get(food), score, 0.01 * score, food));
    }

    private static Map<String, Double> scores(RecommendationView view) {
        Map<String, Double> scores = new HashMap<>();
        view.items().forEach(item -> scores.put(item.food().id(), item.score()));
        return scores;
    }

    /** Without the canonical values (judged as printed) the two reports disagree: the test above has teeth. */
    @Test
    void judgedAsPrintedTheyWouldNot() {
        Map<String, Marker> asPrinted = new HashMap<>();
        markers("uk", UK)
                .forEach((key, m) -> asPrinted.put(
                        key,
                        new Marker(
                                m.key(),
                                m.code(),
                                m.name(),
                                m.value(),
                                m.valueText(),
                                m.unit(),
                                m.flag(),
                                m.low(),
                                m.high(),
                                m.collectedAt(),
                                m.labResultId(),
                                null)));
        assertNotEquals(
                recommend(markers("us", US)).focus(), recommend(asPrinted).focus());
    }

    /**
     * A reading given with a doubt (a digit OCR was unsure of) may be wrong, and a wrong value must
     * not choose a user's foods: it is no marker, and an older reading without a doubt of the same
     * test is judged instead.
     */
    @Test
    void aDoubtfulReadingChoosesNoFoods() {
        LabAnalyte misreadLdl = new LabAnalyte(
                "13457-7",
                "LDL cholesterol",
                "LDL cholesterol",
                390.0,
                null,
                "390",
                "mg/dL",
                null,
                null,
                116.0,
                "<116",
                "HIGH",
                1,
                0.4,
                "the decimal point may have been lost in the scan");
        Map<String, Marker> onlyDoubtful = markers("scan", List.of(misreadLdl));
        assertTrue(onlyDoubtful.isEmpty(), "a doubtful reading is no marker: " + onlyDoubtful);
        assertTrue(recommend(onlyDoubtful).focus().isEmpty(), "and gives no focus");

        LabAnalyte sureLdl = result("13457-7", "LDL cholesterol", 101.0, "mg/dL", null, 116.0, "NORMAL");
        Map<String, Marker> judged = Recommendations.latestMarkers(
                List.of(
                        new Reading("older", LocalDate.of(2026, 5, 2), Reading.DateSource.COLLECTED, NOW, 0, sureLdl),
                        new Reading(
                                "scan", LocalDate.of(2026, 11, 2), Reading.DateSource.COLLECTED, NOW, 0, misreadLdl)),
                catalogue);
        assertEquals(101.0, judged.get("ldl").value(), "the newest reading without a doubt: " + judged);
    }

    private static RecommendationView recommend(Map<String, Marker> markers) {
        return recommender.recommend(foods, markers, OMNIVORE, 20, null, NOW);
    }

    private static Map<String, Marker> markers(String report, List<LabAnalyte> results) {
        return Recommendations.latestMarkers(
                results.stream()
                        .map(a ->
                                new Reading(report, LocalDate.of(2026, 11, 2), Reading.DateSource.COLLECTED, NOW, 0, a))
                        .toList(),
                catalogue);
    }

    private static List<String> foodIds(RecommendationView view) {
        return view.items().stream().map(item -> item.food().id()).toList();
    }

    private static LabAnalyte result(
            String code, String name, double value, String unit, Double low, Double high, String flag) {
        String range = low != null && high != null ? low + "-" + high : high != null ? "<" + high : ">" + low;
        return new LabAnalyte(
                code, name, name, value, null, String.valueOf(value), unit, null, low, high, range, flag, 1, 1.0, null);
    }
}
