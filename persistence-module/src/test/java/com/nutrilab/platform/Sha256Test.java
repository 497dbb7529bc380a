package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Each digest starts afresh from the shared prototype, on any thread. */
class Sha256Test {

    private static final String ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

    @Test
    void digestsAreTheStandardVectorsAndCarryNothingOver() {
        assertEquals(ABC, Sha256.hex("abc"));
        assertEquals("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", Sha256.hex(""));
        assertEquals(ABC, Sha256.hex("abc"), "the same again after another digest");
    }

    @Test
    void concurrentDigestsDoNotMix() {
        List<String> digests = IntStream.range(0, 10_000)
                .parallel()
                .mapToObj(i -> Sha256.hex("abc"))
                .toList();
        assertEquals(List.of(ABC), digests.stream().distinct().toList());
    }
}
