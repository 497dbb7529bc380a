package com.nutrilab.lab.extraction;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The words of lab reports in every language read, one data file per language
 * ({@code nutrilab/languages/<ISO 639-1 code>.json} in the config jar, {@link Language}): adding a
 * language is adding its file. A page's own language decides how its dates and numbers read; the
 * words that tell a row's parts apart (flags, bounds, headers, text results) are taken from every
 * language at once, since a report mixes them (English units and flags in a Turkish report) and a
 * page's language is not always known.
 */
public final class Vocabulary {

    /** Where the languages' files are on the class path. */
    public static final String FOLDER = "nutrilab/languages/";

    private final Map<String, Language> languages;

    final WordSet resultColumn;
    final WordSet rangeColumn;
    final WordSet unitColumn;
    final WordSet flagColumn;
    final WordSet methodColumn;
    final WordSet previousColumn;
    final WordSet previousResultColumn;
    final WordSet rangeLowColumn;
    final WordSet rangeHighColumn;
    final WordSet commercial;
    final WordSet high;
    final WordSet low;
    final WordSet abnormal;
    final WordSet rangeJoiners;
    final WordSet targets;
    final WordSet limits;
    final WordSet conversions;
    final WordSet collectedLabels;
    final WordSet dateLabels;
    final WordSet negative;
    final WordSet positive;
    final WordSet notes;
    final WordSet notATest;
    final WordSet fillers;
    final WordSet qualifiers;
    /** Every language's words in place of a result not given: "folgt", "en cours", "see note". */
    final WordSet pending;
    /** Every language's words for the sex a range is printed for. */
    final WordSet sexes;
    /** Every language's beginnings of a ratio's word, normalized ({@link AnalyteCatalogue#normalize}). */
    final List<String> ratios;

    final WordSet specimens;
    final WordSet bloodSpecimens;
    final WordSet durations;
    final WordSet toleranceTests;
    final WordSet minutes;
    final WordSet hours;
    final WordSet urineSections;
    final WordSet urineSubsections;
    final WordSet bloodGasSections;
    final WordSet electrophoresisSections;
    /** Every language's word for urine: its specimen qualifiers that also head a urinalysis ("urine", "Urin", "orina"). */
    final List<String> urineWords;

    /** Every language's words after a test's name that make it the test in urine ("en orina", "im Urin"), as printed. */
    final List<String> inUrine;

    final WordSet labWords;
    final WordSet dayFirstWords;
    /** Every one-sided bound's words, normalized, and the comparator it stands for. */
    private final Map<String, String> bounds = new LinkedHashMap<>();
    /** Every one-sided bound's words printed after its number, normalized, and its comparator. */
    private final Map<String, String> boundsAfter = new LinkedHashMap<>();
    /** The first word of each of those. */
    private final Set<String> boundAfterFirstWords;

    private Vocabulary(Map<String, Language> languages) {
        this.languages = Map.copyOf(languages);
        Collection<Language> all = languages.values();
        resultColumn = words(all, l -> l.columns().result());
        rangeColumn = words(all, l -> l.columns().range());
        unitColumn = words(all, l -> l.columns().unit());
        flagColumn = words(all, l -> l.columns().flag());
        methodColumn = words(all, l -> l.columns().method());
        previousColumn = words(all, l -> l.columns().previous());
        previousResultColumn = words(all, l -> l.columns().previousResult());
        rangeLowColumn = words(all, l -> l.columns().rangeLow());
        rangeHighColumn = words(all, l -> l.columns().rangeHigh());
        commercial = words(all, Language::commercial);
        high = words(all, l -> l.flags().high());
        low = words(all, l -> l.flags().low());
        abnormal = words(all, l -> l.flags().abnormal());
        rangeJoiners = words(all, Language::rangeJoiners);
        targets = words(all, Language::targets);
        limits = words(all, Language::limits);
        conversions = words(all, Language::conversions);
        collectedLabels = words(all, Language::collectedLabels);
        dateLabels = words(all, Language::dateLabels);
        negative = words(all, Language::negative);
        positive = words(all, Language::positive);
        notes = words(all, Language::notes);
        notATest = words(all, Language::notATest);
        fillers = words(all, Language::fillers);
        pending = words(all, Language::pending);
        qualifiers = words(all, Language::qualifiers);
        sexes = words(all, l -> Stream.concat(l.sexes().male().stream(), l.sexes().female().stream())
                .filter(word -> word.length() > 1)
                .toList());
        ratios = all.stream()
                .flatMap(l -> l.ratios().stream())
                .map(AnalyteCatalogue::normalize)
                .distinct()
                .toList();
        specimens = words(all, Language::specimens);
        bloodSpecimens = words(all, Language::bloodSpecimens);
        durations = words(all, Language::durations);
        toleranceTests = words(all, Language::toleranceTests);
        minutes = words(all, l -> l.timeUnits().minutes());
        hours = words(all, l -> l.timeUnits().hours());
        urineSections = words(all, Language::urineSections);
        urineSubsections = words(all, Language::urineSubsections);
        bloodGasSections = words(all, Language::bloodGasSections);
        electrophoresisSections = words(all, Language::electrophoresisSections);
        urineWords = all.stream()
                .flatMap(l -> l.qualifiers().stream())
                .filter(urineSections::contains)
                .distinct()
                .toList();
        inUrine = all.stream().flatMap(l -> l.inUrine().stream()).distinct().toList();
        labWords = words(all, Language::labWords);
        dayFirstWords = words(all, Language::dayFirstWords);
        for (Language language : all) {
            comparators(language.bounds(), bounds);
            comparators(language.boundsAfter(), boundsAfter);
        }
        boundAfterFirstWords = boundsAfter.keySet().stream()
                .map(bound -> bound.split(" ")[0])
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
    }

    private static void comparators(Language.Bounds words, Map<String, String> comparators) {
        words.atMost().forEach(b -> comparators.put(AnalyteCatalogue.normalize(b), "<="));
        words.below().forEach(b -> comparators.put(AnalyteCatalogue.normalize(b), "<"));
        words.above().forEach(b -> comparators.put(AnalyteCatalogue.normalize(b), ">"));
    }

    private static WordSet words(Collection<Language> languages, Function<Language, List<String>> words) {
        return new WordSet(
                languages.stream().flatMap(l -> words.apply(l).stream()).toList());
    }

    /** The languages shipped in the config jar. */
    static Vocabulary shipped() {
        return Shipped.VOCABULARY;
    }

    /** Loaded once, when the reader first needs it. */
    private static final class Shipped {
        static final Vocabulary VOCABULARY = load(code -> {
            InputStream in = Vocabulary.class.getClassLoader().getResourceAsStream(FOLDER + code + ".json");
            return in != null
                    ? in
                    : Thread.currentThread().getContextClassLoader().getResourceAsStream(FOLDER + code + ".json");
        });
    }

    /**
     * Every language whose file {@code files} opens, tried by every ISO 639-1 code (a folder inside a
     * jar cannot be listed): so a language is added by adding its file alone.
     */
    static Vocabulary load(Function<String, InputStream> files) {
        Map<String, Language> languages = new LinkedHashMap<>();
        try (Jsonb jsonb = JsonbBuilder.create()) {
            for (String code : Locale.getISOLanguages()) {
                try (InputStream in = files.apply(code)) {
                    if (in != null) {
                        languages.put(code, read(jsonb, in, code));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the languages of " + FOLDER, e);
        } catch (Exception e) {
            throw new IllegalStateException("Cannot read the languages of " + FOLDER + ": " + e.getMessage(), e);
        }
        if (languages.isEmpty()) {
            throw new IllegalStateException("No language file in " + FOLDER + " (the config jar)");
        }
        return new Vocabulary(languages);
    }

    private static Language read(Jsonb jsonb, InputStream in, String code) {
        Language language;
        try {
            language = jsonb.fromJson(in, Language.class);
        } catch (JsonbException e) {
            throw new IllegalStateException(FOLDER + code + ".json: " + e.getMessage(), e);
        }
        List<String> missing = missing(language, "");
        if (!missing.isEmpty()) {
            throw new IllegalStateException(FOLDER + code + ".json lacks " + String.join(", ", missing));
        }
        if (!code.equals(language.code())) {
            throw new IllegalStateException(FOLDER + code + ".json says it is " + language.code());
        }
        return language;
    }

    /** The keys a language's file left out, nested ones as "columns.result". */
    static List<String> missing(Record values, String prefix) {
        List<String> missing = new ArrayList<>();
        for (RecordComponent component : values.getClass().getRecordComponents()) {
            Object value;
            try {
                value = component.getAccessor().invoke(values);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            if (value == null) {
                missing.add(prefix + component.getName());
            } else if (value instanceof Record nested) {
                missing.addAll(missing(nested, prefix + component.getName() + "."));
            }
        }
        return missing;
    }

    /** The languages, by ISO 639-1 code. */
    Map<String, Language> languages() {
        return languages;
    }

    Optional<Language> language(String code) {
        return Optional.ofNullable(code == null ? null : languages.get(code));
    }

    /** The language Tesseract reads with this model ("deu"), if one is configured. */
    Optional<Language> byOcr(String ocr) {
        return languages.values().stream().filter(l -> l.ocr().equals(ocr)).findFirst();
    }

    /** The flag a printed mark or word stands for, or null: "H", "hoch", "↑", "Anormalement haut", "*". */
    Flag flag(String printed) {
        if (high.contains(printed)) {
            return Flag.HIGH;
        }
        if (low.contains(printed)) {
            return Flag.LOW;
        }
        if (abnormal.contains(printed)) {
            return AnalyteCatalogue.normalize(printed).isEmpty() ? Flag.MARKED : Flag.ABNORMAL;
        }
        return null;
    }

    /** How many words from {@code i} make a flag ("anormalement haut" is two); 0 when none. */
    int flagAt(List<String> words, int i) {
        return Stream.of(high, low, abnormal)
                .mapToInt(set -> set.at(words, i))
                .max()
                .orElse(0);
    }

    /**
     * The words between a range's two numbers ("to", "bis", "à", "tot", "do"), as printed and without
     * accents, for a regular expression: "a|to|à|…", longest first.
     */
    String rangeJoinerAlternatives() {
        return languages.values().stream()
                .flatMap(l -> l.rangeJoiners().stream())
                .flatMap(w -> Stream.of(w.toLowerCase(Locale.ROOT), AnalyteCatalogue.normalize(w)))
                .distinct()
                .sorted(java.util.Comparator.comparingInt(String::length).reversed())
                .map(java.util.regex.Pattern::quote)
                .collect(java.util.stream.Collectors.joining("|"));
    }

    /** The comparator a bound written out in words stands for ("bis" "&lt;=", "acima de" "&gt;"), or null. */
    String bound(String normalizedWords) {
        return bounds.get(normalizedWords);
    }

    /** The comparator a bound written out after its number stands for ("and above" "&gt;", "altı" "&lt;"), or null. */
    String boundAfter(String normalizedWords) {
        return boundsAfter.get(normalizedWords);
    }

    /** Whether a bound written out after its number may start with this normalized word ("and", "altı"). */
    boolean startsABoundAfter(String normalizedWord) {
        return boundAfterFirstWords.contains(normalizedWord);
    }
}
