package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which language a page read by OCR is in, from words every lab report in it prints, so that a
 * German page is read again with Tesseract's German model. English reads German reports well
 * enough to tell ("Untersuchung", "Ergebnis", "Referenzbereich", "Leukozyten"), if not their umlauts.
 */
final class PageLanguage {

    /** Words of German lab reports, normalized (no case, no accents): umlauts read by English come out plain. */
    private static final Map<String, Set<String>> MARKERS = Map.of(
            "deu",
            Set.of(
                    "und",
                    "der",
                    "die",
                    "das",
                    "fur",
                    "befund",
                    "laborbefund",
                    "untersuchung",
                    "ergebnis",
                    "einheit",
                    "referenzbereich",
                    "normbereich",
                    "referenzwerte",
                    "normalwerte",
                    "probenentnahme",
                    "entnahme",
                    "eingang",
                    "geb",
                    "auftragsnr",
                    "leukozyten",
                    "erythrozyten",
                    "thrombozyten",
                    "hamoglobin",
                    "hamatokrit",
                    "kreatinin",
                    "harnsaure",
                    "harnstoff",
                    "cholesterin",
                    "triglyceride",
                    "nuchtern",
                    "blutbild",
                    "klinische",
                    "chemie",
                    "schilddruse",
                    "eisenstoffwechsel",
                    "gesamteiweiss",
                    "folsaure",
                    "beurteilung",
                    "hoch",
                    "niedrig"));
    /** How many marker words a page must print to read as that language. */
    private static final int MIN_MARKERS = 4;

    private PageLanguage() {}

    /** Whether the page's words say it is in this language (only German is known; others never match). */
    static boolean readsAs(List<TextLine> lines, String language) {
        Set<String> markers = MARKERS.get(language);
        if (markers == null) {
            return false;
        }
        long found = lines.stream()
                .flatMap(line -> line.words().stream())
                .map(word -> AnalyteCatalogue.normalize(word.text()))
                .filter(markers::contains)
                .count();
        return found >= MIN_MARKERS;
    }

    /** OCR's mean confidence over the page's words: which of two readings of it to keep. */
    static double confidence(List<TextLine> lines) {
        return lines.stream()
                .flatMap(line -> line.words().stream())
                .mapToDouble(Word::confidence)
                .average()
                .orElse(0);
    }
}
