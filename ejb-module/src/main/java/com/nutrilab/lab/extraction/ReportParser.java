package com.nutrilab.lab.extraction;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the results of a lab report from its printed lines, whatever the layout: a row starts
 * with a name of the catalogue; what follows is told apart by its shape (a value, a unit, a
 * range, a flag), so columns may come in any order, and one row may hold two results. A table
 * header, where there is one, settles what shape alone cannot (which of "&lt;0.5" and "&lt; 3.0" is
 * the value) and marks an "out of range" column.
 */
public final class ReportParser {

    private final AnalyteCatalogue catalogue;

    public ReportParser(AnalyteCatalogue catalogue) {
        this.catalogue = catalogue;
    }

    public ExtractedReport parse(List<TextLine> lines) {
        ReportStyle style = ReportStyle.of(lines);
        Map<String, ExtractedAnalyte> results = new LinkedHashMap<>();
        TableHeader header = TableHeader.NONE;
        int page = 0;
        for (TextLine line : lines) {
            if (line.page() != page) {
                page = line.page();
                header = TableHeader.NONE;
            }
            Optional<TableHeader> found = TableHeader.of(line);
            if (found.isPresent()) {
                header = found.get();
                continue;
            }
            for (ExtractedAnalyte analyte : new ResultRow(catalogue, style, header, line).results()) {
                // A result printed twice (a summary of abnormal results, a repeated page) counts once.
                results.putIfAbsent(analyte.code() + '|' + analyte.valueText() + '|' + analyte.unit(), analyte);
            }
        }
        return new ExtractedReport(
                ReportHeader.labName(lines), ReportHeader.collectedAt(lines, style), new ArrayList<>(results.values()));
    }
}
