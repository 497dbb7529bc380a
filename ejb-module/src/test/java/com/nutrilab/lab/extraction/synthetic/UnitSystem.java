package com.nutrilab.lab.extraction.synthetic;

/** Whose units and ranges a report prints, and how it writes numbers. */
enum UnitSystem {
    US(false),
    UK(false),
    DE(true);

    private final boolean decimalComma;

    UnitSystem(boolean decimalComma) {
        this.decimalComma = decimalComma;
    }

    boolean decimalComma() {
        return decimalComma;
    }
}
