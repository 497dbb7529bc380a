package com.nutrilab.lab.extraction;

import java.util.regex.Pattern;

/**
 * Numbers as labs print them: "5.4"; with decimal commas "5,4" and "1.245" (a thousand and more);
 * otherwise "1,245" is the thousands, and "1,50,000" (Indian grouping: lakhs) a hundred and fifty
 * thousand; "1'250" the Swiss thousands; "295 000" the French ones, one word only where the page
 * groups thousands with spaces ({@link NumberGroups}).
 */
final class PrintedNumber {

    static final String PATTERN =
            "(?:\\d{1,3}(?: \\d{3})+(?:[.,]\\d+)?|\\d{1,3}(?:['’]\\d{3})+(?:[.,]\\d+)?|\\d{1,2}(?:,\\d{2})+,\\d{3}(?:\\.\\d+)?|\\d{1,3}(?:[,.]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?|[.,]\\d+)";
    private static final Pattern LAKHS = Pattern.compile("\\d{1,2}(,\\d{2})+,\\d{3}(\\.\\d+)?");
    private static final Pattern THOUSANDS_COMMA = Pattern.compile("\\d{1,3}(,\\d{3})+(\\.\\d+)?");
    private static final Pattern THOUSANDS_POINT = Pattern.compile("\\d{1,3}(\\.\\d{3})+(,\\d+)?");

    private PrintedNumber() {}

    static double parse(String printed, ReportStyle style) {
        String number = printed.replaceAll("['’ ]", ""); // Swiss thousands 1'250, French 295 000
        if (style.decimalComma()) {
            number = THOUSANDS_POINT.matcher(number).matches() ? number.replace(".", "") : number;
            number = number.replace(',', '.');
        } else if (THOUSANDS_COMMA.matcher(number).matches()
                || LAKHS.matcher(number).matches()) {
            number = number.replace(",", "");
        } else {
            number = number.replace(',', '.');
        }
        if (number.indexOf('.') != number.lastIndexOf('.')) {
            number = number.replace(".", ""); // 1.245.000
        }
        return Double.parseDouble(number);
    }
}
