package com.nutrilab.lab.extraction;

import java.util.Collection;

/**
 * Whether a report prints conventional units (per decilitre, millilitre, microlitre: US labs) or SI
 * units (per litre: UK and many European labs). Where a lost unit could be either of two that share
 * their numbers (ng/mL and ug/L, pg/mL and ng/L, uIU/mL and mIU/L), the report's other units decide.
 */
enum UnitStyle {
    CONVENTIONAL,
    SI,
    MIXED;

    /** How many more of the report's units must be of one style than of the other for it to count. */
    private static final double MAJORITY = 2;

    static UnitStyle of(Collection<String> units) {
        long conventional = units.stream().filter(UnitStyle::conventional).count();
        long si = units.stream().filter(UnitStyle::perLitre).count();
        if (conventional > 0 && conventional >= MAJORITY * si) {
            return CONVENTIONAL;
        }
        if (si > 0 && si >= MAJORITY * conventional) {
            return SI;
        }
        return MIXED;
    }

    boolean prefers(String unit) {
        return switch (this) {
            case CONVENTIONAL -> conventional(unit);
            case SI -> perLitre(unit);
            case MIXED -> false;
        };
    }

    private static boolean conventional(String unit) {
        return unit.endsWith("/dL") || unit.endsWith("/mL") || unit.endsWith("/uL");
    }

    /** Per litre, leaving out what every style prints so (mmol/L, U/L, mg/L). */
    private static boolean perLitre(String unit) {
        return unit.endsWith("/L")
                && !unit.equals("mmol/L")
                && !unit.equals("meq/L")
                && !unit.equals("U/L")
                && !unit.equals("mg/L");
    }
}
