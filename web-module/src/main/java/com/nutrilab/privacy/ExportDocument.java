package com.nutrilab.privacy;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;

/**
 * Writes a user's export as one JSON document while it is read, with JSON-P's {@link JsonGenerator}: the account and profile, then the refresh tokens and
 * the reports a page at a time, each record as JSON-B writes it in the API's answers, flushed to
 * the client and let go before the next page is read. Memory holds one page, whatever the number
 * of refresh tokens or reports.
 */
@ApplicationScoped
public class ExportDocument {

    /** Reports per read: each with its results and webhook events. */
    static final int PAGE = 20;
    /** Refresh tokens per read: small rows, a user may hold thousands of spent ones. */
    static final int TOKEN_PAGE = 500;

    /** Found once: each lookup scans the class loaders (docs/benchmarks.md). */
    private static final JsonProvider JSON = JsonProvider.provider();

    private final Jsonb jsonb = JsonbBuilder.create();

    @Inject
    PersonalDataExport export;

    @PreDestroy
    void close() {
        try {
            jsonb.close();
        } catch (Exception e) {
            // nothing held that outlives the application
        }
    }

    void write(PersonalDataExport.Head head, OutputStream body) throws IOException {
        String userId = head.account().id();
        // Not closed: the container owns the response's stream.
        JsonGenerator out = JSON.createGenerator(body);
        out.writeStartObject();
        out.write("exportedAt", value(Instant.now()));
        out.write("account", value(head.account()));
        out.write("profile", head.profile() == null ? JsonValue.NULL : value(head.profile()));
        inPages(
                out,
                "refreshTokens",
                after -> export.refreshTokensAfter(userId, after, TOKEN_PAGE),
                TOKEN_PAGE,
                PersonalDataExport.ExportedRefreshToken::id);
        inPages(out, "labReports", after -> export.reportsAfter(userId, after, PAGE), PAGE, report -> report.report()
                .id());
        out.writeEnd();
        out.flush();
    }

    /** The array of every page of rows after the last one's id, each row written and the page flushed before the next is read. */
    private <T> void inPages(
            JsonGenerator out, String name, Function<String, List<T>> pageAfter, int pageSize, Function<T, String> id) {
        out.writeStartArray(name);
        String after = null;
        List<T> page;
        do {
            page = pageAfter.apply(after);
            for (T row : page) {
                out.write(value(row));
                after = id.apply(row);
            }
            out.flush(); // a page at a time to the client, not the whole document to a buffer
        } while (page.size() == pageSize);
        out.writeEnd();
    }

    /** The record as the API's answers write it (JSON-B), as a JSON-P value the generator writes. */
    private JsonValue value(Object record) {
        try (JsonReader reader = JSON.createReader(new StringReader(jsonb.toJson(record)))) {
            return reader.readValue();
        }
    }
}
