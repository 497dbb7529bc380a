package com.nutrilab.lab.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cumulative table's dated columns: their dates in the page's order, the newest, the nearest. */
class DatedColumnsTest {

    private static final ReportStyle DAY_FIRST = new ReportStyle(true, true, false, null);

    @Test
    void datesWithTheirTimesAndTheNewestColumn() {
        DatedColumns dated = DatedColumns.of(
                        line("Analyse", "28.04.06", "16:50", "05.12.07", "16:10", "31.07.06", "Einheit"), DAY_FIRST)
                .orElseThrow();
        assertEquals(
                List.of(LocalDate.of(2006, 4, 28), LocalDate.of(2007, 12, 5), LocalDate.of(2006, 7, 31)),
                dated.dates());
        assertEquals(1, dated.newest());
        assertEquals(2, dated.columnAt(250));
    }

    @Test
    void aReportsHeaderOfLabelledDatesIsNoCumulativeTable() {
        assertTrue(DatedColumns.of(line("Collected:", "07/28/2024", "Reported:", "07/29/2024"), DAY_FIRST)
                .isEmpty());
        assertTrue(DatedColumns.of(line("Datum", "12.03.2024", "15.04.2024"), DAY_FIRST)
                .isPresent());
    }

    /** Each word 40 units wide, 10 apart: the i-th word's middle is 50 i + 20. */
    private static TextLine line(String... words) {
        List<Word> printed = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            printed.add(new Word(words[i], 50 * i, 0, 50 * i + 40, 10));
        }
        return new TextLine(1, printed, false);
    }
}
