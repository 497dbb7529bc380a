package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.stream.Stream;

/**
 * What a page's rows together tell about each of them.
 *
 * @param flagsPrinted whether the page prints flags (a flag column or flagged rows), so that a row
 *                     without a flag is in range
 * @param units        the units its rows were read or found to be in, once per row
 */
record PageFacts(boolean flagsPrinted, List<String> units) {

    /**
     * Of units that share their numbers (ng/mL and ug/L, mmol/L and meq/L, 10*9/L and 10*3/uL), the
     * one the page prints most; on a tie, the one of the page's style (conventional or SI); else none.
     */
    String preferred(List<String> candidates) {
        long most = 0;
        List<String> mostPrinted = List.of();
        for (String candidate : candidates) {
            long printed = units.stream().filter(candidate::equals).count();
            if (printed > most) {
                most = printed;
                mostPrinted = List.of(candidate);
            } else if (printed == most && printed > 0) {
                mostPrinted = Stream.concat(mostPrinted.stream(), Stream.of(candidate))
                        .toList();
            }
        }
        if (mostPrinted.size() == 1) {
            return mostPrinted.get(0);
        }
        UnitStyle style = UnitStyle.of(units);
        List<String> ofStyle = candidates.stream().filter(style::prefers).toList();
        return ofStyle.size() == 1 ? ofStyle.get(0) : null;
    }
}
