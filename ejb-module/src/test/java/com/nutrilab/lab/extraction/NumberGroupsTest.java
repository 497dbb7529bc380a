package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Thousands grouped with a space, joined only on a page that groups them so and only a space apart. */
class NumberGroupsTest {

    private static final ReportStyle GROUPS = new ReportStyle(true, true, true, null);

    @Test
    void groupsASpaceApartAreOneNumber() {
        assertEquals(
                List.of("HEMATIES", "4 700 000", "/mm3", "21/09/01", ":", "5 600 000"),
                texts(joined(GROUPS, "HEMATIES", "4", "700", "000", "/mm3", "21/09/01", ":", "5", "600", "000")));
        assertEquals(List.of("Plaquettes", "1 245,5"), texts(joined(GROUPS, "Plaquettes", "1", "245,5")));
    }

    @Test
    void aGroupedRangeInBracketsIsOneWordForTheRangeReader() {
        assertEquals(
                List.of("Leucocytes", "6 200", "/mm3", "(4 000-10 000)"),
                texts(joined(GROUPS, "Leucocytes", "6", "200", "/mm3", "(4", "000-10", "000)")));
        assertEquals(
                List.of("Plaquettes", "245 000", "(150 000", "-", "400 000)"),
                texts(joined(GROUPS, "Plaquettes", "245", "000", "(150", "000", "-", "400", "000)")));
    }

    @Test
    void aColumnsGapOrAPageThatDoesNotGroupSoKeepsTwoNumbers() {
        TextLine wide = new TextLine(
                1,
                List.of(
                        new Word("Leucocytes", 0, 0, 60, 10),
                        new Word("6", 300, 0, 306, 10),
                        new Word("100", 600, 0, 618, 10)),
                false);
        assertEquals(List.of("Leucocytes", "6", "100"), texts(NumberGroups.joined(List.of(wide), Map.of(1, GROUPS))));
        ReportStyle plain = new ReportStyle(false, false, false, null);
        assertEquals(List.of("Platelets", "250", "000"), texts(joined(plain, "Platelets", "250", "000")));
        assertEquals(
                List.of("Glucose", "5,4", "100"),
                texts(joined(GROUPS, "Glucose", "5,4", "100")),
                "a decimal is no group's start");
    }

    /** Words a space apart: 6 units a character, 4 between words. */
    private static List<TextLine> joined(ReportStyle style, String... words) {
        List<Word> printed = new ArrayList<>();
        double x = 0;
        for (String word : words) {
            printed.add(new Word(word, x, 0, x + 6 * word.length(), 10));
            x += 6 * word.length() + 4;
        }
        return NumberGroups.joined(List.of(new TextLine(1, printed, false)), Map.of(1, style));
    }

    private static List<String> texts(List<TextLine> lines) {
        return lines.get(0).words().stream().map(Word::text).toList();
    }
}
