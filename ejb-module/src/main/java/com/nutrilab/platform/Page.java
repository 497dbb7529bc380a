package com.nutrilab.platform;

import java.util.List;

/** One page of a list, with what a client needs to ask for the others. Pages count from 1. */
public record Page<T>(List<T> items, int page, int pageSize, long totalItems) {

    public long totalPages() {
        return (totalItems + pageSize - 1) / pageSize;
    }

    /** The first row of a page; a page far past the end stays an (empty) page, never an overflow. */
    public static int offset(int page, int pageSize) {
        long offset = (long) (page - 1) * pageSize;
        return (int) Math.min(offset, Integer.MAX_VALUE);
    }
}
