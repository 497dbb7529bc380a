package com.nutrilab.testing;

import org.eclipse.microprofile.metrics.Counter;

/** A MicroProfile counter outside a container, for unit tests of code that counts. */
public final class TestCounter implements Counter {

    private long count;

    @Override
    public void inc() {
        count++;
    }

    @Override
    public void inc(long n) {
        count += n;
    }

    @Override
    public long getCount() {
        return count;
    }
}
