package com.nutrilab.ratelimit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class LastKnownLogsTest {

    private static final long MINUTE = Window.longest().millis();
    private static final long NOW = 10 * MINUTE;

    private final LastKnownLogs logs = new LastKnownLogs(8);

    @Test
    void remembersTheLastLogAndForgetsOnNull() {
        logs.remember("a", new long[] {NOW - 5}, NOW);
        logs.remember("a", new long[] {NOW - 5, NOW}, NOW);
        assertArrayEquals(new long[] {NOW - 5, NOW}, logs.get("a"));
        logs.remember("a", null, NOW);
        assertNull(logs.get("a"));
    }

    @Test
    void whenFullItDropsOnlyTheLogsWithNothingInTheLastMinute() {
        logs.remember("warm-up", new long[] {NOW}, NOW); // the first call sweeps; the next is a minute away
        for (int i = 0; i < 4; i++) {
            logs.remember("idle" + i, new long[] {NOW - 2 * MINUTE, NOW - MINUTE}, NOW);
        }
        for (int i = 0; i < 3; i++) {
            logs.remember("active" + i, new long[] {NOW - MINUTE, NOW - 1}, NOW);
        }
        assertEquals(8, logs.size());

        logs.remember("new", new long[] {NOW}, NOW + 1);

        for (int i = 0; i < 4; i++) {
            assertNull(logs.get("idle" + i), "no time in the last minute: the shared log has expired");
        }
        for (int i = 0; i < 3; i++) {
            assertNotNull(logs.get("active" + i));
        }
        assertNotNull(logs.get("warm-up"));
        assertArrayEquals(new long[] {NOW}, logs.get("new"));
    }

    @Test
    void whenFullOfActivePrincipalsItStartsAgainInsteadOfSweepingOnEveryRequest() {
        for (int i = 0; i < 8; i++) {
            logs.remember("active" + i, new long[] {NOW - 1}, NOW);
        }
        logs.remember("new", new long[] {NOW}, NOW);
        assertEquals(1, logs.size());
        assertNotNull(logs.get("new"));
        logs.remember("next", new long[] {NOW}, NOW);
        assertEquals(2, logs.size(), "room again: no second sweep");
    }

    @Test
    void aKnownPrincipalIsUpdatedInAFullMapWithoutASweep() {
        for (int i = 0; i < 8; i++) {
            logs.remember("active" + i, new long[] {NOW - 1}, NOW);
        }
        logs.remember("active3", new long[] {NOW - 1, NOW}, NOW);
        assertEquals(8, logs.size());
        assertArrayEquals(new long[] {NOW - 1, NOW}, logs.get("active3"));
    }

    @Test
    void theMinutesSweepOfAMapNearlyFullOfActivePrincipalsKeepsThemAll() {
        for (int i = 0; i < 7; i++) { // 7 of 8, each with a time in the minute before the next sweep
            logs.remember("active" + i, new long[] {NOW + MINUTE / 2}, NOW);
        }
        logs.remember("late", new long[] {NOW + MINUTE + 1}, NOW + MINUTE + 1); // the minute's sweep

        for (int i = 0; i < 7; i++) {
            assertNotNull(logs.get("active" + i), "not full: swept, never cleared");
        }
        assertEquals(8, logs.size());
    }

    @Test
    void onceAMinuteItSweepsEvenWhenNotFull() {
        logs.remember("early", new long[] {NOW}, NOW);
        logs.remember("later", new long[] {NOW + MINUTE / 2}, NOW + MINUTE / 2);
        assertNotNull(logs.get("early"), "no sweep within the minute");

        logs.remember("last", new long[] {NOW + MINUTE + 1}, NOW + MINUTE + 1);

        assertNull(logs.get("early"));
        assertNotNull(logs.get("later"));
        assertNotNull(logs.get("last"));
    }
}
