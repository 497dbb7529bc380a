package com.nutrilab.privacy;

/** The answer to an erasure: what it deleted, by kind. */
public record Erasure(ErasedData erased) {}
