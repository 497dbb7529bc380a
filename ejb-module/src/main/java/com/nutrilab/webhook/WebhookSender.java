package com.nutrilab.webhook;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * Sends one attempt: a POST of the event's body, signed as the Standard Webhooks specification
 * says, with connect and request timeouts, to a target checked again just before (its name may
 * resolve elsewhere by now). Redirects are not followed: one could point at an internal address.
 * The answer's body is not read; only its status counts. Never logs or returns the secret.
 */
@ApplicationScoped
public class WebhookSender {

    private static final String USER_AGENT = "NutriLab-Webhooks/1";

    @Inject
    private WebhookSettings settings;

    private HttpClient http;
    private WebhookTargets targets;

    @PostConstruct
    void start() {
        targets = settings.targets();
        http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(settings.connectTimeout())
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    public AttemptResult send(WebhookLeases.Claim claim) {
        long start = System.nanoTime();
        try {
            URI target = targets.check(claim.url());
            long timestamp = Instant.now().getEpochSecond();
            HttpRequest request = HttpRequest.newBuilder(target)
                    .timeout(settings.requestTimeout())
                    .header("Content-Type", "application/json")
                    .header("User-Agent", USER_AGENT)
                    .header("webhook-id", claim.deliveryId())
                    .header("webhook-timestamp", Long.toString(timestamp))
                    .header(
                            "webhook-signature",
                            WebhookSignature.sign(claim.secret(), claim.deliveryId(), timestamp, claim.payload()))
                    .POST(HttpRequest.BodyPublishers.ofString(claim.payload(), StandardCharsets.UTF_8))
                    .build();
            HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
            response.body().close(); // a receiver that streams an endless answer holds nothing
            return AttemptResult.answered(response.statusCode(), millisSince(start));
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
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return AttemptResult.notAnswered(millisSince(start), "interrupted: the node is stopping");
        }
    }

    private static int millisSince(long start) {
        return (int) Math.min(Integer.MAX_VALUE, (System.nanoTime() - start) / 1_000_000);
    }
}
