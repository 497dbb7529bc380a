package com.nutrilab.webhook;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The Standard Webhooks signature scheme (standardwebhooks.com): a secret {@code whsec_<base64>}
 * and {@code webhook-signature: v1,<base64 of HMAC-SHA256(key, id + "." + timestamp + "." + body)>},
 * so that receivers verify with the standardwebhooks libraries or a few lines of their own.
 */
public final class WebhookSignature {

    public static final String SECRET_PREFIX = "whsec_";
    /** 256 bits, the HMAC-SHA256 block of key material the specification recommends at least. */
    private static final int SECRET_BYTES = 32;

    private static final SecureRandom RANDOM = new SecureRandom();

    private WebhookSignature() {}

    public static String newSecret() {
        byte[] key = new byte[SECRET_BYTES];
        RANDOM.nextBytes(key);
        return SECRET_PREFIX + Base64.getEncoder().encodeToString(key);
    }

    /** The value of the {@code webhook-signature} header for one attempt. */
    public static String sign(String secret, String webhookId, long timestampSeconds, String body) {
        byte[] key = Base64.getDecoder().decode(secret.substring(SECRET_PREFIX.length()));
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            byte[] signed =
                    mac.doFinal((webhookId + "." + timestampSeconds + "." + body).getBytes(StandardCharsets.UTF_8));
            return "v1," + Base64.getEncoder().encodeToString(signed);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
