package com.nutrilab.privacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The export written with JSON-P's generator (issue 56 item 4) page by page (issue 55 item 3): a
 * user with more refresh tokens than a page holds gets every one, each read in its page after the
 * last one's id, and no token's row id in the document.
 */
class ExportDocumentTest {

    private static final Instant AT = Instant.parse("2026-11-27T10:00:00Z");

    @Test
    void everyRefreshTokenIsWrittenPageByPage() throws IOException {
        int tokens = ExportDocument.TOKEN_PAGE * 2 + 1;
        List<String> asked = new ArrayList<>();
        ExportDocument document = new ExportDocument();
        document.export = new PersonalDataExport() {
            @Override
            public List<ExportedRefreshToken> refreshTokensAfter(String userId, String afterId, int max) {
                asked.add(afterId);
                int from = afterId == null ? 0 : Integer.parseInt(afterId.substring(1)) + 1;
                List<ExportedRefreshToken> page = new ArrayList<>();
                for (int i = from; i < Math.min(tokens, from + max); i++) {
                    page.add(new ExportedRefreshToken("t" + i, "sign-in-" + i, AT, AT.plusSeconds(60), null, false));
                }
                return page;
            }

            @Override
            public List<ExportedReport> reportsAfter(String userId, String afterId, int max) {
                return List.of();
            }
        };
        ByteArrayOutputStream body = new ByteArrayOutputStream();

        document.write(
                new PersonalDataExport.Head(new PersonalDataExport.ExportedAccount("u-1", "ada", "c-1", AT), null),
                body);

        String json = body.toString(StandardCharsets.UTF_8);
        JsonObject export;
        try (JsonReader reader = Json.createReader(new StringReader(json))) {
            export = reader.readObject();
        }
        assertEquals("ada", export.getJsonObject("account").getString("username"));
        assertTrue(export.isNull("profile"), "null when the user never set one");
        assertEquals(tokens, export.getJsonArray("refreshTokens").size());
        assertEquals(
                "sign-in-" + (tokens - 1),
                export.getJsonArray("refreshTokens").getJsonObject(tokens - 1).getString("signIn"));
        assertEquals(
                List.of("t" + (ExportDocument.TOKEN_PAGE - 1), "t" + (2 * ExportDocument.TOKEN_PAGE - 1)),
                asked.subList(1, 3),
                "each page after the last one's id");
        assertFalse(json.contains("\"id\":\"t1\""), "a token's row id is not exported");
        assertEquals(0, export.getJsonArray("labReports").size());
    }
}
