package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTTPS path of a pinned POST, the one webhooks take in production (issue 47): a TLS receiver
 * on loopback whose certificate names {@code receiver.example}, a name no DNS answers. The POST
 * reaches it only through the pinned address, and TLS still checks the certificate against the
 * URL's host. The test's certificate is made by the JDK's keytool and trusted as the JVM's
 * default TLS context for the length of this class.
 */
class PinnedHttpPostTest {

    private static final char[] STORE_PASSWORD = "receiver-store".toCharArray();
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @TempDir
    static Path keys;

    private static final List<String> received = new CopyOnWriteArrayList<>();
    private static HttpsServer receiver;
    private static SSLContext previousDefault;

    @BeforeAll
    static void startTlsReceiver() throws Exception {
        SSLContext context = contextOf(certificateFor("receiver.example"));
        receiver = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.setHttpsConfigurator(new HttpsConfigurator(context));
        receiver.createContext("/hook", exchange -> {
            try (InputStream body = exchange.getRequestBody()) {
                received.add(exchange.getRequestURI() + " "
                        + exchange.getRequestHeaders().getFirst("Host") + " "
                        + exchange.getRequestHeaders().getFirst("webhook-id") + " "
                        + new String(body.readAllBytes(), StandardCharsets.UTF_8));
            }
            exchange.sendResponseHeaders(202, -1);
            exchange.close();
        });
        receiver.start();
        previousDefault = SSLContext.getDefault();
        SSLContext.setDefault(context);
    }

    @AfterAll
    static void stopTlsReceiver() {
        SSLContext.setDefault(previousDefault);
        receiver.stop(0);
    }

    @Test
    void anHttpsPostReachesThePinnedAddressAndTheCertificateOfTheUrlsHost() throws Exception {
        int port = receiver.getAddress().getPort();

        int status = PinnedHttpPost.send(
                URI.create("https://receiver.example:" + port + "/hook?x=1"),
                List.of(InetAddress.getLoopbackAddress()),
                Map.of("webhook-id", "msg_tls"),
                "{\"type\":\"lab.completed\"}".getBytes(StandardCharsets.UTF_8),
                TIMEOUT,
                TIMEOUT);

        assertEquals(202, status);
        assertEquals(List.of("/hook?x=1 receiver.example:" + port + " msg_tls {\"type\":\"lab.completed\"}"), received);
    }

    @Test
    void aCertificateThatDoesNotNameTheUrlsHostIsRefused() {
        int port = receiver.getAddress().getPort();

        SSLException refused = assertThrows(
                SSLException.class,
                () -> PinnedHttpPost.send(
                        URI.create("https://another.example:" + port + "/hook"),
                        List.of(InetAddress.getLoopbackAddress()),
                        Map.of(),
                        new byte[0],
                        TIMEOUT,
                        TIMEOUT));

        assertTrue(refused.getMessage().contains("another.example"), refused::getMessage);
        assertTrue(received.stream().noneMatch(request -> request.contains("another.example")), received::toString);
    }

    /** A PKCS#12 store with a new EC key and a self-signed certificate for {@code host}. */
    private static KeyStore certificateFor(String host) throws Exception {
        Path store = keys.resolve(host + ".p12");
        Process keytool = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "keytool")
                                .toString(),
                        "-genkeypair",
                        "-alias",
                        "receiver",
                        "-keyalg",
                        "EC",
                        "-groupname",
                        "secp256r1",
                        "-dname",
                        "CN=" + host,
                        "-ext",
                        "SAN=dns:" + host,
                        "-validity",
                        "2",
                        "-storetype",
                        "PKCS12",
                        "-keystore",
                        store.toString(),
                        "-storepass",
                        new String(STORE_PASSWORD))
                .redirectErrorStream(true)
                .start();
        String output = new String(keytool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(keytool.waitFor(60, TimeUnit.SECONDS) && keytool.exitValue() == 0, output);
        KeyStore keyStore = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            keyStore.load(in, STORE_PASSWORD);
        }
        return keyStore;
    }

    /** Serves with the store's key and trusts its certificate: both ends of the test. */
    private static SSLContext contextOf(KeyStore keyStore) throws Exception {
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(keyStore, STORE_PASSWORD);
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trustManagers.init(keyStore);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keyManagers.getKeyManagers(), trustManagers.getTrustManagers(), null);
        return context;
    }
}
