package com.nutrilab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.platform.TurnQueue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Users take turns: a hundred uploads of one user wait behind nobody else's single report. */
class ReportQueueTest {

    /** As ProcessingQueue makes it: no limit per user but the node's workers. */
    private static TurnQueue<WaitingReport> queue() {
        return new TurnQueue<>(Integer.MAX_VALUE, WaitingReport::userId, WaitingReport::reportId);
    }

    @Test
    void usersTakeTurnsWhateverTheirUploadsCount() {
        TurnQueue<WaitingReport> queue = queue();
        for (int i = 0; i < 100; i++) {
            queue.offer(new WaitingReport("f" + i, "flooder"));
        }
        queue.offer(new WaitingReport("p1", "patient"));
        queue.offer(new WaitingReport("o1", "other"));
        queue.offer(new WaitingReport("p2", "patient"));

        List<String> order = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            order.add(queue.next().orElseThrow().reportId());
        }
        assertEquals(List.of("f0", "p1", "o1", "f1", "p2", "f2"), order);
    }

    @Test
    void aReportIsHeldOnceUntilItIsDone() {
        TurnQueue<WaitingReport> queue = queue();
        assertTrue(queue.offer(new WaitingReport("r1", "u")));
        assertFalse(queue.offer(new WaitingReport("r1", "u")), "waiting already");
        WaitingReport taken = queue.next().orElseThrow();
        assertEquals("r1", taken.reportId());
        assertFalse(queue.offer(new WaitingReport("r1", "u")), "being read");
        assertFalse(queue.hasReady());
        queue.done(taken);
        assertTrue(queue.offer(new WaitingReport("r1", "u")), "offered again once done (a later sweep)");
    }
}
