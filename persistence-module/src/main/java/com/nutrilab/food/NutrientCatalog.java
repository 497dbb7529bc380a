package com.nutrilab.food;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every nutrient the food data has, under one stable key that names its unit
 * ({@code vitamin_c_mg}, {@code folate_ug}): one unit per nutrient, micrograms always "ug".
 * Each entry knows its name in the SR24 archive and its USDA nutrient number(s), by which
 * FoodData Central files name it (several numbers are summed, as for omega-3).
 */
public final class NutrientCatalog {

    /** One nutrient: key, display name, unit, the SR24 archive's name, the USDA numbers. */
    public record Nutrient(String key, String name, String unit, String sr24Name, List<String> usdaNumbers) {}

    /** The nutrients every food list shows, in this order (the contract's "main nutrients"). */
    public static final List<String> MAIN = List.of(
            "energy_kcal",
            "protein_g",
            "fat_g",
            "carbohydrate_g",
            "fiber_g",
            "sugars_g",
            "sodium_mg",
            "saturated_fat_g");

    public static final List<Nutrient> ALL = List.of(
            n("energy_kcal", "Energy", "kcal", "Energy", "208"),
            n("protein_g", "Protein", "g", "Protein", "203"),
            n("fat_g", "Total fat", "g", "Fat", "204"),
            n("carbohydrate_g", "Carbohydrate", "g", "Carbs", "205"),
            n("fiber_g", "Fiber", "g", "Fiber", "291"),
            n("sugars_g", "Sugars", "g", "Sugars", "269"),
            n("starch_g", "Starch", "g", "Starch", "209"),
            n("saturated_fat_g", "Saturated fat", "g", "Saturated", "606"),
            n("monounsaturated_fat_g", "Monounsaturated fat", "g", "Monounsaturated", "645"),
            n("polyunsaturated_fat_g", "Polyunsaturated fat", "g", "Polyunsaturated", "646"),
            n("trans_fat_g", "Trans fat", "g", "Trans-Fats", "605"),
            n("omega_3_g", "Omega-3 fatty acids", "g", "Omega-3", "621", "629", "631", "851", "852"),
            n("omega_6_g", "Omega-6 fatty acids", "g", "Omega-6", "672", "675", "685", "853", "855"),
            n("cholesterol_mg", "Cholesterol", "mg", "Cholesterol", "601"),
            n("phytosterols_mg", "Phytosterols", "mg", "Phytosterol", "636"),
            n("alcohol_g", "Alcohol", "g", "Alcohol", "221"),
            n("caffeine_mg", "Caffeine", "mg", "Caffeine", "262"),
            n("water_g", "Water", "g", "Water", "255"),
            n("ash_g", "Ash", "g", "Ash", "207"),
            n("calcium_mg", "Calcium", "mg", "Calcium", "301"),
            n("iron_mg", "Iron", "mg", "Iron", "303"),
            n("magnesium_mg", "Magnesium", "mg", "Magnesium", "304"),
            n("phosphorus_mg", "Phosphorus", "mg", "Phosphorus", "305"),
            n("potassium_mg", "Potassium", "mg", "Potassium", "306"),
            n("sodium_mg", "Sodium", "mg", "Sodium", "307"),
            n("zinc_mg", "Zinc", "mg", "Zinc", "309"),
            n("copper_mg", "Copper", "mg", "Copper", "312"),
            n("manganese_mg", "Manganese", "mg", "Manganese", "315"),
            n("selenium_ug", "Selenium", "ug", "Selenium", "317"),
            n("fluoride_ug", "Fluoride", "ug", "Fluoride", "313"),
            n("vitamin_a_iu", "Vitamin A", "IU", "Vitamin A", "318"),
            n("retinol_ug", "Retinol", "ug", "Retinol", "319"),
            n("beta_carotene_ug", "Beta-carotene", "ug", "Beta-carotene", "321"),
            n("alpha_carotene_ug", "Alpha-carotene", "ug", "Alpha-carotene", "322"),
            n("beta_cryptoxanthin_ug", "Beta-cryptoxanthin", "ug", "Beta-cryptoxanthin", "334"),
            n("lycopene_ug", "Lycopene", "ug", "Lycopene", "337"),
            n("lutein_zeaxanthin_ug", "Lutein + zeaxanthin", "ug", "Lutein+Zeaxanthin", "338"),
            n("vitamin_c_mg", "Vitamin C", "mg", "Vitamin C", "401"),
            n("thiamin_mg", "Thiamin (B1)", "mg", "B1 (Thiamine)", "404"),
            n("riboflavin_mg", "Riboflavin (B2)", "mg", "B2 (Riboflavin)", "405"),
            n("niacin_mg", "Niacin (B3)", "mg", "B3 (Niacin)", "406"),
            n("pantothenic_acid_mg", "Pantothenic acid (B5)", "mg", "B5 (Pantothenic Acid)", "410"),
            n("vitamin_b6_mg", "Vitamin B6", "mg", "B6 (Pyridoxine)", "415"),
            n("folate_ug", "Folate", "ug", "Folate", "417"),
            n("vitamin_b12_ug", "Vitamin B12", "ug", "B12 (Cyanocobalamin)", "418"),
            n("choline_mg", "Choline", "mg", "Choline", "421"),
            n("vitamin_d_iu", "Vitamin D", "IU", "Vitamin D", "324"),
            n("vitamin_e_mg", "Vitamin E (alpha-tocopherol)", "mg", "Vitamin E", "323"),
            n("beta_tocopherol_mg", "Beta-tocopherol", "mg", "Beta Tocopherol", "341"),
            n("gamma_tocopherol_mg", "Gamma-tocopherol", "mg", "Gamma Tocopherol", "342"),
            n("delta_tocopherol_mg", "Delta-tocopherol", "mg", "Delta Tocopherol", "343"),
            n("vitamin_k_ug", "Vitamin K", "ug", "Vitamin K", "430"),
            n("tryptophan_g", "Tryptophan", "g", "TRP", "501"),
            n("threonine_g", "Threonine", "g", "THR", "502"),
            n("isoleucine_g", "Isoleucine", "g", "ILE", "503"),
            n("leucine_g", "Leucine", "g", "LEU", "504"),
            n("lysine_g", "Lysine", "g", "LYS", "505"),
            n("methionine_g", "Methionine", "g", "MET", "506"),
            n("cystine_g", "Cystine", "g", "CYS", "507"),
            n("phenylalanine_g", "Phenylalanine", "g", "PHE", "508"),
            n("tyrosine_g", "Tyrosine", "g", "TYR", "509"),
            n("valine_g", "Valine", "g", "VAL", "510"),
            n("arginine_g", "Arginine", "g", "ARG", "511"),
            n("histidine_g", "Histidine", "g", "HIS", "512"),
            n("alanine_g", "Alanine", "g", "ALA", "513"),
            n("aspartic_acid_g", "Aspartic acid", "g", "ASP", "514"),
            n("glutamic_acid_g", "Glutamic acid", "g", "GLU", "515"),
            n("glycine_g", "Glycine", "g", "GLY", "516"),
            n("proline_g", "Proline", "g", "PRO", "517"),
            n("serine_g", "Serine", "g", "SER", "518"),
            n("hydroxyproline_g", "Hydroxyproline", "g", "HYP", "521"));

    private static final Map<String, Nutrient> BY_KEY =
            ALL.stream().collect(Collectors.toUnmodifiableMap(Nutrient::key, Function.identity()));

    private NutrientCatalog() {}

    public static Optional<Nutrient> byKey(String key) {
        return Optional.ofNullable(BY_KEY.get(key));
    }

    /** The nutrient a USDA nutrient number belongs to (FoodData Central's "nutrient_nbr"). */
    public static Optional<Nutrient> byUsdaNumber(String number) {
        return ALL.stream().filter(n -> n.usdaNumbers().contains(number)).findFirst();
    }

    private static Nutrient n(String key, String name, String unit, String sr24Name, String... numbers) {
        return new Nutrient(key, name, unit, sr24Name, Arrays.asList(numbers));
    }
}
