package com.nutrilab.platform;

import jakarta.persistence.TypedQuery;
import java.util.List;
import java.util.function.Function;

/** One page of a list, with what a client needs to ask for the others. Pages count from 1. */
public record Page<T>(List<T> items, int page, int pageSize, long totalItems) {

    /**
     * The total is counted in its own query, before the page is read: a row added in between
     * would otherwise give a page that holds more than its total says there are (seen in a test:
     * one item, totalItems 0). The rows the page holds exist, so the total is at least up to them.
     */
    public Page {
        if (!items.isEmpty()) {
            totalItems = Math.max(totalItems, (long) offset(page, pageSize) + items.size());
        }
    }

    public long totalPages() {
        return (totalItems + pageSize - 1) / pageSize;
    }

    /** The first row of a page; a page far past the end stays an (empty) page, never an overflow. */
    public static int offset(int page, int pageSize) {
        long offset = (long) (page - 1) * pageSize;
        return (int) Math.min(offset, Integer.MAX_VALUE);
    }

    /** The page of {@code rows}, counted by {@code count} first, each mapped to its view; a page past the end reads none. */
    public static <R, T> Page<T> read(
            TypedQuery<Long> count, TypedQuery<R> rows, int page, int pageSize, Function<R, T> view) {
        long total = count.getSingleResult();
        int offset = offset(page, pageSize);
        List<T> items = offset >= total
                ? List.of()
                : rows.setFirstResult(offset)
                        .setMaxResults(pageSize)
                        .getResultStream()
                        .map(view)
                        .toList();
        return new Page<>(items, page, pageSize, total);
    }
}
