package com.nutrilab.lab.extraction;

import java.util.List;

/**
 * Section headings of a report that change what its rows mean: a urinalysis section's "Glucose
 * Negative" or "Leukozyten negativ" is a urine test, not the blood analyte of the same name.
 */
final class Sections {

    private static final int MAX_HEADING_WORDS = 4;
    /** Headings of a urinalysis section in every language read ({@link Language#urineSections}). */
    private static final WordSet URINE = Vocabulary.shipped().urineSections;

    private static final WordSet URINE_SUBSECTIONS = Vocabulary.shipped().urineSubsections;
    private static final WordSet BLOOD_GAS = Vocabulary.shipped().bloodGasSections;
    private static final WordSet ELECTROPHORESIS = Vocabulary.shipped().electrophoresisSections;
    private static final WordSet TOLERANCE_TESTS = Vocabulary.shipped().toleranceTests;
    /** The most words of a tolerance test's heading ("Oraler Glukosetoleranztest (75 g)"). */
    private static final int MAX_TOLERANCE_HEADING_WORDS = 6;

    private Sections() {}

    /** A short line without numbers or text results ("Nitrit negativ" is a row): a heading, if no result row. */
    static boolean isHeading(TextLine line) {
        List<String> words = line.words().stream().map(Word::text).toList();
        if (words.size() > MAX_HEADING_WORDS || line.hasDigit()) {
            return false;
        }
        for (int i = 0; i < words.size(); i++) {
            if (QualitativeValue.at(words, i).isPresent()) {
                return false;
            }
        }
        return true;
    }

    static boolean isUrine(TextLine line) {
        return isHeading(line) && line.words().stream().map(Word::text).anyMatch(URINE::contains);
    }

    /**
     * A blood gas section's heading, alone or as a table header's first words ("Blutgasanalyse",
     * "Blood gas  Venous  Arterial  Units"): its bare "pH" is the blood's, not the urine's.
     */
    static boolean isBloodGas(TextLine line) {
        return headedBy(line, BLOOD_GAS);
    }

    /**
     * A protein electrophoresis's heading, alone or as a table header's first words ("ÉLECTROPHORÈSE
     * DES PROTÉINES SÉRIQUES", "Eiweißelektrophorese  %  g/dl"): its albumin is a fraction.
     */
    static boolean isElectrophoresis(TextLine line) {
        return headedBy(line, ELECTROPHORESIS);
    }

    /** A line without numbers that starts with a heading of these, alone or before a table header's words. */
    private static boolean headedBy(TextLine line, WordSet headings) {
        List<String> words = line.words().stream().map(Word::text).toList();
        return !line.hasDigit() && headings.at(words, 0) > 0;
    }

    /**
     * A glucose tolerance test's heading, its load in it or not ("Oraler Glukosetoleranztest (75 g)",
     * "OGTT", "Curva glicemica"): its rows' glucose at a time is the test's sample.
     */
    static boolean isToleranceTest(TextLine line) {
        List<String> words = line.words().stream().map(Word::text).toList();
        if (words.size() > MAX_TOLERANCE_HEADING_WORDS) {
            return false;
        }
        for (int i = 0; i < words.size(); i++) {
            if (TOLERANCE_TESTS.at(words, i) > 0) {
                return true;
            }
        }
        return false;
    }

    /** A label and what it labels ("Method: Double indicator principle", "Sample: Urine"): a row's note, no heading. */
    static boolean isLabelled(TextLine line) {
        return line.words().size() > 1 && line.words().get(0).text().endsWith(":");
    }

    /** A heading inside a urinalysis ("Chemical Examination", "Microscopic Examination", "Sediment"): no new section. */
    static boolean isUrineSubsection(TextLine line) {
        return isHeading(line) && line.words().stream().map(Word::text).anyMatch(URINE_SUBSECTIONS::contains);
    }
}
