package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The patient's sex, where the report's header prints it ("Geschlecht: weiblich", "Sexe : F", "Sex/Age :
 * M / 45"), and the rows whose range is printed for each sex ("m: 13,5-17,5  w: 12,0-16,0", "Homme : 13 à
 * 17 / Femme : 12 à 16") cut down to the patient's range. Where the header prints no sex, such rows are
 * left whole, and no range of theirs is taken ({@link ResultRow}). A letter names a sex only on a page
 * of a language that uses it ("M" is a man in German, a woman in Spanish, which this reader does not
 * take), and only as a label: with a colon, or right before the range's number.
 */
final class PatientSex {

    enum Sex {
        MALE,
        FEMALE
    }

    private static final Vocabulary WORDS = Vocabulary.shipped();
    /** Every language's labels of the patient's sex, normalized. */
    private static final Set<String> LABELS = WORDS.languages().values().stream()
            .flatMap(language -> language.sexes().labels().stream())
            .map(AnalyteCatalogue::normalize)
            .collect(Collectors.toUnmodifiableSet());
    /** Each language's words and letters for each sex, normalized. */
    private static final Map<String, Map<String, Sex>> NAMES = WORDS.languages().values().stream()
            .collect(Collectors.toUnmodifiableMap(Language::code, PatientSex::names));

    /** Words read after a sex's label for the sex: an age ("45", "Y", "ans") or a slash may come first. */
    private static final int MAX_WORDS_AFTER_LABEL = 5;
    /** Words that are an age's or a separator, passed over after the label: digits, signs, up to three letters. */
    private static final Pattern PASSED_OVER = Pattern.compile("[^\\p{L}]*|.*\\d.*|\\p{L}{1,3}[.:]?");
    /** A word of a range for one sex: its numbers, their signs and separators. */
    private static final Pattern RANGE_PART = Pattern.compile(".*\\d.*|[-–—/;:,|<>≤≥=()\\[\\]]+");

    /** A label's word: letters, perhaps its colon ("(men)" is part of a name). */
    private static final Pattern LABEL = Pattern.compile("\\p{L}+:?");
    /** The start of a range's number, after a sex's letter with no colon ("M 40-50"). */
    private static final Pattern NUMBER_START = Pattern.compile("[<>≤≥]?\\d.*");

    private PatientSex() {}

    /**
     * The lines, each row with ranges for both sexes cut down to the patient's and a line of the other
     * sex's range alone left out; the lines as they were where no sex is printed.
     */
    static List<TextLine> patientsRanges(List<TextLine> lines, Map<Integer, ReportStyle> styles) {
        Optional<Sex> sex = of(lines, styles);
        if (sex.isEmpty()) {
            return lines;
        }
        List<TextLine> kept = new ArrayList<>(lines.size());
        for (TextLine line : lines) {
            TextLine cut = patientsRange(line, sex.get(), language(line, styles));
            if (cut == line || cut.words().stream().anyMatch(Word::hasDigit)) {
                kept.add(cut); // a line that was only the other sex's range ("Homens: 30 a 400 ng/mL") is gone
            }
        }
        return kept;
    }

    /** The sex after the first label of it ("Geschlecht", "Sexe", "Sex/Age"), on any line. */
    static Optional<Sex> of(List<TextLine> lines, Map<Integer, ReportStyle> styles) {
        for (TextLine line : lines) {
            List<Word> words = line.words();
            for (int i = 0; i < words.size(); i++) {
                if (isLabel(words.get(i).text())) {
                    Optional<Sex> sex = after(words, i + 1, language(line, styles));
                    if (sex.isPresent()) {
                        return sex;
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Sex> after(List<Word> words, int from, Language language) {
        for (int i = from; i < Math.min(words.size(), from + MAX_WORDS_AFTER_LABEL); i++) {
            String text = words.get(i).text();
            Optional<Sex> sex = named(text, language);
            if (sex.isPresent()) {
                return sex;
            }
            if (!PASSED_OVER.matcher(text).matches()) {
                return Optional.empty(); // "Sex hormone binding globulin", "Sexe : non précisé"
            }
        }
        return Optional.empty();
    }

    private static boolean isLabel(String printed) {
        if (printed.chars().noneMatch(Character::isLetter)) {
            return false;
        }
        for (String part : printed.split("/")) {
            if (LABELS.contains(AnalyteCatalogue.normalize(part))) {
                return true;
            }
        }
        return false;
    }

    private static Map<String, Sex> names(Language language) {
        Map<String, Sex> names = new HashMap<>();
        language.sexes().male().forEach(word -> names.put(AnalyteCatalogue.normalize(word), Sex.MALE));
        language.sexes().female().forEach(word -> names.put(AnalyteCatalogue.normalize(word), Sex.FEMALE));
        return Map.copyOf(names);
    }

    /**
     * The sex a word names ("Frauen", "weiblich:", "w"): a whole word in any language, a letter only in
     * the page's.
     */
    private static Optional<Sex> named(String printed, Language language) {
        String normal = AnalyteCatalogue.normalize(printed);
        if (normal.isEmpty() || normal.contains(" ")) {
            return Optional.empty();
        }
        if (normal.length() == 1) {
            return language == null ? Optional.empty() : in(language, normal);
        }
        for (Language each : WORDS.languages().values()) {
            Optional<Sex> sex = in(each, normal);
            if (sex.isPresent()) {
                return sex;
            }
        }
        return Optional.empty();
    }

    private static Optional<Sex> in(Language language, String normal) {
        return Optional.ofNullable(NAMES.get(language.code()).get(normal));
    }

    /**
     * The line without the other sex's ranges and without the patient's sex's label: "Ferritin 20 ng/ml m:
     * 30-400 w: 13-150" is "Ferritin 20 ng/ml 13-150" for a woman.
     */
    private static TextLine patientsRange(TextLine line, Sex patient, Language language) {
        List<Word> words = line.words();
        if (!rangesBySex(words, language)) {
            return line;
        }
        List<Word> kept = new ArrayList<>(words.size());
        Sex segment = null; // the sex whose range the words now read are of, null before any label
        boolean changed = false;
        for (int i = 0; i < words.size(); i++) {
            Optional<Sex> label = labelAt(words, i, language);
            if (label.isPresent()) {
                segment = label.get();
                changed = true;
                continue;
            }
            String text = words.get(i).text();
            if (text.equals(":") && i > 0 && labelAt(words, i - 1, language).isPresent()) {
                continue; // the label's colon, printed apart ("H : 13,0-17,0")
            }
            boolean rangePart = RANGE_PART.matcher(text).matches() || WORDS.rangeJoiners.contains(text);
            if (segment != null && !rangePart) {
                segment = null; // the range's words end: a unit or a flag after it is the row's
            }
            boolean separator = text.matches("[-–—/;:,|]+");
            if ((segment != null && segment != patient) || (separator && nextIsLabel(words, i, language))) {
                continue;
            }
            kept.add(words.get(i));
        }
        return changed ? new TextLine(line.page(), List.copyOf(kept), line.recognised()) : line;
    }

    /**
     * Whether the line's first label of a sex starts it (a range on a line of its own) or follows the
     * value (a number before it): a sex in a test's name ("PSA Männer 1,2", "Hematocrit female 38") is
     * no range's label.
     */
    private static boolean rangesBySex(List<Word> words, Language language) {
        for (int i = 0; i < words.size(); i++) {
            if (labelAt(words, i, language).isPresent()) {
                return i == 0 || words.subList(0, i).stream().anyMatch(Word::hasDigit);
            }
        }
        return false;
    }

    private static boolean nextIsLabel(List<Word> words, int i, Language language) {
        return i + 1 < words.size() && labelAt(words, i + 1, language).isPresent();
    }

    /**
     * The sex word i labels a range for: a sex's name or letter with a colon ("Frauen:", "w:", "F" then
     * ":"), or a name right before a number ("Homens 0,70 a 1,30"). A letter with no colon is not one:
     * "H 1,35" on a French page is a high result.
     */
    private static Optional<Sex> labelAt(List<Word> words, int i, Language language) {
        String text = words.get(i).text();
        String next = i + 1 < words.size() ? words.get(i + 1).text() : "";
        boolean colon = text.endsWith(":") || next.equals(":");
        String name = text.endsWith(":") ? text.substring(0, text.length() - 1) : text;
        boolean labelled =
                colon || (name.length() > 1 && NUMBER_START.matcher(next).matches());
        boolean headerValue = i > 0 && words.get(i - 1).text().endsWith(":"); // "Sexe : F", "Geschlecht: weiblich"
        if (!labelled || headerValue || !LABEL.matcher(text).matches()) {
            return Optional.empty();
        }
        return named(name, language);
    }

    private static Language language(TextLine line, Map<Integer, ReportStyle> styles) {
        ReportStyle style = styles.get(line.page());
        return style == null ? null : style.language();
    }
}
