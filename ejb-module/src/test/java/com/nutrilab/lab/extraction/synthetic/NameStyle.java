package com.nutrilab.lab.extraction.synthetic;

/** The names a lab prints: US reference lab, all-caps abbreviations of a hospital system, UK NHS, German. */
enum NameStyle {
    US,
    CAPS,
    UK,
    DE
}
