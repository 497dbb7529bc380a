package com.nutrilab.lab.extraction;

import java.util.List;

/**
 * One analyte of the catalogue: how labs print it and how it is coded.
 *
 * @param key            stable id (recommendation rules name markers by it)
 * @param name           canonical name, as the API reports it
 * @param loinc          the LOINC code reported
 * @param alternateLoinc other codes for the same test (accepted on input, never reported)
 * @param molarLoinc     the code for results in molar units, where LOINC has a separate one
 * @param units          the UCUM units it is reported in
 * @param names          every name labs print for it
 */
public record Analyte(
        String key,
        String name,
        String loinc,
        List<String> alternateLoinc,
        String molarLoinc,
        String panel,
        List<String> units,
        List<String> names) {

    /** The code for a result in this unit: the molar code for mol-based units when there is one. */
    public String codeFor(String ucumUnit) {
        return molarLoinc != null && ucumUnit != null && ucumUnit.contains("mol/") ? molarLoinc : loinc;
    }
}
