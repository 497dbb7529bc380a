package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
