package com.nutrilab.platform;

import java.util.AbstractList;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;

/**
 * An unmodifiable list of immutable elements that computes its hash code once, when it is made.
 * For lists that are kept and hashed again and again: a search page the index keeps is hashed
 * for its {@code ETag} on every answer, and hashing its foods' nutrient maps each time was 1.8 %
 * of a search's CPU (docs/benchmarks.md). Equal to any list with equal elements, as a list must be.
 */
public final class HashedList<E> extends AbstractList<E> implements RandomAccess {

    private final List<E> elements;
    private final int hash;

    private HashedList(List<E> elements) {
        this.elements = elements;
        this.hash = elements.hashCode();
    }

    /** A copy of the elements, which must not change afterwards (their hash is taken now). */
    public static <E> HashedList<E> copyOf(Collection<? extends E> elements) {
        return new HashedList<>(List.copyOf(elements));
    }

    @Override
    public E get(int index) {
        return elements.get(index);
    }

    @Override
    public int size() {
        return elements.size();
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
