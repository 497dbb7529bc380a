package com.nutrilab.webhook;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Which URLs a webhook may call. A URL is https (http only where the operator allows it), names
 * a host and carries no credentials; and every address its host resolves to must be public:
 * never loopback, link-local (cloud metadata services live there), private, shared (CGNAT),
 * multicast, unspecified or reserved, in IPv4 or IPv6, an IPv4 address inside an IPv6 one
 * included, unless the operator allows private targets. Checked when an endpoint is registered
 * and again before every attempt, because what a name resolves to can change (SSRF); an attempt
 * then connects to the addresses this check resolved ({@link #resolve}), never to a new lookup.
 */
public final class WebhookTargets {

    /** Resolves a host name to all its addresses (DNS in production; a table in tests). */
    public interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    private final boolean allowHttp;
    private final boolean allowPrivate;
    private final Resolver resolver;

    public WebhookTargets(boolean allowHttp, boolean allowPrivate) {
        this(allowHttp, allowPrivate, InetAddress::getAllByName);
    }

    public WebhookTargets(boolean allowHttp, boolean allowPrivate, Resolver resolver) {
        this.allowHttp = allowHttp;
        this.allowPrivate = allowPrivate;
        this.resolver = resolver;
    }

    /** A URL that may be called, and the addresses its host resolved to: the only ones to connect to. */
    public record Target(URI uri, List<InetAddress> addresses) {}

    /** The URL, if its form and every address of its host may be called. */
    public URI check(String url) throws RefusedTargetException {
        return resolve(url).uri();
    }

    /** The URL and its host's addresses, if its form and every one of them may be called. */
    public Target resolve(String url) throws RefusedTargetException {
        URI uri = parse(url);
        return new Target(uri, addresses(uri.getHost()));
    }

    private URI parse(String url) throws RefusedTargetException {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw new RefusedTargetException("is not a URL");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !(scheme.equals("http") && allowHttp)) {
            throw new RefusedTargetException(allowHttp ? "must be an http or https URL" : "must be an https URL");
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw new RefusedTargetException("must name a host");
        }
        if (uri.getRawUserInfo() != null) {
            throw new RefusedTargetException("must not carry a user name or password");
        }
        if (uri.getRawFragment() != null) {
            throw new RefusedTargetException("must not have a fragment (#...)");
        }
        return uri;
    }

    private List<InetAddress> addresses(String host) throws RefusedTargetException {
        InetAddress[] addresses;
        try {
            addresses = resolver.resolve(host);
        } catch (UnknownHostException e) {
            throw new RefusedTargetException("names a host that does not resolve: " + host);
        }
        if (addresses == null || addresses.length == 0) {
            throw new RefusedTargetException("names a host that does not resolve: " + host);
        }
        // Every address, not the first: a client connects to any of them.
        if (!allowPrivate && Arrays.stream(addresses).anyMatch(WebhookTargets::isNonPublic)) {
            throw new RefusedTargetException("resolves to a loopback, private, link-local or other non-public "
                    + "address, which webhooks may not call");
        }
        return List.of(addresses);
    }

    /** Whether an address is anything but a public unicast one. */
    static boolean isNonPublic(InetAddress address) {
        if (address.isAnyLocalAddress()
                || address.isLoopbackAddress()
                || address.isLinkLocalAddress()
                || address.isSiteLocalAddress()
                || address.isMulticastAddress()) {
            return true;
        }
        byte[] bytes = address.getAddress();
        return address instanceof Inet4Address ? isNonPublicV4(bytes, 0) : isNonPublicV6(bytes);
    }

    private static boolean isNonPublicV4(byte[] bytes, int at) {
        int a = bytes[at] & 0xff;
        int b = bytes[at + 1] & 0xff;
        return a == 0 // 0.0.0.0/8 "this network"
                || a == 10 // private
                || a == 127 // loopback
                || a == 100 && (b & 0xc0) == 64 // 100.64.0.0/10 shared (carrier-grade NAT)
                || a == 169 && b == 254 // link-local, cloud metadata
                || a == 172 && (b & 0xf0) == 16 // private
                || a == 192 && b == 0 && (bytes[at + 2] & 0xff) == 0 // 192.0.0.0/24 protocol assignments
                || a == 192 && b == 168 // private
                || a == 198 && (b & 0xfe) == 18 // 198.18.0.0/15 benchmarking
                || a >= 224; // multicast, reserved, broadcast
    }

    private static boolean isNonPublicV6(byte[] bytes) {
        int first = bytes[0] & 0xff;
        int second = bytes[1] & 0xff;
        if ((first & 0xfe) == 0xfc // fc00::/7 unique local (the private range of IPv6)
                || first == 0xfe && (second & 0xc0) == 0xc0 // fec0::/10 site-local
                || first == 0xff) { // multicast
            return true;
        }
        if (first == 0x20 && second == 0x01 && bytes[2] == 0 && bytes[3] == 0) {
            return true; // 2001::/32 Teredo: an IPv4 address hidden inside
        }
        if (first == 0x20 && second == 0x02) {
            return isNonPublicV4(bytes, 2); // 2002::/16 6to4 carries an IPv4 address
        }
        if (isZero(bytes, 0, 10) && (bytes[10] & 0xff) == 0xff && (bytes[11] & 0xff) == 0xff) {
            return isNonPublicV4(bytes, 12); // ::ffff:a.b.c.d, IPv4-mapped
        }
        if (isZero(bytes, 0, 8) && (bytes[8] & 0xff) == 0xff && (bytes[9] & 0xff) == 0xff && isZero(bytes, 10, 12)) {
            return true; // ::ffff:0:a.b.c.d, IPv4-translated (SIIT): a translator's, never a receiver's
        }
        if (isZero(bytes, 0, 12)) {
            return true; // ::a.b.c.d IPv4-compatible (deprecated), ::, ::1
        }
        if (first == 0 && second == 0x64 && (bytes[2] & 0xff) == 0xff && (bytes[3] & 0xff) == 0x9b) {
            // 64:ff9b::/96 and the local-use 64:ff9b:1::/48 (and the rest of 64:ff9b::/32, unassigned):
            // NAT64, which reaches whatever IPv4 address the gateway is given, from inside its network.
            return true;
        }
        return first == 0x01 && second == 0 && isZero(bytes, 2, 8); // 100::/64 discard-only
    }

    private static boolean isZero(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
