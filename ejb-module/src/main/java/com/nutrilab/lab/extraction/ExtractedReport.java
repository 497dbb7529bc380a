package com.nutrilab.lab.extraction;

import java.time.LocalDate;
import java.util.List;

/** What a report says: who made it, when the sample was taken, and its results. */
public record ExtractedReport(String labName, LocalDate collectedAt, List<ExtractedAnalyte> analytes) {}
