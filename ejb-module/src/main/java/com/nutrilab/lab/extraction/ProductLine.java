package com.nutrilab.lab.extraction;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A line that sells something rather than reports a result: a product ("Blood glucose test strips
 * 50", "Eisen 100 mg Tabletten", "Vitamin D3 1000 IU") or a price ("$12.99", "14,57 €"). Labs print
 * neither in a result row.
 */
final class ProductLine {

    private static final Set<String> PRODUCT_WORDS = Set.of(
            "strip",
            "strips",
            "teststreifen",
            "tablet",
            "tablets",
            "tabs",
            "tabletten",
            "capsule",
            "capsules",
            "caps",
            "kapseln",
            "softgel",
            "softgels",
            "caplet",
            "caplets",
            "lozenges",
            "lutschtabletten",
            "brausetabletten",
            "retardkapseln",
            "drops",
            "tropfen",
            "kit",
            "kits",
            "lancet",
            "lancets",
            "lanzetten",
            "meter",
            "messgerat",
            "pcs",
            "pieces",
            "stuck",
            "stk",
            "pack",
            "packs",
            "packung",
            "qty",
            "sku");
    /** A dose printed as a word of its own ("65 mg", "1000 IU"): labs print concentrations ("mg/dL"), not doses. */
    private static final Set<String> DOSES = Set.of("mg", "mcg", "iu", "i e", "ie");

    private static final Pattern NUMBER = Pattern.compile("[\\d.,]+");
    private static final Pattern PRICE =
            Pattern.compile("[$€£]\\s?\\d+[.,]\\d{2}\\b|\\d+[.,]\\d{2}\\s?[€£]|\\b(EUR|USD|GBP)\\b");

    private ProductLine() {}

    private static boolean isDose(List<String> words, int i) {
        return i > 0
                && DOSES.contains(AnalyteCatalogue.normalize(words.get(i)))
                && !words.get(i).contains("/")
                && NUMBER.matcher(words.get(i - 1)).matches();
    }

    static boolean is(List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            if (isDose(words, i)) {
                return true;
            }
            for (String token : AnalyteCatalogue.normalize(words.get(i)).split(" ")) {
                if (PRODUCT_WORDS.contains(token)) {
                    return true;
                }
            }
        }
        return PRICE.matcher(String.join(" ", words)).find();
    }
}
