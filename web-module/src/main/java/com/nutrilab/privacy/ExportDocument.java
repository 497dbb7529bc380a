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
 * Writes a user's export as one JSON document while it is read: the account, profile and refresh
 * tokens, then the reports a page at a time, each written (as JSON-B writes it in the API's
 * answers) and let go before the next page is read. Memory holds one page, whatever the number of
 * reports.
 */
@ApplicationScoped
public class ExportDocument {

    /** Reports per read: each with its results and webhook events. */
    static final int PAGE = 20;

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
        out.write(",\"refreshTokens\":");
        out.write(jsonb.toJson(head.refreshTokens()));
        out.write(",\"labReports\":[");
        String after = null;
        boolean first = true;
        List<PersonalDataExport.Report> page;
        do {
            page = export.reportsAfter(head.account().id(), after, PAGE);
            for (PersonalDataExport.Report report : page) {
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
