package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How a report writes numbers and dates, judged from the whole text: German-speaking labs write
 * decimal commas ("5,4") and, like the UK, day-first dates ("07/05/1983").
 *
 * @param decimalComma whether "1,245" is 1.245 rather than 1245
 * @param dayFirst     whether "07/05/1983" is the 7th of May
 */
record ReportStyle(boolean decimalComma, boolean dayFirst) {

    private static final Pattern COMMA_DECIMAL = Pattern.compile("(?<![\\d.,])\\d+,\\d{1,2}(?![\\d,])");
    private static final Pattern POINT_DECIMAL = Pattern.compile("(?<![\\d.,])\\d+\\.\\d+(?![\\d,])");
    private static final Pattern DAY_FIRST_DATE =
            Pattern.compile("\\b(1[3-9]|2\\d|3[01])[/.](0?[1-9]|1[0-2])[/.]\\d{2,4}\\b");
    private static final Pattern DAY_FIRST_WORDS = Pattern.compile(
            "\\b(nhs|haemoglobin|haematocrit|haematology|befund|labor|datum|geburtsdatum|normbereich|einheit)\\b");

    static ReportStyle of(List<TextLine> lines) {
        StringBuilder all = new StringBuilder();
        lines.forEach(line -> all.append(line.text()).append('\n'));
        String text = all.toString();
        long commas = COMMA_DECIMAL.matcher(text).results().count();
        long points = POINT_DECIMAL.matcher(text).results().count();
        boolean dayFirst = DAY_FIRST_DATE.matcher(text).find()
                || DAY_FIRST_WORDS.matcher(text.toLowerCase(Locale.ROOT)).find();
        return new ReportStyle(commas > points, dayFirst);
    }
}
