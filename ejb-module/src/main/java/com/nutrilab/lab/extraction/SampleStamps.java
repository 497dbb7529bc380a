package com.nutrilab.lab.extraction;

import java.time.DateTimeException;
import java.time.MonthDay;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The days and months without a year, each with its time or not, that head a cumulative table's
 * columns ("Réf.  12/04 07:30  05/04 07:45  29/03 08:10", "Ref.  17-04 06:10  16-04 06:05"): the
 * newest sample's column is the result's. Which stamp is newest must not depend on guessing the order
 * of day and month, nor on a new year between them: where either leaves it open, there is none.
 */
final class SampleStamps {

    /** A day and a month, or a month and a day, with no year: "12/04", "17-04", "05.04.". */
    private static final Pattern DAY_AND_MONTH = Pattern.compile("(\\d{1,2})[/.-](\\d{1,2})\\.?");
    /** A sample's time beside its stamp: "07:30". */
    private static final Pattern TIME = Pattern.compile("\\d{1,2}:\\d{2}");
    /** Stamps further apart than this many months may run over a new year. */
    private static final int MAX_MONTHS_APART = 6;

    private SampleStamps() {}

    static boolean isStamp(String word) {
        return DAY_AND_MONTH.matcher(word).matches();
    }

    static boolean isTime(String word) {
        return TIME.matcher(word).matches();
    }

    /** The newest of the line's stamps, when there are two or more and which is newest is certain. */
    static Optional<Word> newest(List<Word> words) {
        List<Word> stamps = words.stream().filter(w -> isStamp(w.text())).toList();
        if (stamps.size() < 2) {
            return Optional.empty();
        }
        Optional<Word> dayFirst = newest(stamps, true);
        Optional<Word> monthFirst = newest(stamps, false);
        if (dayFirst.isPresent() && monthFirst.isPresent() && dayFirst.get() != monthFirst.get()) {
            return Optional.empty(); // "04/05  03/06": the 4th of May or April the 5th
        }
        return dayFirst.or(() -> monthFirst);
    }

    private static Optional<Word> newest(List<Word> stamps, boolean dayFirst) {
        List<MonthDay> days;
        try {
            days = stamps.stream()
                    .map(stamp -> monthDay(stamp.text(), dayFirst))
                    .toList();
        } catch (DateTimeException e) {
            return Optional.empty(); // "17-04" read month first
        }
        MonthDay first = days.stream().min(Comparator.naturalOrder()).orElseThrow();
        MonthDay last = days.stream().max(Comparator.naturalOrder()).orElseThrow();
        if (last.getMonthValue() - first.getMonthValue() > MAX_MONTHS_APART) {
            return Optional.empty(); // "02/01  28/12": perhaps a new year between them
        }
        return Optional.of(stamps.get(days.indexOf(last)));
    }

    private static MonthDay monthDay(String stamp, boolean dayFirst) {
        Matcher parts = DAY_AND_MONTH.matcher(stamp);
        if (!parts.matches()) {
            throw new DateTimeException(stamp);
        }
        int a = Integer.parseInt(parts.group(1));
        int b = Integer.parseInt(parts.group(2));
        return dayFirst ? MonthDay.of(b, a) : MonthDay.of(a, b);
    }
}
