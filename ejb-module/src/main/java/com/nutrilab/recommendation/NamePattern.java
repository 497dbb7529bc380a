package com.nutrilab.recommendation;

import jakarta.json.bind.adapter.JsonbAdapter;
import jakarta.json.bind.annotation.JsonbTypeAdapter;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pattern of a food's name or of a household measure (a regex, case-insensitive, found anywhere),
 * as the data files state it, and the words every match of it must contain, when the pattern starts
 * with them and has no alternative: most patterns are a word ("\\bbeef"), and checking that the name
 * contains it is far cheaper than running the expression. Classifying the 7,907 foods against the
 * ~2,700 patterns took 13 s of a node's start without this.
 */
@JsonbTypeAdapter(NamePattern.FromText.class)
public record NamePattern(Pattern regex, String requiredText) {

    private static final Pattern LEADING_TEXT = Pattern.compile("^(?:\\\\b)?([A-Za-z ,'-]+)");

    static NamePattern of(String regex) {
        return new NamePattern(Pattern.compile(regex, Pattern.CASE_INSENSITIVE), requiredTextOf(regex));
    }

    /** The leading letters every match contains (lower case), or null when there are none to rely on. */
    private static String requiredTextOf(String regex) {
        Matcher leading = LEADING_TEXT.matcher(regex);
        if (regex.contains("|") || !leading.find()) {
            return null;
        }
        String text = leading.group(1);
        String next = regex.substring(leading.end(), Math.min(regex.length(), leading.end() + 1));
        if (next.equals("?") || next.equals("*") || next.equals("{")) {
            text = text.substring(0, text.length() - 1); // that letter is optional
        }
        return text.isEmpty() ? null : text.toLowerCase(Locale.ROOT);
    }

    boolean find(String text, String lowerCaseText) {
        return (requiredText == null || lowerCaseText.contains(requiredText))
                && regex.matcher(text).find();
    }

    /** Whether one of the patterns finds the text. */
    static boolean anyFinds(List<NamePattern> patterns, String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        return patterns.stream().anyMatch(p -> p.find(text, lower));
    }

    /**
     * Whether a food's name is one a rule of the data files names: one of its {@code patterns} finds
     * it (or it has none) and none of its {@code except} patterns does.
     */
    static boolean names(List<NamePattern> patterns, List<NamePattern> except, String description) {
        String lower = description.toLowerCase(Locale.ROOT);
        return (patterns.isEmpty() || patterns.stream().anyMatch(p -> p.find(description, lower)))
                && except.stream().noneMatch(p -> p.find(description, lower));
    }

    /** The data files state a pattern as its text; JSON-B reads it with this. */
    public static final class FromText implements JsonbAdapter<NamePattern, String> {

        @Override
        public String adaptToJson(NamePattern pattern) {
            return pattern.regex().pattern();
        }

        @Override
        public NamePattern adaptFromJson(String regex) {
            return of(regex);
        }
    }
}
