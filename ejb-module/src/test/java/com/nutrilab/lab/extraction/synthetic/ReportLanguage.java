package com.nutrilab.lab.extraction.synthetic;

import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.platform.DataFiles;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words and number style of a report in each language the reader supports (issue 54): the
 * generated classes of round two are drawn in every one of them. Test names are the shipped
 * catalogue's names of that language, so that a name is one labs print, not one written here.
 */
enum ReportLanguage {
    EN(
            "en",
            "Laboratory Report",
            List.of("Test", "Result", "Unit", "Reference range"),
            "Collected",
            "dd/MM/yyyy",
            ",",
            ".",
            List.of("HAEMATOLOGY", "BIOCHEMISTRY"),
            List.of("Serum", "Urine"),
            "Desirable",
            "Toxic",
            List.of(
                    "Reference range changed on 15/03/2022; measurement uncertainty 10 %.",
                    "Results outside the reference range are printed in bold. Method: enzymatic, 37 °C.",
                    "Slightly haemolysed sample: a potassium of 5.4 would be read with caution.")),
    DE(
            "de",
            "Laborbefund",
            List.of("Untersuchung", "Ergebnis", "Einheit", "Referenzbereich"),
            "Entnahme",
            "dd.MM.yyyy",
            ".",
            ",",
            List.of("HÄMATOLOGIE", "KLINISCHE CHEMIE"),
            List.of("Serum", "Urin"),
            "Wünschenswert",
            "Toxisch",
            List.of(
                    "Geänderter Referenzbereich seit 15.03.2022; Messunsicherheit 10 %.",
                    "Werte außerhalb des Referenzbereichs sind fett gedruckt. Methode: enzymatisch, 37 °C.",
                    "Leicht hämolytische Probe: ein Kalium von 5,4 ist mit Vorsicht zu bewerten.")),
    FR(
            "fr",
            "Compte rendu d'analyses",
            List.of("Analyse", "Résultat", "Unité", "Valeurs de référence"),
            "Date de prélèvement",
            "dd/MM/yyyy",
            " ",
            ",",
            List.of("HÉMATOLOGIE", "BIOCHIMIE"),
            List.of("Sérum", "Urines"),
            "Souhaitable",
            "Toxique",
            List.of(
                    "Valeur de référence modifiée depuis le 15/03/2022 ; incertitude de mesure 10 %.",
                    "Les résultats hors des valeurs de référence sont en gras. Méthode enzymatique à 37 °C.",
                    "Échantillon légèrement hémolysé : une kaliémie de 5,4 est à interpréter avec prudence.")),
    ES(
            "es",
            "Informe de laboratorio",
            List.of("Prueba", "Resultado", "Unidad", "Valores de referencia"),
            "Fecha de extracción",
            "dd/MM/yyyy",
            ".",
            ",",
            List.of("HEMATOLOGÍA", "BIOQUÍMICA"),
            List.of("Suero", "Orina"),
            "Deseable",
            "Tóxico",
            List.of(
                    "Valor de referencia modificado desde el 15/03/2022; incertidumbre de medida 10 %.",
                    "Los resultados fuera del intervalo de referencia se imprimen en negrita. Método enzimático, 37 °C.",
                    "Muestra ligeramente hemolizada: un potasio de 5,4 debe interpretarse con precaución.")),
    IT(
            "it",
            "Referto di laboratorio",
            List.of("Esame", "Risultato", "Unità", "Valori di riferimento"),
            "Data prelievo",
            "dd/MM/yyyy",
            ".",
            ",",
            List.of("EMATOLOGIA", "CHIMICA CLINICA"),
            List.of("Siero", "Urine"),
            "Desiderabile",
            "Tossico",
            List.of(
                    "Valore di riferimento modificato dal 15/03/2022; incertezza di misura 10 %.",
                    "I valori fuori dall'intervallo di riferimento sono in grassetto. Metodo enzimatico, 37 °C.",
                    "Campione lievemente emolizzato: un potassio di 5,4 va interpretato con cautela.")),
    PT(
            "pt",
            "Laudo de exames laboratoriais",
            List.of("Exame", "Resultado", "Unidade", "Valores de referência"),
            "Data da coleta",
            "dd/MM/yyyy",
            ".",
            ",",
            List.of("HEMATOLOGIA", "BIOQUÍMICA"),
            List.of("Soro", "Urina"),
            "Desejável",
            "Tóxico",
            List.of(
                    "Valor de referência alterado desde 15/03/2022; incerteza de medição 10 %.",
                    "Resultados fora dos valores de referência estão em negrito. Método enzimático, 37 °C.",
                    "Amostra levemente hemolisada: um potássio de 5,4 deve ser interpretado com cautela.")),
    NL(
            "nl",
            "Laboratoriumverslag",
            List.of("Test", "Uitslag", "Eenheid", "Referentiewaarden"),
            "Afname",
            "dd-MM-yyyy",
            ".",
            ",",
            List.of("HEMATOLOGIE", "KLINISCHE CHEMIE"),
            List.of("Serum", "Urine"),
            "Wenselijk",
            "Toxisch",
            List.of(
                    "Gewijzigde referentiewaarde sinds 15/03/2022; meetonzekerheid 10 %.",
                    "Uitslagen buiten de referentiewaarden zijn vet gedrukt. Methode: enzymatisch, 37 °C.",
                    "Licht gehemolyseerd staal: een kalium van 5,4 met voorzichtigheid interpreteren.")),
    PL(
            "pl",
            "Wyniki badań laboratoryjnych",
            List.of("Badanie", "Wynik", "Jednostka", "Zakres referencyjny"),
            "Data pobrania",
            "dd.MM.yyyy",
            " ",
            ",",
            List.of("HEMATOLOGIA", "BIOCHEMIA"),
            List.of("Surowica", "Mocz"),
            "Pożądane",
            "Toksyczne",
            List.of(
                    "Zakres referencyjny zmieniony od 15.03.2022; niepewność pomiaru 10 %.",
                    "Wyniki poza zakresem referencyjnym wydrukowano pogrubioną czcionką. Metoda enzymatyczna, 37 °C.",
                    "Próbka lekko zhemolizowana: potas 5,4 należy interpretować ostrożnie.")),
    TR(
            "tr",
            "Laboratuvar Sonuç Raporu",
            List.of("Test", "Sonuç", "Birim", "Referans aralığı"),
            "Numune alma tarihi",
            "dd.MM.yyyy",
            ".",
            ",",
            List.of("HEMATOLOJİ", "BİYOKİMYA"),
            List.of("Serum", "İdrar"),
            "İstenen",
            "Toksik",
            List.of(
                    "Referans aralığı 15.03.2022 tarihinden beri değişti; ölçüm belirsizliği %10.",
                    "Referans aralığı dışındaki sonuçlar kalın yazılmıştır. Yöntem: enzimatik, 37 °C.",
                    "Hafif hemolizli numune: 5,4 potasyum değeri dikkatle yorumlanmalıdır."));

    final String code;
    final String title;
    /** Column heads: test, result, unit, reference range. */
    final List<String> heads;

    final String collectedLabel;
    final DateTimeFormatter dates;
    /** How the language's labs group thousands ("295 000", "295.000") and mark decimals. */
    final String thousands;

    final String decimal;
    final List<String> sections;
    /** Serum and urine, as a column head. */
    final List<String> specimens;
    /** The word before a desirable limit in a range column ("Souhaitable : &lt; 1,60"). */
    final String desirable;
    /** The word before a toxic limit ("Toxisch: &gt; 2,0"). */
    final String toxic;
    /** Notes printed under a table: numbers, dates and a test's name, and no result. */
    final List<String> notes;

    ReportLanguage(
            String code,
            String title,
            List<String> heads,
            String collectedLabel,
            String datePattern,
            String thousands,
            String decimal,
            List<String> sections,
            List<String> specimens,
            String desirable,
            String toxic,
            List<String> notes) {
        this.code = code;
        this.title = title;
        this.heads = heads;
        this.collectedLabel = collectedLabel;
        this.dates = DateTimeFormatter.ofPattern(datePattern, Locale.ROOT);
        this.thousands = thousands;
        this.decimal = decimal;
        this.sections = sections;
        this.specimens = specimens;
        this.desirable = desirable;
        this.toxic = toxic;
        this.notes = notes;
    }

    /** A number as this language's labs print it: thousands grouped, the decimal mark of the language. */
    String number(double value, int decimals) {
        return number(value, decimals, thousands, decimal);
    }

    static String number(double value, int decimals, String thousands, String decimal) {
        String plain = String.format(Locale.ROOT, "%." + decimals + "f", Math.abs(value));
        int point = plain.indexOf('.');
        String whole = point < 0 ? plain : plain.substring(0, point);
        StringBuilder grouped = new StringBuilder();
        for (int i = 0; i < whole.length(); i++) {
            if (i > 0 && (whole.length() - i) % 3 == 0) {
                grouped.append(thousands);
            }
            grouped.append(whole.charAt(i));
        }
        String fraction = point < 0 ? "" : decimal + plain.substring(point + 1);
        return (value < 0 ? "-" : "") + grouped + fraction;
    }

    /** The catalogue's names of a test in this language, in its order. */
    List<String> names(String key) {
        List<String> names = NAMES.getOrDefault(key, Map.of()).get(code);
        if (names == null || names.isEmpty()) {
            throw new IllegalArgumentException("The catalogue has no " + code + " name for " + key);
        }
        return names;
    }

    private static final Map<String, Map<String, List<String>>> NAMES = read();

    private static Map<String, Map<String, List<String>>> read() {
        Map<String, Map<String, List<String>>> names = new HashMap<>();
        try (JsonReader reader = Json.createReader(DataFiles.resource(AnalyteCatalogue.RESOURCE))) {
            for (JsonValue entry : reader.readObject().getJsonArray("analytes")) {
                JsonObject analyte = entry.asJsonObject();
                Map<String, List<String>> byLanguage = new HashMap<>();
                analyte.getJsonObject("names")
                        .forEach((language, list) -> byLanguage.put(
                                language,
                                list.asJsonArray().getValuesAs(JsonString.class).stream()
                                        .map(JsonString::getString)
                                        .toList()));
                names.put(analyte.getString("key"), byLanguage);
            }
        }
        return names;
    }
}
