package com.nutrilab.platform;

/**
 * Text from a request (a path, a value, an exception's message that quotes one) made safe for
 * the log: every control character, and every character that moves or reorders the text of a
 * line (line and paragraph separators, bidirectional overrides), is written as an escape, so
 * that a {@code %0A} in a path cannot forge a log line. The plain formatter writes messages as
 * they are. A backslash is doubled, so an escape in the log is always one that was made here.
 */
public final class LogText {

    /** How deep a chain of causes is copied; deeper ones are cut (a cycle, or nothing worth reading). */
    private static final int MAX_CAUSES = 20;

    private LogText() {}

    /** The text with its control and reordering characters escaped; null stays null. */
    public static String escape(String text) {
        if (text == null) {
            return null;
        }
        int first = 0;
        while (first < text.length() && !needsEscape(text.charAt(first))) {
            first++;
        }
        if (first == text.length()) {
            return text;
        }
        StringBuilder escaped = new StringBuilder(text.length() + 16).append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                case '\t' -> escaped.append("\\t");
                default -> {
                    if (needsEscape(c)) {
                        escaped.append(String.format("\\u%04x", (int) c));
                    } else {
                        escaped.append(c);
                    }
                }
            }
        }
        return escaped.toString();
    }

    /**
     * A copy of the exception for the log: the same class name, stack trace and causes, with
     * every message escaped (an exception's message may quote the request).
     */
    public static Throwable escape(Throwable exception) {
        return exception == null ? null : new Escaped(exception, 0);
    }

    private static boolean needsEscape(char c) {
        return c == '\\'
                || Character.isISOControl(c)
                || c == '\u2028'
                || c == '\u2029'
                || (c >= '\u202a' && c <= '\u202e')
                || (c >= '\u2066' && c <= '\u2069')
                || c == '\u200e'
                || c == '\u200f'
                || c == '\u061c';
    }

    /** An exception as its original prints, escaped: {@code toString} is the original's, escaped. */
    private static final class Escaped extends Throwable {

        private static final long serialVersionUID = 1L;

        private final String text;

        Escaped(Throwable original, int depth) {
            super(
                    escape(original.getMessage()),
                    original.getCause() == null || original.getCause() == original || depth >= MAX_CAUSES
                            ? null
                            : new Escaped(original.getCause(), depth + 1),
                    true,
                    true);
            this.text = escape(original.toString());
            setStackTrace(original.getStackTrace());
            for (Throwable suppressed : original.getSuppressed()) {
                if (depth < MAX_CAUSES) {
                    addSuppressed(new Escaped(suppressed, depth + 1));
                }
            }
        }

        @Override
        public String toString() {
            return text;
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this; // the original's is set instead
        }
    }
}
