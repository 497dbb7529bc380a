package com.nutrilab.marker;

import com.nutrilab.auth.CurrentCaller;
import com.nutrilab.auth.PrincipalKind;
import com.nutrilab.auth.Roles;
import com.nutrilab.lab.extraction.Analyte;
import com.nutrilab.lab.extraction.AnalyteCatalogue;
import com.nutrilab.platform.InvalidInputException;
import com.nutrilab.platform.UnknownResourceException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/** The caller's markers: each test's results over time, in one unit. Another user's are never read. */
@Stateless
@RolesAllowed(Roles.USER)
public class Markers {

    /**
     * Results read per request, of the reports' own results and again of earlier columns, newest
     * uploads first: about a thousand reports of fifty tests. A user beyond it sees the newest.
     */
    public static final int MAX_READINGS = 50_000;

    /** Results one history answers at most (the newest of its window); {@code truncated} says so. */
    public static final int MAX_RESULTS = 1_000;

    @Inject
    private CurrentCaller caller;

    @Inject
    private AnalyteCatalogue catalogue;

    @Inject
    private MarkerReadings readings;

    /** One entry per test the caller has a result for, by name. */
    public MarkerList list() {
        return new MarkerList(MarkerSeries.of(readings.of(userId(), null, MAX_READINGS), catalogue).values().stream()
                .sorted(Comparator.comparing((MarkerSeries s) -> s.name().toLowerCase(Locale.ROOT))
                        .thenComparing(MarkerSeries::code))
                .map(MarkerSummary::of)
                .toList());
    }

    /**
     * One test's results collected from {@code from} to {@code to} (inclusive, either may be null),
     * oldest first. Any code of a catalogue test names its series (glucose's molar code, urea's for
     * BUN's); a code outside the catalogue only where the caller has results under it, else 404.
     */
    public MarkerHistory history(String code, LocalDate from, LocalDate to) {
        if (from != null && to != null && from.isAfter(to)) {
            throw new InvalidInputException("from", "must not be after to");
        }
        Analyte series = catalogue
                .byCode(code)
                .map(a -> MarkerSeries.seriesOf(a, catalogue))
                .orElse(null);
        Set<String> codes = series == null ? Set.of(code) : codesOf(series);
        MarkerSeries found = MarkerSeries.of(readings.of(userId(), codes, MAX_READINGS), catalogue).values().stream()
                .findFirst()
                .orElse(null);
        if (found == null && series == null) {
            throw new UnknownResourceException("No marker " + code);
        }
        List<MarkerSeries.Point> window = found == null ? List.of() : found.between(from, to);
        boolean truncated = window.size() > MAX_RESULTS;
        if (truncated) {
            window = window.subList(window.size() - MAX_RESULTS, window.size());
        }
        return new MarkerHistory(
                series != null ? series.loinc() : code,
                series != null ? series.name() : found.name(),
                series != null ? series.canonicalUnit() : null,
                window.stream().map(MarkerResult::of).toList(),
                truncated);
    }

    /** Every code a lab may report the series' results under: its tests' own, alternate and molar codes. */
    private Set<String> codesOf(Analyte series) {
        Set<String> codes = new LinkedHashSet<>();
        catalogue.analytes().stream()
                .filter(a -> a.key().equals(series.key()) || series.key().equals(a.seriesOf()))
                .forEach(a -> Stream.concat(Stream.of(a.loinc(), a.molarLoinc()), a.alternateLoinc().stream())
                        .filter(c -> c != null)
                        .forEach(codes::add));
        return codes;
    }

    private String userId() {
        return caller.require(PrincipalKind.USER).subject();
    }
}
