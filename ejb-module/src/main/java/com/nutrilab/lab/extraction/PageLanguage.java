package com.nutrilab.lab.extraction;

import java.lang.Character.UnicodeScript;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which language a page is in, from words every lab report in it prints, so that a page read by
 * OCR in English is read again with its own language's model (one more pass, never every language);
 * and which script a page's letters are in, so that a page in a script no model here reads (Chinese,
 * Cyrillic) fails with a clear code. English OCR reads the Latin-script languages well enough to
 * tell them apart ("Untersuchung", "Risultato", "Uitslag", "Sonuç" read as "sonug"), if not their
 * accents, so the markers are compared without accents.
 */
final class PageLanguage {

    /**
     * The words of lab reports in each language ({@link Language#markers}), by its Tesseract model,
     * chosen to be one language's own: a word two languages share ("hemoglobina") tells neither.
     */
    private static final Map<String, WordSet> MARKERS = markers();

    /** How many marker words a page must print to read as that language. */
    private static final int MIN_MARKERS = 4;

    /** Scripts whose languages are read here: Latin letters, and what every script shares (digits, signs). */
    private static final Set<UnicodeScript> READ =
            Set.of(UnicodeScript.LATIN, UnicodeScript.COMMON, UnicodeScript.INHERITED);
    /** How many of a page's letters must be in one foreign script to call the page written in it. */
    private static final double FOREIGN_SHARE = 0.5;
    /** Fewest letters that tell a page's script. */
    private static final int MIN_LETTERS = 20;

    private PageLanguage() {}

    /** Whether the page's words say it is in this language. */
    static boolean readsAs(List<TextLine> lines, String language) {
        return markers(lines, language) >= MIN_MARKERS;
    }

    /** Of these languages, the one the page's words say it is in (most markers, at least four), if any. */
    static Optional<String> of(List<TextLine> lines, List<String> languages) {
        String best = null;
        long most = MIN_MARKERS - 1;
        for (String language : languages) {
            long found = markers(lines, language);
            if (found > most) {
                most = found;
                best = language;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The language of the vocabulary the page's words say it is in, English among them (most markers,
     * at least four), if any: how its dates and numbers read.
     */
    static Optional<Language> of(List<TextLine> lines) {
        Vocabulary vocabulary = Vocabulary.shipped();
        List<String> models = vocabulary.languages().values().stream()
                .map(Language::ocr)
                .sorted()
                .toList();
        return of(lines, models).flatMap(vocabulary::byOcr);
    }

    private static Map<String, WordSet> markers() {
        Map<String, WordSet> markers = new HashMap<>();
        Vocabulary.shipped()
                .languages()
                .values()
                .forEach(language -> markers.put(language.ocr(), new WordSet(language.markers())));
        return Map.copyOf(markers);
    }

    private static long markers(List<TextLine> lines, String language) {
        WordSet markers = MARKERS.get(language);
        if (markers == null) {
            return 0;
        }
        return lines.stream()
                .flatMap(line -> line.words().stream())
                .map(Word::text)
                .filter(markers::contains)
                .count();
    }

    /**
     * The script most of the lines' letters are in when it is not one read here ("Han", "Cyrillic"),
     * else empty: a text layer tells its script by its characters.
     */
    static Optional<String> foreignScript(List<TextLine> lines) {
        Map<UnicodeScript, Integer> letters = new EnumMap<>(UnicodeScript.class);
        int all = 0;
        for (TextLine line : lines) {
            for (Word word : line.words()) {
                for (int i = 0; i < word.text().length(); ) {
                    int c = word.text().codePointAt(i);
                    i += Character.charCount(c);
                    if (Character.isLetter(c)) {
                        letters.merge(UnicodeScript.of(c), 1, Integer::sum);
                        all++;
                    }
                }
            }
        }
        if (all < MIN_LETTERS) {
            return Optional.empty();
        }
        int total = all;
        return letters.entrySet().stream()
                .filter(e -> !READ.contains(e.getKey()) && e.getValue() >= total * FOREIGN_SHARE)
                .map(e -> scriptName(e.getKey().name()))
                .findFirst();
    }

    /** "HAN" as "Han", "CYRILLIC" as "Cyrillic": as Tesseract's script detection names them. */
    static String scriptName(String script) {
        String lower = script.toLowerCase(Locale.ROOT);
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
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
