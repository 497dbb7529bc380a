package com.nutrilab.lab.extraction.synthetic;

/** How a lab prints reference ranges: "70-99", "70 - 99", "70–99", "70 to 99"; "&lt;200" or "&lt; 200". */
enum RangeStyle {
    HYPHEN("-", ""),
    SPACED(" - ", " "),
    EN_DASH("–", ""),
    TO(" to ", " ");

    private final String dash;
    private final String afterComparator;

    RangeStyle(String dash, String afterComparator) {
        this.dash = dash;
        this.afterComparator = afterComparator;
    }

    String both(String low, String high) {
        return low + dash + high;
    }

    String below(String high) {
        return "<" + afterComparator + high;
    }

    String above(String low) {
        return ">" + afterComparator + low;
    }
}
