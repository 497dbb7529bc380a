package com.nutrilab.lab;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/** One result read from a report (the API's "analyte"). */
@Embeddable
public class LabAnalyte {

    // The column sizes of V5__labs.sql: what a reading is cut to before it is stored.
    public static final int MAX_CODE = 20;
    public static final int MAX_NAME = 100;
    public static final int MAX_PRINTED_NAME = 200;
    public static final int MAX_VALUE_TEXT = 60;
    public static final int MAX_UNIT = 40;
    public static final int MAX_RANGE_TEXT = 80;
    public static final int MAX_FLAG = 10;
    // V9__analyte_confidence.sql
    public static final int MAX_TEXT = 20;
    public static final int MAX_DOUBT = 500;
    // V10__unknown_tests.sql
    public static final int MAX_UNIT_TEXT = 40;

    @Column(length = MAX_CODE)
    private String code;

    /** The catalogue's name; null for a test the catalogue does not know. */
    @Column(length = MAX_NAME)
    private String name;

    @Column(name = "printed_name", nullable = false, length = MAX_PRINTED_NAME)
    private String printedName;

    @Column(name = "amount")
    private Double value;

    /** What a result printed in words means: "negative" or "positive"; null for a number. */
    @Column(name = "text_value", length = MAX_TEXT)
    private String text;

    @Column(name = "value_text", nullable = false, length = MAX_VALUE_TEXT)
    private String valueText;

    @Column(length = MAX_UNIT)
    private String unit;

    /** The unit as printed when it is no unit the service knows (unit is then null). */
    @Column(name = "unit_text", length = MAX_UNIT_TEXT)
    private String unitText;

    @Column(name = "range_low")
    private Double low;

    @Column(name = "range_high")
    private Double high;

    @Column(name = "range_text", length = MAX_RANGE_TEXT)
    private String rangeText;

    @Column(length = MAX_FLAG)
    private String flag;

    @Column(nullable = false)
    private int page;

    /** How sure the reading is, 0 to 1; null for results stored before it was measured. */
    private Double confidence;

    /** Why a user should check the reading, or null. */
    @Column(length = MAX_DOUBT)
    private String doubt;

    /** The same result printed again in a second unit on the line below (V16); null for one unit. */
    @Column(name = "other_amount")
    private Double otherValue;

    /** V16__other_unit.sql: the sizes of the value and unit columns again. */
    @Column(name = "other_value_text", length = MAX_VALUE_TEXT)
    private String otherValueText;

    /** UCUM. */
    @Column(name = "other_unit", length = MAX_UNIT)
    private String otherUnit;

    protected LabAnalyte() {
        // for JPA
    }

    public LabAnalyte(
            String code,
            String name,
            String printedName,
            Double value,
            String text,
            String valueText,
            String unit,
            String unitText,
            Double low,
            Double high,
            String rangeText,
            String flag,
            int page,
            Double confidence,
            String doubt) {
        this.code = code;
        this.name = name;
        this.printedName = printedName;
        this.value = value;
        this.text = text;
        this.valueText = valueText;
        this.unit = unit;
        this.unitText = unitText;
        this.low = low;
        this.high = high;
        this.rangeText = rangeText;
        this.flag = flag;
        this.page = page;
        this.confidence = confidence;
        this.doubt = doubt;
    }

    public String code() {
        return code;
    }

    public String name() {
        return name;
    }

    public String printedName() {
        return printedName;
    }

    public Double value() {
        return value;
    }

    public String text() {
        return text;
    }

    public String valueText() {
        return valueText;
    }

    public String unit() {
        return unit;
    }

    public String unitText() {
        return unitText;
    }

    public Double low() {
        return low;
    }

    public Double high() {
        return high;
    }

    public String rangeText() {
        return rangeText;
    }

    public String flag() {
        return flag;
    }

    public int page() {
        return page;
    }

    public Double confidence() {
        return confidence;
    }

    public String doubt() {
        return doubt;
    }

    /**
     * Keeps the result as the report prints it again in a second unit ("Urée 0,60 g/L" over "Soit :
     * 10,0 mmol/L"): beside the result, never a result of its own.
     */
    public LabAnalyte alsoPrinted(Double value, String valueText, String unit) {
        this.otherValue = value;
        this.otherValueText = valueText;
        this.otherUnit = unit;
        return this;
    }

    public Double otherValue() {
        return otherValue;
    }

    public String otherValueText() {
        return otherValueText;
    }

    public String otherUnit() {
        return otherUnit;
    }
}
