package com.nutrilab.privacy;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

/**
 * Writes a user's export as one JSON document while it is read: the account and profile, then the
 * refresh tokens and the reports a page at a time, each written (as JSON-B writes it in the API's
 * answers) and let go before the next page is read. Memory holds one page, whatever the number of
 * reports.
 */
@ApplicationScoped
public class ExportDocument {

    /** Reports per read: each with its results and webhook events. */
    static final int PAGE = 20;
    /** Refresh tokens per read: small rows, a user may hold thousands of spent ones. */
    static final int TOKEN_PAGE = 500;

    private final Jsonb jsonb = JsonbBuilder.create();

    @Inject
    private PersonalDataExport export;

    @PreDestroy
    void close() {
        try {
            jsonb.close();
        } catch (Exception e) {
            // nothing held that outlives the application
        }
    }

    void write(PersonalDataExport.Head head, OutputStream body) throws IOException {
        Writer out = new BufferedWriter(new OutputStreamWriter(body, StandardCharsets.UTF_8), 1 << 16);
        out.write("{\"exportedAt\":");
        out.write(jsonb.toJson(Instant.now()));
        out.write(",\"account\":");
        out.write(jsonb.toJson(head.account()));
        out.write(",\"profile\":");
        out.write(head.profile() == null ? "null" : jsonb.toJson(head.profile()));
        out.write(",\"refreshTokens\":[");
        String afterToken = null;
        boolean firstToken = true;
        List<PersonalDataExport.ExportedRefreshToken> tokens;
        do {
            tokens = export.refreshTokensAfter(head.account().id(), afterToken, TOKEN_PAGE);
            for (PersonalDataExport.ExportedRefreshToken token : tokens) {
                out.write(firstToken ? "" : ",");
                out.write(jsonb.toJson(token));
                firstToken = false;
                afterToken = token.id();
            }
        } while (tokens.size() == TOKEN_PAGE);
        out.write("],\"labReports\":[");
        String after = null;
        boolean first = true;
        List<PersonalDataExport.ExportedReport> page;
        do {
            page = export.reportsAfter(head.account().id(), after, PAGE);
            for (PersonalDataExport.ExportedReport report : page) {
                out.write(first ? "" : ",");
                out.write(jsonb.toJson(report));
                first = false;
                after = report.report().id();
            }
            out.flush(); // a page at a time to the client, not the whole document to a buffer
        } while (page.size() == PAGE);
        out.write("]}");
        out.flush();
    }
}
