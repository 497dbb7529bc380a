package com.nutrilab.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import org.junit.jupiter.api.Test;

class WebhookSignatureTest {

    @Test
    void signsTheStandardWebhooksTestVectorExactly() {
        // The specification's published vector: a receiver's standardwebhooks library accepts what we send.
        assertEquals(
                "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
                WebhookSignature.sign(
                        "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                        "msg_p5jXN8AQM9LWM0D4loKWxJek",
                        1614265330,
                        "{\"test\": 2432232314}"));
    }

    @Test
    void aNewSecretIsThirtyTwoRandomBytesAfterThePrefix() {
        String secret = WebhookSignature.newSecret();
        assertTrue(secret.startsWith("whsec_"), secret);
        assertEquals(32, Base64.getDecoder().decode(secret.substring(6)).length);
        assertNotEquals(secret, WebhookSignature.newSecret());
    }
}
