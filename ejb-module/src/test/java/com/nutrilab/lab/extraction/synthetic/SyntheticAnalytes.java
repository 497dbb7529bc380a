package com.nutrilab.lab.extraction.synthetic;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What the generated reports print: names, units and ranges as US reference labs, US hospital
 * systems (all-caps abbreviations), NHS trusts and German labs print them. Written from lab
 * reports, not from the catalogue, so that the evaluation tests the catalogue instead of echoing it.
 */
final class SyntheticAnalytes {

    static final List<SyntheticAnalyte> ALL = List.of(
            a(
                    "wbc",
                    names("White Blood Cells", "WBC", "White cell count", "Leukozyten"),
                    m("x10E3/uL", "10*3/uL", 3.4, 10.8, 1),
                    m("10^9/L", "10*9/L", 4.0, 11.0, 1),
                    m("/nl", "10*9/L", 3.9, 10.2, 1)),
            a(
                    "rbc",
                    names("Red Blood Cells", "RBC", "Red cell count", "Erythrozyten"),
                    m("x10E6/uL", "10*6/uL", 4.14, 5.80, 2),
                    m("10^12/L", "10*12/L", 4.50, 5.90, 2),
                    m("Mio/µl", "10*6/uL", 4.30, 5.80, 2)),
            a(
                    "hemoglobin",
                    names("Hemoglobin", "HGB", "Haemoglobin", "Hämoglobin"),
                    m("g/dL", "g/dL", 13.0, 17.7, 1),
                    m("g/L", "g/L", 130.0, 180.0, 0),
                    m("g/dl", "g/dL", 13.5, 17.5, 1)),
            a(
                    "hematocrit",
                    names("Hematocrit", "HCT", "Haematocrit", "Hämatokrit"),
                    m("%", "%", 37.5, 51.0, 1),
                    m("L/L", "L/L", 0.40, 0.52, 2),
                    m("%", "%", 40.0, 52.0, 1)),
            a(
                    "mcv",
                    names("MCV", "MCV", "Mean cell volume", "MCV"),
                    m("fL", "fL", 79.0, 97.0, 0),
                    m("fL", "fL", 80.0, 100.0, 1),
                    m("fl", "fL", 80.0, 96.0, 1)),
            a(
                    "mch",
                    names("MCH", "MCH", "Mean cell haemoglobin", "MCH"),
                    m("pg", "pg", 26.6, 33.0, 1),
                    m("pg", "pg", 27.0, 32.0, 1),
                    m("pg", "pg", 28.0, 33.0, 1)),
            a(
                    "mchc",
                    names("MCHC", "MCHC", "MCHC", "MCHC"),
                    m("g/dL", "g/dL", 31.5, 35.7, 1),
                    m("g/L", "g/L", 315.0, 345.0, 0),
                    m("g/dl", "g/dL", 33.0, 36.0, 1)),
            a(
                    "rdw",
                    names("RDW", "RDW", "Red cell distribution width", "Ery-Verteilungsbreite"),
                    m("%", "%", 11.6, 15.4, 1),
                    m("%", "%", 11.5, 15.0, 1),
                    m("%", "%", 11.5, 14.5, 1)),
            a(
                    "platelets",
                    names("Platelets", "PLT", "Platelet count", "Thrombozyten"),
                    m("x10E3/uL", "10*3/uL", 150.0, 450.0, 0),
                    m("10^9/L", "10*9/L", 150.0, 400.0, 0),
                    m("/nl", "10*9/L", 150.0, 400.0, 0)),
            a(
                    "mpv",
                    names("MPV", "MPV", "Mean platelet volume", "MPV"),
                    m("fL", "fL", 7.4, 10.4, 1),
                    m("fL", "fL", 7.0, 13.0, 1),
                    m("fl", "fL", 9.0, 12.5, 1)),
            a(
                    "neutrophils-abs",
                    names("Neutrophils (Absolute)", "NEUT ABS", "Neutrophils", "Neutrophile absolut"),
                    m("x10E3/uL", "10*3/uL", 1.4, 7.0, 1),
                    m("10^9/L", "10*9/L", 2.0, 7.5, 1),
                    m("/nl", "10*9/L", 1.8, 7.7, 1)),
            a(
                    "lymphocytes-abs",
                    names("Lymphs (Absolute)", "LYMPH ABS", "Lymphocytes", "Lymphozyten absolut"),
                    m("x10E3/uL", "10*3/uL", 0.7, 3.1, 1),
                    m("10^9/L", "10*9/L", 1.0, 4.0, 1),
                    m("/nl", "10*9/L", 1.0, 4.8, 1)),
            a(
                    "glucose",
                    names("Glucose", "GLU", "Plasma glucose", "Glukose"),
                    m("mg/dL", "mg/dL", 70.0, 99.0, 0),
                    m("mmol/L", "mmol/L", 3.9, 5.5, 1),
                    m("mg/dl", "mg/dL", 70.0, 100.0, 0)),
            a("bun", names("Urea Nitrogen (BUN)", "BUN", null, null), m("mg/dL", "mg/dL", 6.0, 24.0, 0), null, null),
            a(
                    "urea",
                    names(null, null, "Urea", "Harnstoff"),
                    null,
                    m("mmol/L", "mmol/L", 2.5, 7.8, 1),
                    m("mg/dl", "mg/dL", 17.0, 43.0, 0)),
            a(
                    "creatinine",
                    names("Creatinine", "CREAT", "Creatinine", "Kreatinin"),
                    m("mg/dL", "mg/dL", 0.76, 1.27, 2),
                    m("umol/L", "umol/L", 59.0, 104.0, 0),
                    m("mg/dl", "mg/dL", 0.70, 1.20, 2)),
            a(
                    "egfr",
                    names("eGFR", "EGFR", "eGFR", "eGFR (CKD-EPI)"),
                    m("mL/min/1.73m2", "mL/min/{1.73_m2}", 59.0, null, 0),
                    m("mL/min/1.73m2", "mL/min/{1.73_m2}", 60.0, null, 0),
                    m("ml/min/1,73m²", "mL/min/{1.73_m2}", 60.0, null, 0),
                    new SyntheticAnalyte.Censor(false, 90)),
            a(
                    "sodium",
                    names("Sodium", "SODIUM", "Sodium", "Natrium"),
                    m("mmol/L", "mmol/L", 134.0, 144.0, 0),
                    m("mmol/L", "mmol/L", 133.0, 146.0, 0),
                    m("mmol/l", "mmol/L", 135.0, 145.0, 0)),
            a(
                    "potassium",
                    names("Potassium", "POTASSIUM", "Potassium", "Kalium"),
                    m("mmol/L", "mmol/L", 3.5, 5.2, 1),
                    m("mmol/L", "mmol/L", 3.5, 5.3, 1),
                    m("mmol/l", "mmol/L", 3.5, 5.1, 1)),
            a(
                    "chloride",
                    names("Chloride", "CHLORIDE", "Chloride", "Chlorid"),
                    m("mmol/L", "mmol/L", 96.0, 106.0, 0),
                    m("mmol/L", "mmol/L", 95.0, 108.0, 0),
                    m("mmol/l", "mmol/L", 98.0, 107.0, 0)),
            a(
                    "co2",
                    names("Carbon Dioxide, Total", "CO2", "Bicarbonate", null),
                    m("mmol/L", "mmol/L", 20.0, 29.0, 0),
                    m("mmol/L", "mmol/L", 22.0, 29.0, 0),
                    null),
            a(
                    "calcium",
                    names("Calcium", "CALCIUM", "Calcium", "Calcium"),
                    m("mg/dL", "mg/dL", 8.7, 10.2, 1),
                    m("mmol/L", "mmol/L", 2.20, 2.60, 2),
                    m("mmol/l", "mmol/L", 2.15, 2.55, 2)),
            a(
                    "total-protein",
                    names("Protein, Total", "T PROTEIN", "Total protein", "Gesamteiweiß"),
                    m("g/dL", "g/dL", 6.0, 8.5, 1),
                    m("g/L", "g/L", 60.0, 80.0, 0),
                    m("g/dl", "g/dL", 6.6, 8.7, 1)),
            a(
                    "albumin",
                    names("Albumin", "ALBUMIN", "Albumin", "Albumin"),
                    m("g/dL", "g/dL", 3.8, 4.9, 1),
                    m("g/L", "g/L", 35.0, 50.0, 0),
                    m("g/dl", "g/dL", 3.5, 5.2, 1)),
            a(
                    "total-bilirubin",
                    names("Bilirubin, Total", "BILI TOTAL", "Total bilirubin", "Bilirubin gesamt"),
                    m("mg/dL", "mg/dL", 0.0, 1.2, 1),
                    m("umol/L", "umol/L", 0.0, 21.0, 0),
                    m("mg/dl", "mg/dL", 0.1, 1.2, 1)),
            a(
                    "alp",
                    names("Alkaline Phosphatase", "ALK PHOS", "ALP", "Alkalische Phosphatase"),
                    m("IU/L", "U/L", 44.0, 121.0, 0),
                    m("U/L", "U/L", 30.0, 130.0, 0),
                    m("U/l", "U/L", 40.0, 129.0, 0)),
            a(
                    "ast",
                    names("AST (SGOT)", "SGOT", "AST", "GOT (ASAT)"),
                    m("IU/L", "U/L", 0.0, 40.0, 0),
                    m("U/L", "U/L", 0.0, 40.0, 0),
                    m("U/l", "U/L", 10.0, 50.0, 0)),
            a(
                    "alt",
                    names("ALT (SGPT)", "SGPT", "ALT", "GPT (ALAT)"),
                    m("IU/L", "U/L", 0.0, 44.0, 0),
                    m("U/L", "U/L", 0.0, 35.0, 0),
                    m("U/l", "U/L", 10.0, 50.0, 0)),
            a(
                    "ggt",
                    names("GGT", "GGT", "Gamma GT", "Gamma-GT"),
                    m("IU/L", "U/L", 0.0, 65.0, 0),
                    m("U/L", "U/L", 0.0, 55.0, 0),
                    m("U/l", "U/L", 8.0, 61.0, 0)),
            a(
                    "uric-acid",
                    names("Uric Acid", "URIC ACID", "Urate", "Harnsäure"),
                    m("mg/dL", "mg/dL", 3.8, 8.4, 1),
                    m("umol/L", "umol/L", 200.0, 430.0, 0),
                    m("mg/dl", "mg/dL", 3.4, 7.0, 1)),
            a(
                    "total-cholesterol",
                    names("Cholesterol, Total", "CHOLESTEROL", "Total cholesterol", "Gesamtcholesterin"),
                    m("mg/dL", "mg/dL", 100.0, 199.0, 0),
                    m("mmol/L", "mmol/L", null, 5.0, 1),
                    m("mg/dl", "mg/dL", null, 200.0, 0)),
            a(
                    "triglycerides",
                    names("Triglycerides", "TRIG", "Triglycerides", "Triglyceride"),
                    m("mg/dL", "mg/dL", 0.0, 149.0, 0),
                    m("mmol/L", "mmol/L", null, 1.7, 1),
                    m("mg/dl", "mg/dL", null, 150.0, 0)),
            a(
                    "hdl",
                    names("HDL Cholesterol", "HDL-C", "HDL cholesterol", "HDL-Cholesterin"),
                    m("mg/dL", "mg/dL", 39.0, null, 0),
                    m("mmol/L", "mmol/L", 1.0, null, 1),
                    m("mg/dl", "mg/dL", 40.0, null, 0)),
            a(
                    "ldl",
                    names("LDL Chol Calc (NIH)", "LDL-C", "LDL cholesterol", "LDL-Cholesterin"),
                    m("mg/dL", "mg/dL", 0.0, 99.0, 0),
                    m("mmol/L", "mmol/L", null, 3.0, 1),
                    m("mg/dl", "mg/dL", null, 116.0, 0)),
            a(
                    "hba1c",
                    names("Hemoglobin A1c", "HGB A1C", "HbA1c", "HbA1c"),
                    m("%", "%", 4.8, 5.6, 1),
                    m("mmol/mol", "mmol/mol", 20.0, 42.0, 0),
                    m("%", "%", 4.0, 6.0, 1)),
            a(
                    "insulin",
                    names("Insulin", "INSULIN", "Insulin (fasting)", "Insulin"),
                    m("uIU/mL", "uIU/mL", 2.6, 24.9, 1),
                    m("pmol/L", "pmol/L", 18.0, 173.0, 0),
                    m("µU/ml", "uIU/mL", 2.6, 24.9, 1)),
            a(
                    "iron",
                    names("Iron", "IRON", "Serum iron", "Eisen"),
                    m("ug/dL", "ug/dL", 38.0, 169.0, 0),
                    m("umol/L", "umol/L", 5.8, 34.5, 1),
                    m("µg/dl", "ug/dL", 59.0, 158.0, 0)),
            a(
                    "tibc",
                    names("Iron Binding Capacity (TIBC)", "TIBC", "Total iron binding capacity", null),
                    m("ug/dL", "ug/dL", 250.0, 450.0, 0),
                    m("umol/L", "umol/L", 45.0, 81.0, 0),
                    null),
            a(
                    "transferrin-saturation",
                    names("Iron Saturation", "IRON % SAT", "Transferrin saturation", "Transferrinsättigung"),
                    m("%", "%", 15.0, 55.0, 0),
                    m("%", "%", 20.0, 50.0, 0),
                    m("%", "%", 16.0, 45.0, 0)),
            a(
                    "ferritin",
                    names("Ferritin", "FERRITIN", "Ferritin", "Ferritin"),
                    m("ng/mL", "ng/mL", 30.0, 400.0, 0),
                    m("ug/L", "ug/L", 13.0, 150.0, 0),
                    m("ng/ml", "ng/mL", 30.0, 400.0, 0)),
            a("transferrin", names(null, null, null, "Transferrin"), null, null, m("g/l", "g/L", 2.00, 3.60, 2)),
            a(
                    "vitamin-d",
                    names("Vitamin D, 25-Hydroxy", "25-OH VIT D", "25-OH Vitamin D", "25-OH-Vitamin D3"),
                    m("ng/mL", "ng/mL", 30.0, 100.0, 1),
                    m("nmol/L", "nmol/L", 50.0, 175.0, 0),
                    m("ng/ml", "ng/mL", 30.0, 100.0, 1)),
            a(
                    "vitamin-b12",
                    names("Vitamin B12", "VIT B12", "Serum B12", "Vitamin B12"),
                    m("pg/mL", "pg/mL", 232.0, 1245.0, 0),
                    m("ng/L", "ng/L", 197.0, 771.0, 0),
                    m("pg/ml", "pg/mL", 197.0, 771.0, 0)),
            a(
                    "folate",
                    names("Folate (Folic Acid), Serum", "FOLATE", "Serum folate", "Folsäure"),
                    m("ng/mL", "ng/mL", 3.0, null, 1),
                    m("ug/L", "ug/L", 3.9, 26.8, 1),
                    m("ng/ml", "ng/mL", 3.9, 26.8, 1)),
            a(
                    "tsh",
                    names("TSH", "TSH", "TSH", "TSH basal"),
                    m("uIU/mL", "uIU/mL", 0.450, 4.500, 3),
                    m("mIU/L", "mIU/L", 0.27, 4.20, 2),
                    m("µU/ml", "uIU/mL", 0.27, 4.20, 2)),
            a(
                    "free-t4",
                    names("T4, Free (Direct)", "FREE T4", "Free T4", "fT4"),
                    m("ng/dL", "ng/dL", 0.82, 1.77, 2),
                    m("pmol/L", "pmol/L", 12.0, 22.0, 1),
                    m("ng/dl", "ng/dL", 0.93, 1.70, 2)),
            a(
                    "free-t3",
                    names("Triiodothyronine, Free", "FREE T3", "Free T3", "fT3"),
                    m("pg/mL", "pg/mL", 2.0, 4.4, 1),
                    m("pmol/L", "pmol/L", 3.1, 6.8, 1),
                    m("pg/ml", "pg/mL", 2.0, 4.4, 1)),
            a(
                    "hs-crp",
                    names("C-Reactive Protein, Cardiac", "CRP, HS", "CRP (high sensitivity)", "CRP hochsensitiv"),
                    m("mg/L", "mg/L", 0.0, 3.0, 2),
                    m("mg/L", "mg/L", null, 3.0, 1),
                    m("mg/l", "mg/L", null, 1.0, 2),
                    new SyntheticAnalyte.Censor(true, 0.3)),
            a(
                    "crp",
                    names("C-Reactive Protein", "CRP", "CRP", "CRP"),
                    m("mg/L", "mg/L", 0.0, 10.0, 1),
                    m("mg/L", "mg/L", null, 5.0, 0),
                    m("mg/l", "mg/L", null, 5.0, 1),
                    new SyntheticAnalyte.Censor(true, 1)),
            a(
                    "esr",
                    names("Sed Rate by Modified Westergren", "ESR", "ESR", "BSG"),
                    m("mm/hr", "mm/h", 0.0, 15.0, 0),
                    m("mm/h", "mm/h", 1.0, 20.0, 0),
                    m("mm/h", "mm/h", null, 20.0, 0)),
            a(
                    "homocysteine",
                    names("Homocysteine", "HOMOCYSTEINE", "Homocysteine", "Homocystein"),
                    m("umol/L", "umol/L", 0.0, 14.5, 1),
                    m("umol/L", "umol/L", 5.0, 15.0, 1),
                    m("µmol/l", "umol/L", 5.0, 12.0, 1)),
            a(
                    "magnesium",
                    names("Magnesium", "MAGNESIUM", "Magnesium", "Magnesium"),
                    m("mg/dL", "mg/dL", 1.6, 2.3, 1),
                    m("mmol/L", "mmol/L", 0.70, 1.00, 2),
                    m("mmol/l", "mmol/L", 0.66, 1.07, 2)),
            a(
                    "phosphorus",
                    names("Phosphorus", "PHOS", "Phosphate", "Phosphat"),
                    m("mg/dL", "mg/dL", 2.8, 4.1, 1),
                    m("mmol/L", "mmol/L", 0.80, 1.50, 2),
                    m("mmol/l", "mmol/L", 0.87, 1.45, 2)),
            a(
                    "non-hdl",
                    names("Non-HDL Cholesterol", "NON-HDL CHOL", "Non-HDL cholesterol", "Non-HDL-Cholesterin"),
                    m("mg/dL", "mg/dL", 0.0, 129.0, 0),
                    m("mmol/L", "mmol/L", null, 4.0, 1),
                    m("mg/dl", "mg/dL", null, 130.0, 0)));

    private static final Map<String, SyntheticAnalyte> BY_KEY =
            ALL.stream().collect(Collectors.toMap(SyntheticAnalyte::key, Function.identity()));

    private SyntheticAnalytes() {}

    static SyntheticAnalyte byKey(String key) {
        SyntheticAnalyte analyte = BY_KEY.get(key);
        if (analyte == null) {
            throw new IllegalArgumentException("No synthetic analyte " + key);
        }
        return analyte;
    }

    private static SyntheticAnalyte a(String key, String[] names, Measure us, Measure uk, Measure de) {
        return SyntheticAnalyte.of(key, names, us, uk, de, null);
    }

    private static SyntheticAnalyte a(
            String key, String[] names, Measure us, Measure uk, Measure de, SyntheticAnalyte.Censor censored) {
        return SyntheticAnalyte.of(key, names, us, uk, de, censored);
    }

    private static String[] names(String us, String caps, String uk, String de) {
        return new String[] {us, caps, uk, de};
    }

    private static Measure m(String printed, String ucum, Double low, Double high, int decimals) {
        return Measure.of(printed, ucum, low, high, decimals);
    }
}
