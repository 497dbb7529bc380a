package com.nutrilab.lab.extraction;

/**
 * The section of a report page that the lines read so far stand in, as far as it changes how a row
 * reads: a table that sells or bills (its rows are no results), a urinalysis (its rows are urine
 * tests), a blood gas (its bare "pH" is the blood's), a tolerance test (its timed glucose is the
 * test's), a protein electrophoresis (its albumin is a fraction). A new page starts a new one.
 */
final class SectionState {

    private boolean commercial;
    private boolean urine;
    private boolean urineRowsRead;
    private boolean bloodGas;
    private boolean toleranceTest;
    private boolean electrophoresis;

    /** A line heading a blood gas or an electrophoresis, whatever else it is. */
    void headingSeen(TextLine line) {
        if (Sections.isBloodGas(line)) {
            bloodGas = true;
            urine = false;
        }
        if (Sections.isElectrophoresis(line)) {
            electrophoresis = true;
        }
    }

    /** A results table's header: a urinalysis heading's own header keeps it, a later one ends it. */
    void tableHeader() {
        commercial = false;
        urine &= !urineRowsRead;
    }

    /** A header of specimen columns ("Test  Serum  Urine  Unit"). */
    void specimenColumns() {
        commercial = false;
    }

    /** A header of a table that sells or bills. */
    void commercialHeader() {
        commercial = true;
    }

    /** A urinalysis's heading. */
    void urinalysis() {
        urine = true;
        urineRowsRead = false;
        bloodGas = false;
        commercial = false;
    }

    /**
     * A line read as no row that is a heading: the next section, unless it is one of a urinalysis's
     * own parts ({@code urineGoesOn}: a row of a test read as nothing, "Chemical Examination", a row's
     * note) or a blood gas's heading again, or prints a unit ("%  g/dL  Rif. %" heads the same
     * electrophoresis's columns).
     */
    void headingWithoutRow(TextLine line, boolean urineGoesOn, boolean printsAUnit) {
        if ((commercial || urine) && !urineGoesOn) {
            commercial = false;
            urine = false;
        }
        if (!Sections.isBloodGas(line)) {
            bloodGas = false;
        }
        if (!printsAUnit) {
            toleranceTest = false;
            electrophoresis &= Sections.isElectrophoresis(line);
        }
    }

    /** A line read as no row that heads a tolerance test. */
    void toleranceTestHeading() {
        toleranceTest = true;
    }

    /** A urinalysis's row was read. */
    void urineRowRead() {
        urineRowsRead = true;
    }

    boolean commercial() {
        return commercial;
    }

    boolean urine() {
        return urine;
    }

    boolean bloodGas() {
        return bloodGas;
    }

    boolean toleranceTest() {
        return toleranceTest;
    }

    boolean electrophoresis() {
        return electrophoresis;
    }
}
