package com.nutrilab.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The SSRF rules: which URLs and addresses a webhook may call. */
class WebhookTargetsTest {

    /** A DNS of the test's own: names to addresses, literals as themselves. */
    private static final Map<String, List<String>> DNS = Map.of(
            "hooks.example.com", List.of("93.184.216.34"),
            "internal.example.com", List.of("10.1.2.3"),
            "split.example.com", List.of("93.184.216.34", "192.168.1.10"),
            "metadata.example.com", List.of("169.254.169.254"),
            "v6.example.com", List.of("2606:2800:220:1:248:1893:25c8:1946"),
            "v6-loopback.example.com", List.of("::1"),
            "v6-link-local.example.com", List.of("fe80::1"),
            "v6-private.example.com", List.of("2606:2800:220:1:248:1893:25c8:1946", "fd00:1::5"),
            "v6-mapped.example.com", List.of("::ffff:169.254.169.254"));

    private static InetAddress[] resolve(String host) throws UnknownHostException {
        List<String> addresses = DNS.get(host);
        if (addresses == null) {
            if (host.matches("[0-9.]+|\\[.*]")) {
                return InetAddress.getAllByName(host);
            }
            throw new UnknownHostException(host);
        }
        InetAddress[] resolved = new InetAddress[addresses.size()];
        for (int i = 0; i < resolved.length; i++) {
            resolved[i] = InetAddress.getByName(addresses.get(i));
        }
        return resolved;
    }

    private final WebhookTargets strict = new WebhookTargets(false, false, WebhookTargetsTest::resolve);

    @Test
    void aPublicHttpsUrlIsAccepted() throws Exception {
        assertEquals(
                "https://hooks.example.com/nutrilab?x=1",
                strict.check("https://hooks.example.com/nutrilab?x=1").toString());
        strict.check("https://v6.example.com:8443/hook");
        strict.check("HTTPS://93.184.216.34/hook");
    }

    @Test
    void onlyHttpsUnlessTheOperatorAllowsHttp() throws Exception {
        assertRefused(strict, "http://hooks.example.com/hook");
        assertRefused(strict, "ftp://hooks.example.com/hook");
        assertRefused(strict, "hooks.example.com/hook");
        new WebhookTargets(true, false, WebhookTargetsTest::resolve).check("http://hooks.example.com/hook");
        assertRefused(new WebhookTargets(true, false, WebhookTargetsTest::resolve), "file:///etc/passwd");
    }

    @Test
    void credentialsFragmentsAndNonsenseAreRefused() {
        assertRefused(strict, "https://user:pass@hooks.example.com/hook");
        assertRefused(strict, "https://hooks.example.com/hook#part");
        assertRefused(strict, "https:///hook");
        assertRefused(strict, "https://hooks example.com/");
        assertRefused(strict, "https://unknown.example.com/hook");
    }

    @Test
    void privateLoopbackAndLinkLocalTargetsAreRefused() {
        for (String url : List.of(
                "https://127.0.0.1/",
                "https://127.1.2.3/",
                "https://[::1]/",
                "https://0.0.0.0/",
                "https://[::]/",
                "https://10.0.0.1/",
                "https://172.16.5.4/",
                "https://172.31.255.255/",
                "https://192.168.0.1/",
                "https://169.254.169.254/latest/meta-data/",
                "https://100.64.0.1/",
                "https://[fe80::1]/",
                "https://[fc00::1]/",
                "https://[fd12:3456::1]/",
                "https://[fec0::1]/",
                "https://[::ffff:127.0.0.1]/",
                "https://[::ffff:10.0.0.1]/",
                "https://[::127.0.0.1]/",
                "https://[64:ff9b::a00:1]/",
                "https://[2002:c0a8:101::1]/",
                "https://224.0.0.1/",
                "https://[ff02::1]/",
                "https://255.255.255.255/",
                "https://198.18.0.1/",
                "https://internal.example.com/",
                "https://metadata.example.com/",
                "https://split.example.com/",
                "https://2130706433/",
                "https://127.1/",
                "https://[fe80::1%25eth0]/")) {
            assertRefused(strict, url);
        }
    }

    @Test
    void namesThatResolveToNonPublicIpv6AddressesAreRefused() {
        for (String url : List.of(
                "https://v6-loopback.example.com/",
                "https://v6-link-local.example.com/",
                "https://v6-private.example.com/",
                "https://v6-mapped.example.com/")) {
            assertRefused(strict, url);
        }
    }

    @Test
    void everyFormOfAnIpv4AddressInsideIpv6IsJudgedByThatAddress() throws Exception {
        byte[] mapped = new byte[16];
        mapped[10] = (byte) 0xff;
        mapped[11] = (byte) 0xff;
        mapped[12] = 127;
        mapped[15] = 1;
        // Inet6Address keeps the mapped form that InetAddress.getByName would turn into an Inet4Address.
        assertTrue(WebhookTargets.isNonPublic(Inet6Address.getByAddress(null, mapped, -1)));
        mapped[12] = 93;
        mapped[13] = (byte) 184;
        mapped[14] = (byte) 216;
        mapped[15] = 34;
        assertFalse(WebhookTargets.isNonPublic(Inet6Address.getByAddress(null, mapped, -1)));
        assertFalse(WebhookTargets.isNonPublic(InetAddress.getByName("2002:5db8:d822::1")), "6to4 of a public address");
    }

    /**
     * An IPv4-translated address ({@code ::ffff:0:a.b.c.d}) and NAT64's prefixes are refused
     * whatever IPv4 address they carry: a translator or a NAT64 gateway reaches it from inside its
     * own network (issue 47: these passed).
     */
    @Test
    void translatedAndNat64AddressesAreRefusedWhateverTheyCarry() {
        for (String url : List.of(
                "https://[::ffff:0:7f00:1]/",
                "https://[::ffff:0:5db8:d822]/",
                "https://[64:ff9b::5db8:d822]/",
                "https://[64:ff9b::7f00:1]/",
                "https://[64:ff9b:1::a00:1]/",
                "https://[64:ff9b:1:5db8:d822::]/",
                "https://[64:ff9b:1:ffff::5db8:d822]/")) {
            assertRefused(strict, url);
        }
    }

    @Test
    void aTargetCarriesTheAddressesItsCheckJudged() throws Exception {
        WebhookTargets.Target target = strict.resolve("https://hooks.example.com/nutrilab");
        assertEquals("https://hooks.example.com/nutrilab", target.uri().toString());
        assertEquals(List.of(InetAddress.getByName("93.184.216.34")), target.addresses());
        assertRefused(new WebhookTargets(true, true, WebhookTargetsTest::resolve), "http://unknown.example.com/");
    }

    @Test
    void publicAddressesPass() throws Exception {
        for (String address : List.of(
                "93.184.216.34",
                "8.8.8.8",
                "172.32.0.1",
                "100.128.0.1",
                "192.169.0.1",
                "2606:2800:220:1:248:1893:25c8:1946")) {
            assertFalse(WebhookTargets.isNonPublic(InetAddress.getByName(address)), address);
        }
    }

    @Test
    void theOperatorMayAllowPrivateTargets() throws Exception {
        WebhookTargets local = new WebhookTargets(true, true, WebhookTargetsTest::resolve);
        local.check("http://127.0.0.1:8080/hook");
        local.check("http://internal.example.com/hook");
        assertRefused(local, "https://user@127.0.0.1/", "the form rules still hold");
    }

    @Test
    void realLocalhostIsRefused() {
        assertRefused(new WebhookTargets(true, false), "http://localhost:8080/hook");
    }

    private static void assertRefused(WebhookTargets targets, String url) {
        assertRefused(targets, url, url);
    }

    private static void assertRefused(WebhookTargets targets, String url, String message) {
        assertThrows(RefusedTargetException.class, () -> targets.check(url), message);
    }
}
