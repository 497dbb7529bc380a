package com.nutrilab.privacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One registry of personal data (issue 56 item 5), checked against the schema without a server:
 * every table the migrations make that names a user or a client (a {@code user_id} or
 * {@code client_id} column), or refers to such a table (a report's files, a delivery's attempts),
 * is a kind of {@link PersonalDataRegistry} or one of its declared exceptions. A table added by a
 * migration and forgotten there fails this test, before any erasure or export misses it.
 */
class PersonalDataRegistryTest {

    private static final Path MIGRATIONS =
            Path.of("..", "persistence-module", "src", "main", "resources", "db", "migration");
    private static final Pattern CREATE =
            Pattern.compile("CREATE TABLE (\\w+)\\s*\\((.*?)\\);", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern ALTER =
            Pattern.compile("ALTER TABLE (\\w+) ADD (?:COLUMN )?(.*?);", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern OWNER_COLUMN =
            Pattern.compile("(?m)^\\s*(user_id|client_id)\\s", Pattern.CASE_INSENSITIVE);
    private static final Pattern REFERENCE = Pattern.compile("REFERENCES (\\w+)", Pattern.CASE_INSENSITIVE);

    /** Each table of the migrations (Derby's and the common ones), and what its definition says. */
    private static final Map<String, StringBuilder> TABLES = new HashMap<>();

    @BeforeAll
    static void readTheMigrations() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("derby", "common")) {
            try (Stream<Path> sql = Files.list(MIGRATIONS.resolve(folder))) {
                sql.filter(file -> file.toString().endsWith(".sql")).forEach(files::add);
            }
        }
        for (Path file : files) {
            String sql = Files.readString(file).replaceAll("--[^\\n]*", "");
            Matcher create = CREATE.matcher(sql);
            while (create.find()) {
                TABLES.computeIfAbsent(name(create.group(1)), t -> new StringBuilder())
                        .append(create.group(2))
                        .append('\n');
            }
            Matcher alter = ALTER.matcher(sql);
            while (alter.find()) {
                TABLES.computeIfAbsent(name(alter.group(1)), t -> new StringBuilder())
                        .append(alter.group(2))
                        .append('\n');
            }
        }
        assertTrue(TABLES.containsKey("lab_result") && TABLES.containsKey("app_user"), TABLES::toString);
    }

    @Test
    void everyTableThatNamesAUserOrAClientIsInTheRegistry() {
        Set<String> personal = new TreeSet<>();
        TABLES.forEach((table, definition) -> {
            if (OWNER_COLUMN.matcher(definition).find()) {
                personal.add(table);
            }
        });
        boolean grew;
        do { // and every table that refers to one of them, however far down
            grew = false;
            for (Map.Entry<String, StringBuilder> table : TABLES.entrySet()) {
                Matcher reference = REFERENCE.matcher(table.getValue());
                while (reference.find()) {
                    if (personal.contains(name(reference.group(1))) && personal.add(table.getKey())) {
                        grew = true;
                    }
                }
            }
        } while (grew);

        Set<String> declared = new HashSet<>();
        PersonalDataRegistry.KINDS.stream()
                .map(PersonalDataRegistry.Kind::table)
                .filter(table -> table != null)
                .forEach(declared::add);
        PersonalDataRegistry.NOT_PERSONAL.forEach(table -> declared.add(table.table()));
        List<String> missing =
                personal.stream().filter(table -> !declared.contains(table)).toList();
        assertEquals(List.of(), missing, "tables that name a user or a client and are not in PersonalDataRegistry");
        assertTrue(personal.contains("webhook_attempt"), "found through its delivery and its report");
    }

    @Test
    void everyKindIsATableOfTheSchemaOwnedByAKindAndExported() {
        Set<String> names = new HashSet<>();
        for (PersonalDataRegistry.Kind kind : PersonalDataRegistry.KINDS) {
            assertTrue(names.add(kind.name()), "one kind per name: " + kind.name());
            if (kind.table() != null) {
                StringBuilder definition = TABLES.get(kind.table());
                assertNotNull(definition, "the migrations make " + kind.table());
                assertTrue(
                        Pattern.compile("(?m)^\\s*" + kind.ownerColumn() + "\\s")
                                .matcher(definition)
                                .find(),
                        kind.table() + " has its owner column " + kind.ownerColumn());
            }
            assertTrue(
                    kind.owner().equals("client") || names.contains(kind.owner()),
                    kind.name() + "'s owner " + kind.owner() + " is declared before it");
            assertTrue(
                    kind.erasedBy() == PersonalDataRegistry.ErasedBy.CLIENT_ERASURE || kind.exported() != null,
                    "a user's export shows " + kind.name());
        }
        assertEquals(
                List.of(
                        "users",
                        "profiles",
                        "signIns",
                        "refreshTokens",
                        "labReports",
                        "labFiles",
                        "analytes",
                        "earlierAnalytes",
                        "webhookDeliveries",
                        "webhookAttempts"),
                new ArrayList<>(ErasedData.NOTHING.counts().keySet()),
                "an erasure's answer counts every kind of a user's data");
    }

    private static String name(String table) {
        return table.toLowerCase(Locale.ROOT);
    }
}
