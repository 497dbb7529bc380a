package com.nutrilab.lab;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/** One result read from a report (the API's "analyte"). */
@Embeddable
public class LabAnalyte {

    @Column(length = 20)
    private String code;

    @Column(nullable = false, length = 100)
    private String name;

    @Column(name = "printed_name", nullable = false, length = 200)
    private String printedName;

    @Column(name = "amount")
    private Double value;

    @Column(name = "value_text", nullable = false, length = 60)
    private String valueText;

    @Column(length = 40)
    private String unit;

    @Column(name = "range_low")
    private Double low;

    @Column(name = "range_high")
    private Double high;

    @Column(name = "range_text", length = 80)
    private String rangeText;

    @Column(length = 10)
    private String flag;

    @Column(nullable = false)
    private int page;

    protected LabAnalyte() {
        // for JPA
    }

    public LabAnalyte(String code, String name, String printedName, Double value, String valueText, String unit,
                      Double low, Double high, String rangeText, String flag, int page) {
        this.code = code;
        this.name = name;
        this.printedName = printedName;
        this.value = value;
        this.valueText = valueText;
        this.unit = unit;
        this.low = low;
        this.high = high;
        this.rangeText = rangeText;
        this.flag = flag;
        this.page = page;
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

    public String valueText() {
        return valueText;
    }

    public String unit() {
        return unit;
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
}
