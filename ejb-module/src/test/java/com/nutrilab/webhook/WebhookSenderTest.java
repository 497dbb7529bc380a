package com.nutrilab.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** One attempt against a real HTTP server on loopback, its host name answered by a DNS of the test's own. */
class WebhookSenderTest {

    private static final String SECRET = "whsec_" + Base64.getEncoder().encodeToString(new byte[32]);
    private static final String PAYLOAD = "{\"type\":\"lab.completed\"}";

    private final List<String> lookups = new CopyOnWriteArrayList<>();

    /**
     * A DNS that rebinds (issue 47): its first answer, which the check judges, is the receiver's
     * address; every later one is an address that must never be reached. The attempt connects to
     * the first and never asks again; the request still names the URL's host.
     */
    @Test
    void anAttemptGoesToTheAddressItsCheckResolvedAndNeverLooksTheNameUpAgain() throws Exception {
        List<String> received = new CopyOnWriteArrayList<>();
        HttpServer receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/hook", exchange -> {
            received.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                    + exchange.getRequestHeaders().getFirst("Host") + " "
                    + exchange.getRequestHeaders().getFirst("webhook-id") + " "
                    + new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        receiver.start();
        try {
            int port = receiver.getAddress().getPort();
            WebhookSender sender = sender(host -> new InetAddress[] {
                lookups.size() == 1 ? InetAddress.getLoopbackAddress() : InetAddress.getByName("192.0.2.1")
            });

            AttemptResult result = sender.send(new WebhookLeases.Claim(
                    "msg_1", "http://rebinding.example:" + port + "/hook?x=1", SECRET, PAYLOAD));

            assertEquals(204, result.statusCode(), result::toString);
            assertEquals(List.of("rebinding.example"), lookups, "looked up once, by the check");
            assertEquals(List.of("POST /hook?x=1 rebinding.example:" + port + " msg_1 " + PAYLOAD), received);
        } finally {
            receiver.stop(0);
        }
    }

    @Test
    void aRefusedConnectionAndASilentReceiverAreFailedAttempts() throws Exception {
        WebhookSender sender = sender(host -> new InetAddress[] {InetAddress.getLoopbackAddress()});
        int closedPort;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = closed.getLocalPort();
        }
        AttemptResult refused = sender.send(
                new WebhookLeases.Claim("msg_2", "http://receiver.example:" + closedPort + "/", SECRET, PAYLOAD));
        assertNull(refused.statusCode());
        assertEquals("connection refused", refused.error());

        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            AttemptResult unanswered = sender.send(new WebhookLeases.Claim(
                    "msg_3", "http://receiver.example:" + silent.getLocalPort() + "/", SECRET, PAYLOAD));
            assertNull(unanswered.statusCode());
            assertEquals("no answer within 1 s", unanswered.error());
        }
    }

    private WebhookSender sender(WebhookTargets.Resolver dns) {
        WebhookSettings settings = new WebhookSettings();
        settings.allowHttp = true;
        settings.allowPrivateTargets = true;
        settings.connectTimeoutSeconds = 1;
        settings.requestTimeoutSeconds = 1;
        WebhookSender sender = new WebhookSender();
        sender.settings = settings;
        sender.start();
        sender.targets = new WebhookTargets(true, true, host -> {
            lookups.add(host);
            return dns.resolve(host);
        });
        return sender;
    }
}
