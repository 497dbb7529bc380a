package com.nutrilab.lab.extraction;

import java.util.List;

/**
 * The words lab reports print in one language, as its file {@code nutrilab/languages/<code>.json}
 * (config jar) lists them: every key is required, a list may be empty. Words are compared without
 * case or accents; a word ending in {@code *} stands for every word it starts ("referen*"); a sign
 * ("+", "↑", "*") is compared as printed.
 *
 * @param code                ISO 639-1 code, the file's name
 * @param ocr                 the Tesseract model that reads it ("fra")
 * @param dateOrder           how its numeric dates read: "05/03/2026" is the 5th of March where {@code DAY_FIRST}
 * @param dayFirstWords       words that tell day-first dates on a page of a language that writes both orders
 *                            (British English: "haematology", "NHS")
 * @param decimalMark         the decimal mark its reports print when a page's numbers do not tell
 * @param thousandsSeparators the marks between groups of three digits it prints (" " for French "295 000")
 * @param months              the months' names, January first, for dates like "5 mars 2026"
 * @param markers             words of its reports no other language's print: which language a page is in
 * @param columns             the words that head a results table's columns
 * @param commercial          the column words of a table that sells or bills ("Preis"): no results below
 * @param flags               the marks and words of an abnormal result
 * @param bounds              one-sided bounds written out before their number ("bis 5", "acima de 40")
 * @param boundsAfter         one-sided bounds written out after their number ("40 and above", "130 altı",
 *                            "5 ou moins")
 * @param rangeJoiners        words between a range's two numbers ("70 à 110", "10 bis 20")
 * @param targets             words before a range that make it the target the lab judges by, never a
 *                            result: the reference range ("Souhaitable < 2,00", "desirable 200",
 *                            "Therapeutisch: 0.8 - 2.0")
 * @param limits              words before a number that make it a limit of another kind, never a result
 *                            nor the reference range ("Toxisch: > 2.0", "Borderline high 130")
 * @param conversions         words that bring the same result in another unit on the line below
 *                            ("Soit : 10,02 mmol/l", "entspricht 8,5 mmol/l")
 * @param collectedLabels     labels of the collection date
 * @param dateLabels          labels of the report's other dates (birth, receipt, print)
 * @param negative            text results meaning the expected finding ("negativ", "non détecté")
 * @param positive            text results meaning an abnormal finding
 * @param notes               words that make a line a note or prose, never a result ("Gewijzigde
 *                            referentiewaarde sinds ...", "Remarque")
 * @param notATest            words no test's name has: a report's header, footer and interpretation tables,
 *                            and an address's ("ul.", "rue", "Straße": "ul. Długa 5, 31-147 Kraków" is no result)
 * @param fillers             words a lab prints between a name and its value that do not make the line prose
 * @param pending             words a lab prints in place of a result not (yet) given ("folgt", "en cours",
 *                            "see note"): such a row has no result, and no number after them is it
 * @param qualifiers          words after an analyte's name that make it another test ("Urin", "urines")
 * @param ratios              how words that make a row a ratio of two tests begin ("Ratio", "Quotient",
 *                            "Rapport", "Verhältnis", "Oranı"), after a name or before its abbreviation
 * @param sexes               the labels of the patient's sex in a report's header ("Geschlecht", "Sexe"),
 *                            and the words and letters naming each sex, there and before a range printed
 *                            for one sex ("Frauen", "weiblich", "w"; {@link PatientSex})
 * @param specimens           words heading a column of one specimen ("venös", "arteriell", "Sérum",
 *                            "Urines"): side by side, each column is a result of its own test
 * @param bloodSpecimens      of those, the specimens the catalogue's tests are of ("Serum", "Plasma",
 *                            "sang"): a value in such a column is the catalogue's test as it stands
 * @param durations           units of time: "1-2 Tage" is no range
 * @param toleranceTests      words naming a glucose tolerance test or its load ("oGTT", "HGPO", "sobrecarga",
 *                            "après charge"): glucose at a time after them is the test's sample
 * @param timeUnits           the units of a sample's time after a load, minutes and hours ("60 min", "2 h",
 *                            "120'", "2 Std.")
 * @param urineSections       headings of a urinalysis section
 * @param bloodGasSections    headings of a blood gas section: a bare "pH" there is the blood's
 * @param electrophoresisSections headings of a protein electrophoresis: its albumin is a fraction of
 *                            it, not the serum albumin test
 * @param inUrine             words after a test's name that make it the test in urine ("en orina", "w
 *                            moczu", "im Urin"): under a urinalysis heading, a row's name read with them
 *                            ("Proteínas" as "Proteínas en orina") is the catalogue's urine test
 * @param urineSubsections    words of the headings inside a urinalysis ("Chemical Examination",
 *                            "Sediment") and of its physical properties ("Colour  Yellow", "Aussehen
 *                            klar"): such a line goes on with the urinalysis, it ends none
 * @param labWords            words of a lab's name ("Laboratoire", "Klinik")
 * @param scales              the words of a count's scale, thousands and millions ("mil", "Tsd", "milhões",
 *                            "Mio"): before a unit's slash ("231 mil/uL") or in brackets after a name
 *                            ("Hemácias (milhões)"); a word may scale by a thousand in one language and a
 *                            million in another (Brazil's "mil" against the US "mil/uL"), so the page's
 *                            language decides ({@link ScaleWords})
 */
public record Language(
        String code,
        String ocr,
        DateOrder dateOrder,
        List<String> dayFirstWords,
        String decimalMark,
        List<String> thousandsSeparators,
        List<String> months,
        List<String> markers,
        Columns columns,
        List<String> commercial,
        FlagWords flags,
        Bounds bounds,
        Bounds boundsAfter,
        List<String> rangeJoiners,
        List<String> targets,
        List<String> limits,
        List<String> conversions,
        List<String> collectedLabels,
        List<String> dateLabels,
        List<String> negative,
        List<String> positive,
        List<String> notes,
        List<String> notATest,
        List<String> fillers,
        List<String> pending,
        List<String> qualifiers,
        List<String> ratios,
        Sexes sexes,
        List<String> specimens,
        List<String> bloodSpecimens,
        List<String> durations,
        List<String> toleranceTests,
        TimeUnits timeUnits,
        List<String> urineSections,
        List<String> bloodGasSections,
        List<String> electrophoresisSections,
        List<String> inUrine,
        List<String> urineSubsections,
        List<String> labWords,
        Scales scales) {

    /** How a language's numeric dates read. */
    public enum DateOrder {
        DAY_FIRST,
        MONTH_FIRST,
        /** English: British reports day first, American month first; the page tells. */
        EITHER
    }

    /**
     * The words that head each column of a results table; a range printed in two columns, its low
     * bound's and its high bound's, is headed {@code rangeLow} and {@code rangeHigh} ("Min  Max",
     * "von  bis", "Valor mín.  Valor máx.").
     */
    public record Columns(
            List<String> result,
            List<String> range,
            List<String> unit,
            List<String> flag,
            List<String> method,
            List<String> previous,
            List<String> previousResult,
            List<String> rangeLow,
            List<String> rangeHigh) {}

    /** Flags as printed: a sign or a word for high, low, or abnormal without a direction. */
    public record FlagWords(List<String> high, List<String> low, List<String> abnormal) {}

    /** One-sided bounds written out: at most ("bis"), below ("unter"), above ("über"). */
    public record Bounds(List<String> atMost, List<String> below, List<String> above) {}

    /** A sex's labels and names: a letter ("w", "F") is read only on a page of this language. */
    public record Sexes(List<String> labels, List<String> male, List<String> female) {}

    /** The units of a time: minutes, hours. */
    public record TimeUnits(List<String> minutes, List<String> hours) {}

    /** The words of a count's scale: a thousand, a million. */
    public record Scales(List<String> thousand, List<String> million) {}

    /** Whether this language's numbers group thousands with a space ("295 000"). */
    boolean groupsWithSpaces() {
        return thousandsSeparators.contains(" ");
    }
}
