package com.nutrilab.auth;

/**
 * What every node must know of a client on every request, as one string in the cluster cache
 * ({@code "active|<key id>|<per s>|<per 10 s>|<per min>"}, a limit left empty when not set):
 * a plain string needs no application class on any member.
 */
record ClientState(boolean enabled, String keyId, Integer perSecond, Integer per10Seconds, Integer perMinute) {

    private static final String SEPARATOR = "|";

    static ClientState of(ApiClient client) {
        return new ClientState(
                !client.disabled(),
                client.keyId(),
                client.limitPerSecond(),
                client.limitPer10Seconds(),
                client.limitPerMinute());
    }

    String encode() {
        return String.join(
                SEPARATOR,
                enabled ? "active" : "disabled",
                keyId,
                text(perSecond),
                text(per10Seconds),
                text(perMinute));
    }

    static ClientState decode(String encoded) {
        String[] parts = encoded.split("\\|", -1);
        return new ClientState(
                "active".equals(parts[0]), parts[1], number(parts[2]), number(parts[3]), number(parts[4]));
    }

    private static String text(Integer value) {
        return value == null ? "" : value.toString();
    }

    private static Integer number(String text) {
        return text.isEmpty() ? null : Integer.valueOf(text);
    }
}
