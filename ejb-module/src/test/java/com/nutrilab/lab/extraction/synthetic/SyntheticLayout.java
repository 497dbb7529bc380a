package com.nutrilab.lab.extraction.synthetic;

import java.util.Random;

/** A report layout (or a document that is not a report) the evaluation set is generated in. */
interface SyntheticLayout {

    String name();

    /** Whether it is no lab report at all, so nothing may be read from it. */
    default boolean negative() {
        return false;
    }

    GeneratedReport draw(Random random);
}
