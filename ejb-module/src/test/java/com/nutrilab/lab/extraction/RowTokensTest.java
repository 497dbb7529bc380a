package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shapes of a row's words, the token classifier the row's readers decide by. */
class RowTokensTest {

    @Test
    void everyShapeOfAWord() {
        Map<String, RowTokens.Shape> shapes = Map.ofEntries(
                Map.entry("5,4", RowTokens.Shape.NUMBER),
                Map.entry("1'250", RowTokens.Shape.NUMBER),
                Map.entry("295 000", RowTokens.Shape.NUMBER),
                Map.entry("1,50,000", RowTokens.Shape.NUMBER),
                Map.entry("7.2H", RowTokens.Shape.NUMBER_WITH_FLAG),
                Map.entry("*11.2", RowTokens.Shape.MARKED_NUMBER),
                Map.entry("<0.5", RowTokens.Shape.COMPARED),
                Map.entry(">=40", RowTokens.Shape.COMPARED),
                Map.entry("≤", RowTokens.Shape.COMPARATOR),
                Map.entry("70-99", RowTokens.Shape.SPAN),
                Map.entry("2.0—-4.4", RowTokens.Shape.SPAN),
                Map.entry("70à110", RowTokens.Shape.SPAN),
                Map.entry("–", RowTokens.Shape.DASH),
                Map.entry("tot", RowTokens.Shape.DASH),
                Map.entry(".......", RowTokens.Shape.LEADER),
                Map.entry("mg/dL", RowTokens.Shape.OTHER));
        shapes.forEach((word, shape) -> assertEquals(shape, RowTokens.of(word), word));
    }

    @Test
    void punctuationAroundAWordIsNoPartOfIt() {
        assertEquals("ref", RowTokens.clean("(ref"));
        assertEquals("0.00-3.00", RowTokens.clean("0.00-3.00)"));
        assertEquals("141", RowTokens.clean("141,"));
    }

    /** A bullet, a speck, a row number or a test code may come before a name; a word may not. */
    @Test
    void marksAndCodesBeforeAName() {
        for (String mark : new String[] {"•", "-", "12", "005009", "CH12", "3)"}) {
            assertTrue(RowTokens.isLeadingMark(mark), mark);
        }
        for (String word : new String[] {"Total", "Serum", "mg/dL"}) {
            assertFalse(RowTokens.isLeadingMark(word), word);
        }
    }

    /** A label's closing word or a scattergram's axis makes another test's label; a unit or a lowercase letter does not. */
    @Test
    void wordsThatMakeALongerLabel() {
        for (String word : new String[] {"Fragmente:", "X:", "X", "Y", "X."}) {
            assertTrue(RowTokens.closesLongerLabel(word), word);
        }
        for (String word : new String[] {"x", "Fragmente", "mg/dL:", "12:"}) {
            assertFalse(RowTokens.closesLongerLabel(word), word);
        }
    }

    @Test
    void ratioWordsInAnyCase() {
        assertTrue(RowTokens.isRatioWord("RATIO"));
        assertTrue(RowTokens.isRatioWord("Quotient"));
        assertFalse(RowTokens.isRatioWord("Rate"));
    }
}
