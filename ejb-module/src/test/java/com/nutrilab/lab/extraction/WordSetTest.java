package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How a language file's words match what a report prints. */
class WordSetTest {

    private static final WordSet WORDS =
            new WordSet(List.of("Référen*", "nicht nachweisbar", "hoch", "l", "↑", "--", "jusqu'à"));

    @Test
    void withoutCaseOrAccentsAPrefixStandsForEveryWordItStarts() {
        assertTrue(WORDS.contains("REFERENZBEREICH"));
        assertTrue(WORDS.contains("Références:"));
        assertTrue(WORDS.contains("HOCH"));
        assertTrue(WORDS.contains("↑"));
        assertTrue(WORDS.contains("--"));
        assertFalse(WORDS.contains("-"));
        assertTrue(WORDS.contains("jusqu'a"), "OCR's reading without the accent");
    }

    @Test
    void aUnitsLettersAreNoWord() {
        assertTrue(WORDS.contains("L"));
        assertFalse(WORDS.contains("/µL"), "a unit's l is no low flag");
        assertFalse(WORDS.contains("mg/L"));
    }

    @Test
    void aLetterWithAnAccentIsAWordOfItsOwn() {
        assertTrue(WORDS.contains("(L)"));
        assertFalse(WORDS.contains("ĺ"), "not the flag L");
        assertFalse(new WordSet(List.of("a")).contains("à"), "French's \"to\" is no flag A");
    }

    @Test
    void wordsInARowAndAPrefixOnlyForOneWord() {
        assertEquals(2, WORDS.at(List.of("nicht", "nachweisbar", "mg/l"), 0));
        assertEquals(1, WORDS.at(List.of("Referenz", "15.03.2026"), 0), "a prefix takes one word, never the date");
        assertEquals(1, WORDS.at(List.of("hoch", "%"), 0), "a flag and a unit are not one flag");
        assertEquals(0, WORDS.at(List.of("Glucose", "hoch"), 0));
    }
}
