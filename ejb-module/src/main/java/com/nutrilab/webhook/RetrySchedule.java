package com.nutrilab.webhook;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * When a failed delivery is tried again: the delay doubles from {@code firstDelay} with each
 * failure in a row, up to {@code maxDelay}, with ±25 % jitter so that deliveries that failed
 * together (a receiver that was down) do not all come back at the same moment; no retry is
 * planned past {@code giveUpAfter} from the start of the retries.
 */
public record RetrySchedule(Duration firstDelay, Duration maxDelay, Duration giveUpAfter) {

    private static final int MAX_DOUBLINGS = 30;

    /**
     * @param failures    failures in a row so far, the one just recorded included (1 or more)
     * @param retriesFrom when this run of retries began (the event, or a manual redelivery)
     * @param random      a number in [0, 1) that picks the jitter
     * @return when to try again, or empty: give up
     */
    public Optional<Instant> next(int failures, Instant retriesFrom, Instant now, double random) {
        double doubled = firstDelay.toMillis() * Math.pow(2, Math.min(Math.max(failures - 1, 0), MAX_DOUBLINGS));
        double delay = Math.min(doubled, maxDelay.toMillis()) * (0.75 + 0.5 * random);
        Instant at = now.plusMillis(Math.round(delay));
        return at.isAfter(retriesFrom.plus(giveUpAfter)) ? Optional.empty() : Optional.of(at);
    }
}
