package com.nutrilab.lab.extraction;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The result columns of a cumulative report, each headed by the date its samples were taken
 * ("Test  12.03.2024  03.01.2025  Unit  Range", a time after a date part of it: "28.04.06 16:50").
 * A row then prints one value per date, and each is read under its own column's date: the newest
 * column's is the report's result, the older ones its earlier results. A value is never given under
 * another column's date: a column left empty in a row gives that date no result.
 */
final class DatedColumns {

    static final DatedColumns NONE = new DatedColumns(List.of(), null);

    /** Dated columns a header needs to make a report cumulative. */
    private static final int MIN_DATED_COLUMNS = 2;

    private static final Pattern DATE = Pattern.compile("\\d{1,4}[/.-]\\d{1,2}[/.-]\\d{2,4}");
    /** A time printed after a column's date ("16:50", "05h00"). */
    private static final Pattern TIME = Pattern.compile("\\d{1,2}[:h]\\d{2}");
    /** Words of a cumulative table's header besides its dates: "Test", "Unit", "Reference range". */
    private static final int MAX_OTHER_WORDS = 6;
    /** The words of a report's date labels, which make two dates on a line its header, not result columns. */
    private static final Vocabulary WORDS = Vocabulary.shipped();

    /** The widest gap between a column's label and its date, in the words' height: a word space. */
    private static final double LABEL_GAP = 1.5;

    private final List<Column> columns;
    /** The specimen the range column is printed for ("Valeurs de référence (Sérum)"), or null. */
    private final String rangeSpecimen;

    /** A column: its sample's date, or the specimen it holds ("venös", "Urines"), and where it stands. */
    private record Column(LocalDate date, String specimen, double left, double right) {

        double middle() {
            return (left + right) / 2;
        }

        Column through(double newRight) {
            return new Column(date, specimen, left, newRight);
        }
    }

    /** The middles of the leftmost and rightmost columns and the space between two: a word's place is judged by them. */
    private final double first;

    private final double last;
    private final double spacing;

    private DatedColumns(List<Column> columns, String rangeSpecimen) {
        this.columns = columns;
        this.rangeSpecimen = rangeSpecimen;
        this.first = columns.stream().mapToDouble(Column::middle).min().orElse(0);
        this.last = columns.stream().mapToDouble(Column::middle).max().orElse(0);
        this.spacing = columns.size() < 2 ? 0 : (last - first) / (columns.size() - 1);
    }

    /**
     * The dated columns of a header line that prints at least two dates and no result, if it is one: a
     * result column headed before the dates makes them earlier results' columns, not the report's.
     */
    static Optional<DatedColumns> of(TextLine line, ReportStyle style) {
        List<Column> columns = new ArrayList<>();
        int otherWords = 0;
        boolean labelled = false;
        boolean adjacentDates = false;
        boolean lastWasDate = false;
        boolean lastDateIsAColumn = false;
        List<Word> labels = new ArrayList<>(); // the word right before each column's date, or null
        List<Word> words = line.words();
        for (int w = 0; w < words.size(); w++) {
            Word word = words.get(w);
            Word before = w > 0 ? words.get(w - 1) : null;
            String text = word.text().replaceAll("^[(\\[]+|[)\\],;:]+$", "");
            if (lastWasDate && TIME.matcher(text).matches()) {
                // the time of the column's sample, part of its heading: values stand under both
                if (lastDateIsAColumn) {
                    Column dated = columns.remove(columns.size() - 1);
                    columns.add(dated.through(word.right()));
                }
                continue;
            }
            if (!DATE.matcher(text).matches()) {
                if (columns.isEmpty() && WORDS.resultColumn.contains(AnalyteCatalogue.normalize(text))) {
                    // "Esame  Risultato  U.M.  Valori di riferimento  05/01/2024  10/10/2023": the result's
                    // column is undated, the dated ones hold earlier results
                    return Optional.empty();
                }
                labelled |= word.text().contains(":")
                        || WORDS.dateLabels.contains(text)
                        || WORDS.collectedLabels.contains(text);
                lastWasDate = false;
                if (++otherWords > MAX_OTHER_WORDS) {
                    return Optional.empty();
                }
                continue;
            }
            adjacentDates |= lastWasDate;
            lastWasDate = true;
            LocalDate date = ReportHeader.firstDate(text, style);
            lastDateIsAColumn = date != null;
            if (lastDateIsAColumn) {
                columns.add(new Column(date, null, word.left(), word.right()));
                boolean adjacent = before != null && word.left() - before.right() < word.height() * LABEL_GAP;
                labels.add(adjacent && !DATE.matcher(before.text()).matches() ? before : null);
            }
        }
        if (labels.size() >= MIN_DATED_COLUMNS && !labels.contains(null)) {
            // "Vorbefund 17.10.2024  Aktuell 14.03.2025": each column headed by a word and its date,
            // its values under both
            for (int c = 0; c < columns.size(); c++) {
                Column dated = columns.get(c);
                columns.set(c, new Column(dated.date(), null, labels.get(c).left(), dated.right()));
            }
        }
        if (labelled && !adjacentDates) {
            // "Collected: 07/28/2024 Reported: 07/29/2024" is the report's header; "Datum 12.03.2024
            // 15.04.2024 20.05.2024", its dates side by side, a cumulative table's
            return Optional.empty();
        }
        return columns.size() >= MIN_DATED_COLUMNS
                ? Optional.of(new DatedColumns(List.copyOf(columns), null))
                : Optional.empty();
    }

    /**
     * The specimen columns of a header printing two or more specimens side by side and no number
     * ("Paramètre  Veineux  Artériel  Unités", "Test  Serum  Urine  Unit"): each column's value is a
     * result of its own test.
     */
    static Optional<DatedColumns> specimens(TextLine line) {
        List<Column> columns = new ArrayList<>();
        String rangeSpecimen = null;
        boolean afterRange = false;
        int otherWords = 0;
        for (Word word : line.words()) {
            if (word.text().chars().anyMatch(Character::isDigit)) {
                return Optional.empty();
            }
            String specimen = word.text().replaceAll("^[(\\[]+|[)\\]:,;]+$", "");
            if (WORDS.specimens.contains(word.text())
                    && (afterRange || word.text().startsWith("("))) {
                // "Valeurs de référence (Sérum)": the specimen the ranges are of, no column of its own
                rangeSpecimen = specimen;
            } else if (WORDS.specimens.contains(word.text())) {
                Column previous = columns.isEmpty() ? null : columns.get(columns.size() - 1);
                if (previous != null && word.left() - previous.right() < word.height()) {
                    return Optional.empty(); // "Gaz du sang artériel": a word space apart, one phrase, no columns
                }
                columns.add(new Column(null, specimen, word.left(), word.right()));
            } else if (++otherWords > MAX_OTHER_WORDS) {
                return Optional.empty();
            } else {
                afterRange |= WORDS.rangeColumn.contains(AnalyteCatalogue.normalize(word.text()));
            }
        }
        return columns.size() >= MIN_DATED_COLUMNS
                ? Optional.of(new DatedColumns(List.copyOf(columns), rangeSpecimen))
                : Optional.empty();
    }

    /**
     * Whether the printed range of a row is this column's: where the header names the range's
     * specimen, that specimen's column only; otherwise every column but one of another kind of
     * specimen than blood beside blood ones (a urine column's value is not judged by a serum range).
     */
    boolean rangeApplies(int column) {
        String specimen = specimen(column);
        if (specimen == null) {
            return true;
        }
        if (rangeSpecimen != null) {
            return AnalyteCatalogue.normalize(rangeSpecimen).equals(AnalyteCatalogue.normalize(specimen));
        }
        return WORDS.bloodSpecimens.contains(specimen)
                || columns.stream().noneMatch(c -> WORDS.bloodSpecimens.contains(c.specimen()));
    }

    /** The specimen of a column, or null for a dated column. */
    String specimen(int column) {
        return column < 0 || column >= columns.size()
                ? null
                : columns.get(column).specimen();
    }

    /** Whether the columns are dates, a cumulative report's. */
    boolean dated() {
        return !columns.isEmpty() && columns.get(0).date() != null;
    }

    boolean cumulative() {
        return !columns.isEmpty();
    }

    /** The columns' dates, left to right. */
    List<LocalDate> dates() {
        return columns.stream().map(Column::date).toList();
    }

    /** The index of the newest column (the leftmost of equal dates; the first specimen's); -1 where there are none. */
    int newest() {
        if (!dated()) {
            return columns.isEmpty() ? -1 : 0;
        }
        int newest = -1;
        for (int c = 0; c < columns.size(); c++) {
            if (newest < 0 || columns.get(c).date().isAfter(columns.get(newest).date())) {
                newest = c;
            }
        }
        return newest;
    }

    /** The index of the column nearest this horizontal middle; -1 where there are none. */
    int columnAt(double middle) {
        int nearest = -1;
        for (int c = 0; c < columns.size(); c++) {
            if (nearest < 0
                    || Math.abs(middle - columns.get(c).middle())
                            < Math.abs(middle - columns.get(nearest).middle())) {
                nearest = c;
            }
        }
        return nearest;
    }

    /**
     * Whether a word printed at this horizontal middle lies right of every dated column (by more than
     * half the space between two of them): in the unit or range columns, never a result.
     */
    boolean beyondDates(double middle) {
        return columns.size() >= 2 && middle > last + spacing / 2;
    }

    /**
     * Whether a word printed at this horizontal middle lies left of every dated column (by more than
     * half the space between two of them): in the range or unit columns a layout prints between the
     * name and the dates ("Natrium  136-145  mmol/l  139  139  132"), never a result.
     */
    boolean beforeDates(double middle) {
        return columns.size() >= 2 && middle < first - spacing / 2;
    }
}
