package com.nutrilab.lab.extraction;

import java.lang.Character.UnicodeScript;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which language a page is in, from words every lab report in it prints, so that a page read by
 * OCR in English is read again with its own language's model (one more pass, never every language);
 * and which script a page's letters are in, so that a page in a script no model here reads (Chinese,
 * Cyrillic) fails with a clear code. English OCR reads the Latin-script languages well enough to
 * tell them apart ("Untersuchung", "Risultato", "Uitslag", "Sonuç" read as "sonug"), if not their
 * accents, so the markers are compared without accents.
 */
final class PageLanguage {

    /**
     * Words of lab reports in each language, normalized (no case, no accents), chosen to be one
     * language's own: a word two languages share ("hemoglobina") tells neither.
     */
    private static final Map<String, Set<String>> MARKERS = Map.of(
            "deu",
            Set.of(
                    "und",
                    "der",
                    "die",
                    "das",
                    "fur",
                    "befund",
                    "laborbefund",
                    "untersuchung",
                    "ergebnis",
                    "einheit",
                    "referenzbereich",
                    "normbereich",
                    "referenzwerte",
                    "normalwerte",
                    "probenentnahme",
                    "entnahme",
                    "eingang",
                    "geb",
                    "auftragsnr",
                    "leukozyten",
                    "erythrozyten",
                    "thrombozyten",
                    "hamoglobin",
                    "hamatokrit",
                    "kreatinin",
                    "harnsaure",
                    "harnstoff",
                    "cholesterin",
                    "triglyceride",
                    "nuchtern",
                    "blutbild",
                    "klinische",
                    "chemie",
                    "schilddruse",
                    "eisenstoffwechsel",
                    "gesamteiweiss",
                    "folsaure",
                    "beurteilung",
                    "hoch",
                    "niedrig"),
            "fra",
            Set.of(
                    "resultat",
                    "resultats",
                    "valeurs",
                    "valeur",
                    "unite",
                    "unites",
                    "analyses",
                    "biochimie",
                    "hematologie",
                    "numeration",
                    "formule",
                    "sanguine",
                    "leucocytes",
                    "hematies",
                    "plaquettes",
                    "hemoglobine",
                    "glycemie",
                    "prelevement",
                    "dossier",
                    "anterieurs",
                    "anterieur",
                    "jeun",
                    "uree",
                    "acide",
                    "urique",
                    "sanguin",
                    "edite",
                    "biologiste"),
            "spa",
            Set.of(
                    "resultado",
                    "resultados",
                    "unidades",
                    "valores",
                    "referencia",
                    "bioquimica",
                    "hematologia",
                    "leucocitos",
                    "hematies",
                    "hemoglobina",
                    "glucosa",
                    "trigliceridos",
                    "acido",
                    "urico",
                    "muestra",
                    "fecha",
                    "paciente",
                    "solicitud",
                    "orina",
                    "hierro",
                    "potasio",
                    "normales"),
            "ita",
            Set.of(
                    "risultato",
                    "risultati",
                    "valori",
                    "riferimento",
                    "unita",
                    "esame",
                    "esami",
                    "emocromo",
                    "globuli",
                    "bianchi",
                    "rossi",
                    "piastrine",
                    "glicemia",
                    "colesterolo",
                    "trigliceridi",
                    "creatininemia",
                    "azotemia",
                    "prelievo",
                    "referto",
                    "ematocrito",
                    "neutrofili",
                    "linfociti",
                    "monociti",
                    "eosinofili",
                    "basofili",
                    "sideremia",
                    "ferritina",
                    "degli",
                    "della",
                    "delle"),
            "por",
            Set.of(
                    "resultado",
                    "exame",
                    "exames",
                    "hemacias",
                    "eritrocitos",
                    "leucograma",
                    "eritrograma",
                    "plaquetas",
                    "glicose",
                    "triglicerideos",
                    "ureia",
                    "coleta",
                    "laudo",
                    "metodo",
                    "ferro",
                    "potassio"),
            "nld",
            Set.of(
                    "uitslag",
                    "uitslagen",
                    "eenheid",
                    "referentie",
                    "referentiewaarde",
                    "referentiewaarden",
                    "bloedbeeld",
                    "leukocyten",
                    "erytrocyten",
                    "trombocyten",
                    "nuchter",
                    "kreatinine",
                    "ureum",
                    "afname",
                    "aanvrager",
                    "onderzoek",
                    "ijzer",
                    "geboortedatum"),
            "pol",
            Set.of(
                    "wynik",
                    "wyniki",
                    "jednostka",
                    "norma",
                    "zakres",
                    "badanie",
                    "badania",
                    "morfologia",
                    "krwi",
                    "leukocyty",
                    "erytrocyty",
                    "plytki",
                    "hematokryt",
                    "glukoza",
                    "kreatynina",
                    "mocznik",
                    "pobrania",
                    "zlecenie",
                    "pacjent",
                    "wartosci",
                    "referencyjne",
                    "zelazo",
                    "sod",
                    "potas"),
            "tur",
            Set.of(
                    "sonuc",
                    "sonug",
                    "birim",
                    "referans",
                    "araligi",
                    "hemogram",
                    "raporu",
                    "tarihi",
                    "hasta",
                    "testler",
                    "lokosit",
                    "akyuvar",
                    "alyuvar",
                    "trombosit",
                    "notrofil",
                    "lenfosit",
                    "monosit",
                    "eozinofil",
                    "bazofil",
                    "glukoz",
                    "kolesterol",
                    "ornek",
                    "soyadi",
                    "protokol",
                    "cinsiyet",
                    "onay",
                    "kabul",
                    "istek",
                    "servis",
                    "kurum"));
    /** How many marker words a page must print to read as that language. */
    private static final int MIN_MARKERS = 4;

    /** Scripts whose languages are read here: Latin letters, and what every script shares (digits, signs). */
    private static final Set<UnicodeScript> READ =
            Set.of(UnicodeScript.LATIN, UnicodeScript.COMMON, UnicodeScript.INHERITED);
    /** How many of a page's letters must be in one foreign script to call the page written in it. */
    private static final double FOREIGN_SHARE = 0.5;
    /** Fewest letters that tell a page's script. */
    private static final int MIN_LETTERS = 20;

    private PageLanguage() {}

    /** Whether the page's words say it is in this language. */
    static boolean readsAs(List<TextLine> lines, String language) {
        return markers(lines, language) >= MIN_MARKERS;
    }

    /** Of these languages, the one the page's words say it is in (most markers, at least four), if any. */
    static Optional<String> of(List<TextLine> lines, List<String> languages) {
        String best = null;
        long most = MIN_MARKERS - 1;
        for (String language : languages) {
            long found = markers(lines, language);
            if (found > most) {
                most = found;
                best = language;
            }
        }
        return Optional.ofNullable(best);
    }

    private static long markers(List<TextLine> lines, String language) {
        Set<String> markers = MARKERS.get(language);
        if (markers == null) {
            return 0;
        }
        return lines.stream()
                .flatMap(line -> line.words().stream())
                .map(word -> AnalyteCatalogue.normalize(word.text()))
                .filter(markers::contains)
                .count();
    }

    /**
     * The script most of the lines' letters are in when it is not one read here ("Han", "Cyrillic"),
     * else empty: a text layer tells its script by its characters.
     */
    static Optional<String> foreignScript(List<TextLine> lines) {
        Map<UnicodeScript, Integer> letters = new EnumMap<>(UnicodeScript.class);
        int all = 0;
        for (TextLine line : lines) {
            for (Word word : line.words()) {
                for (int i = 0; i < word.text().length(); ) {
                    int c = word.text().codePointAt(i);
                    i += Character.charCount(c);
                    if (Character.isLetter(c)) {
                        letters.merge(UnicodeScript.of(c), 1, Integer::sum);
                        all++;
                    }
                }
            }
        }
        if (all < MIN_LETTERS) {
            return Optional.empty();
        }
        int total = all;
        return letters.entrySet().stream()
                .filter(e -> !READ.contains(e.getKey()) && e.getValue() >= total * FOREIGN_SHARE)
                .map(e -> scriptName(e.getKey().name()))
                .findFirst();
    }

    /** "HAN" as "Han", "CYRILLIC" as "Cyrillic": as Tesseract's script detection names them. */
    static String scriptName(String script) {
        String lower = script.toLowerCase(Locale.ROOT);
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }

    /** OCR's mean confidence over the page's words: which of two readings of it to keep. */
    static double confidence(List<TextLine> lines) {
        return lines.stream()
                .flatMap(line -> line.words().stream())
                .mapToDouble(Word::confidence)
                .average()
                .orElse(0);
    }
}
