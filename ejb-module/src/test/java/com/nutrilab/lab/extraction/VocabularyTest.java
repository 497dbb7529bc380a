package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The languages' data files: every key in every file, and the words they give the reader. */
class VocabularyTest {

    /** The languages the reader is configured for ({@link TesseractOcr#DEFAULT_LANGUAGES}). */
    private static final List<String> CONFIGURED = List.of("en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr");

    @Test
    void everyConfiguredLanguageHasAFileWithEveryKey() throws IOException {
        for (String code : CONFIGURED) {
            try (InputStream in = resource(code);
                    JsonReader reader = Json.createReader(in)) {
                List<String> problems = new ArrayList<>();
                compare(Language.class, reader.readObject(), "", problems);
                assertTrue(problems.isEmpty(), () -> code + ".json: " + problems);
            }
        }
        assertEquals(Set.copyOf(CONFIGURED), Vocabulary.shipped().languages().keySet());
    }

    @Test
    void everyConfiguredLanguageIsOneTesseractReads() {
        Set<String> models = Set.of(TesseractOcr.DEFAULT_LANGUAGES.split(","));
        Vocabulary.shipped()
                .languages()
                .values()
                .forEach(language -> assertTrue(
                        models.contains(language.ocr()), () -> language.code() + " is read by " + language.ocr()));
    }

    @Test
    void aFileThatLacksAKeyIsRefusedNamingIt() throws IOException {
        String english;
        try (InputStream in = resource("en")) {
            english = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String withoutLimits = english.replaceFirst("\\n\\s*\"limits\": \\[[^]]*],", "");
        String withoutResultColumn = english.replaceFirst("\"result\": \\[[^]]*],", "");
        IllegalStateException missing = assertThrows(
                IllegalStateException.class,
                () -> Vocabulary.load(code -> code.equals("en") ? stream(withoutLimits) : null));
        assertTrue(missing.getMessage().contains("limits"), missing::getMessage);
        IllegalStateException nested = assertThrows(
                IllegalStateException.class,
                () -> Vocabulary.load(code -> code.equals("en") ? stream(withoutResultColumn) : null));
        assertTrue(nested.getMessage().contains("columns.result"), nested::getMessage);
    }

    /** Adding a language is adding its file: a tenth one, read with the others. */
    @Test
    void aLanguageIsAddedByAddingItsFile() throws IOException {
        String english;
        try (InputStream in = resource("en")) {
            english = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String danish = english.replace("\"code\": \"en\"", "\"code\": \"da\"")
                .replace("\"ocr\": \"eng\"", "\"ocr\": \"dan\"")
                .replace("\"high\": [", "\"high\": [\"forhøjet\", ");
        Vocabulary vocabulary = Vocabulary.load(code -> code.equals("da") ? stream(danish) : shipped(code));
        assertEquals(10, vocabulary.languages().size());
        assertEquals(Flag.HIGH, vocabulary.flag("Forhøjet"));
        assertEquals(Flag.HIGH, vocabulary.flag("hoch"));
    }

    @Test
    void flagWordsOfEveryLanguageAndMarksWithoutDirection() {
        Vocabulary words = Vocabulary.shipped();
        for (String high :
                List.of("H", "High", "hoch", "Haut", "élevé", "alto", "hoog", "wysoki", "yüksek", "↑", "+")) {
            assertEquals(Flag.HIGH, words.flag(high), high);
        }
        for (String low :
                List.of("L", "niedrig", "bas", "Basse", "bajo", "basso", "laag", "niski", "düşük", "↓", "--")) {
            assertEquals(Flag.LOW, words.flag(low), low);
        }
        assertEquals(Flag.MARKED, words.flag("*"));
        assertEquals(Flag.ABNORMAL, words.flag("pathologisch"));
        assertEquals(2, words.flagAt(List.of("Anormalement", "haut", "5,2"), 0));
        assertEquals(Flag.HIGH, words.flag("Anormalement haut"));
    }

    @Test
    void monthsAndBoundsOfEveryLanguage() {
        Vocabulary words = Vocabulary.shipped();
        assertEquals("<=", words.bound("bis"));
        assertEquals(">", words.bound("acima de"));
        assertEquals("<", words.bound(AnalyteCatalogue.normalize("inférieur à")));
        assertNotNull(words.language("fr").orElseThrow().months());
        assertEquals(
                Language.DateOrder.DAY_FIRST, words.language("it").orElseThrow().dateOrder());
        assertEquals(
                Language.DateOrder.EITHER, words.language("en").orElseThrow().dateOrder());
    }

    /** The keys of a language's file against the record's components, nested records too. */
    private static void compare(Class<?> type, JsonObject json, String prefix, List<String> problems) {
        Set<String> expected = new TreeSet<>();
        for (RecordComponent component : type.getRecordComponents()) {
            String key = component.getName();
            expected.add(key);
            JsonValue value = json.get(key);
            if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
                problems.add("lacks " + prefix + key);
            } else if (component.getType().isRecord()) {
                compare(component.getType(), value.asJsonObject(), prefix + key + ".", problems);
            }
        }
        json.keySet().stream()
                .filter(key -> !expected.contains(key))
                .forEach(key -> problems.add("has an unknown key " + prefix + key));
        assertTrue(Arrays.stream(type.getRecordComponents()).count() > 0);
    }

    private static InputStream resource(String code) {
        InputStream in = shipped(code);
        assertNotNull(in, () -> Vocabulary.FOLDER + code + ".json is not on the class path");
        return in;
    }

    private static InputStream shipped(String code) {
        return VocabularyTest.class.getClassLoader().getResourceAsStream(Vocabulary.FOLDER + code + ".json");
    }

    private static InputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
