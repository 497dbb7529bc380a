package com.nutrilab.lab.extraction.synthetic;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.pdmodel.PDDocument;

/** Names, dates and picks shared by the generated layouts. */
final class ReportFixtures {

    private static final String[] FIRST = {
        "Harriet",
        "Oswin",
        "Marisol",
        "Tobias",
        "Ingrid",
        "Callum",
        "Priya",
        "Eamon",
        "Lucinda",
        "Rafferty",
        "Anneliese",
        "Joaquim"
    };
    private static final String[] LAST = {
        "Pemberton",
        "Okonkwo-Hale",
        "Vasquez",
        "Lindqvist",
        "Ashdown",
        "Mbeki-Sorensen",
        "Fairweather",
        "Kowalczyk",
        "Brandt",
        "Haverford",
        "Nakagawa",
        "Thistlewood"
    };
    private static final String[] PLACES = {
        "Northgate", "Ashcombe", "Silverbrook", "Kestrel Valley", "Harlow Cross", "Bramwell", "Eastmere", "Fenwick Hill"
    };
    static final DateTimeFormatter US_DATE = DateTimeFormatter.ofPattern("MM/dd/yyyy", Locale.ROOT);
    static final DateTimeFormatter DE_DATE = DateTimeFormatter.ofPattern("dd.MM.yyyy", Locale.ROOT);
    static final DateTimeFormatter UK_DATE = DateTimeFormatter.ofPattern("dd-MMM-yyyy", Locale.ENGLISH);

    private ReportFixtures() {}

    static String person(Random random) {
        return FIRST[random.nextInt(FIRST.length)] + " " + LAST[random.nextInt(LAST.length)];
    }

    static String place(Random random) {
        return PLACES[random.nextInt(PLACES.length)];
    }

    static LocalDate date(Random random) {
        return LocalDate.of(2023, 1, 1).plusDays(random.nextInt(900));
    }

    static String time(Random random) {
        return String.format(Locale.ROOT, "%02d:%02d", 7 + random.nextInt(4), random.nextInt(60));
    }

    /** The analytes of {@code keys} that a lab of this naming style and unit system prints. */
    static List<SyntheticAnalyte> printed(List<String> keys, NameStyle style, UnitSystem system) {
        List<SyntheticAnalyte> printed = new ArrayList<>();
        for (String key : keys) {
            SyntheticAnalyte analyte = SyntheticAnalytes.byKey(key);
            if (analyte.printedBy(style, system)) {
                printed.add(analyte);
            }
        }
        return printed;
    }

    /** A random selection of about {@code share} of the list, in its order. */
    static <T> List<T> some(List<T> all, double share, Random random) {
        List<T> chosen = new ArrayList<>();
        for (T item : all) {
            if (random.nextDouble() < share) {
                chosen.add(item);
            }
        }
        return chosen;
    }

    /** {@code count} of the list (all when it is shorter), chosen at random, in the list's order. */
    static <T> List<T> pick(List<T> all, int count, Random random) {
        List<Integer> indexes = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            indexes.add(i);
        }
        java.util.Collections.shuffle(indexes, random);
        List<Integer> kept = new ArrayList<>(indexes.subList(0, Math.min(count, indexes.size())));
        java.util.Collections.sort(kept);
        return kept.stream().map(all::get).toList();
    }

    static byte[] save(PDDocument document) {
        try (PDDocument closing = document) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            closing.save(out);
            return out.toByteArray();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
