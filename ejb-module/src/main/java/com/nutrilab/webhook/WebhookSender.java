package com.nutrilab.webhook;

import com.nutrilab.platform.PinnedHttpPost;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Sends one attempt: a POST of the event's body, signed as the Standard Webhooks specification
 * says, with connect and request timeouts, to a target checked again just before (its name may
 * resolve elsewhere by now), and to the very addresses that check resolved and judged: the name
 * is not looked up a second time, so no answer given after the check (DNS rebinding) is ever
 * connected to ({@link PinnedHttpPost}). Redirects are not followed: one could point at an
 * internal address. The answer's body is not read; only its status counts. Never logs or returns
 * the secret.
 */
@ApplicationScoped
public class WebhookSender {

    private static final String USER_AGENT = "NutriLab-Webhooks/1";

    @Inject
    WebhookSettings settings;

    WebhookTargets targets;

    @PostConstruct
    void start() {
        targets = settings.targets();
    }

    public AttemptResult send(WebhookLeases.Claim claim) {
        long start = System.nanoTime();
        try {
            WebhookTargets.Target target = targets.resolve(claim.url());
            long timestamp = Instant.now().getEpochSecond();
            Map<String, String> headers = new LinkedHashMap<>();
            headers.put("Content-Type", "application/json");
            headers.put("User-Agent", USER_AGENT);
            headers.put("webhook-id", claim.deliveryId());
            headers.put("webhook-timestamp", Long.toString(timestamp));
            headers.put(
                    "webhook-signature",
                    WebhookSignature.sign(claim.secret(), claim.deliveryId(), timestamp, claim.payload()));
            int status = PinnedHttpPost.send(
                    target.uri(),
                    target.addresses(),
                    headers,
                    claim.payload().getBytes(StandardCharsets.UTF_8),
                    settings.connectTimeout(),
                    settings.requestTimeout());
            return AttemptResult.answered(status, millisSince(start));
        } catch (RefusedTargetException e) {
            return AttemptResult.notAnswered(millisSince(start), "not sent: the URL " + e.getMessage());
        } catch (HttpConnectTimeoutException e) {
            return AttemptResult.notAnswered(
                    millisSince(start),
                    "no connection within " + settings.connectTimeout().toSeconds() + " s");
        } catch (HttpTimeoutException e) {
            return AttemptResult.notAnswered(
                    millisSince(start),
                    "no answer within " + settings.requestTimeout().toSeconds() + " s");
        } catch (ConnectException e) {
            return AttemptResult.notAnswered(millisSince(start), "connection refused");
        } catch (IOException | IllegalArgumentException e) {
            // The message only: the error is shown to the client, and no class name reaches a client.
            return AttemptResult.notAnswered(
                    millisSince(start),
                    "failed: " + (e.getMessage() == null ? "the connection broke" : e.getMessage()));
        }
    }

    private static int millisSince(long start) {
        return (int) Math.min(Integer.MAX_VALUE, (System.nanoTime() - start) / 1_000_000);
    }
}
