package com.nutrilab.platform;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 as lower-case hex: how uploaded files are told apart, refresh tokens are stored and a copied
 * database is checked. Here, in the lowest module, so that the copy tool and the business logic share it.
 */
public final class Sha256 {

    /**
     * Cloned for each digest: {@code MessageDigest.getInstance} asks the security providers every
     * time, and a verified token's lookup hashes the token on every request.
     */
    private static final MessageDigest PROTOTYPE = create();

    private Sha256() {}

    public static String hex(byte[] content) {
        return HexFormat.of().formatHex(fresh().digest(content));
    }

    public static String hex(String text) {
        return hex(text.getBytes(StandardCharsets.UTF_8));
    }

    private static MessageDigest fresh() {
        try {
            return (MessageDigest) PROTOTYPE.clone();
        } catch (CloneNotSupportedException e) {
            return create(); // a provider whose digests cannot be cloned (some hardware ones)
        }
    }

    private static MessageDigest create() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform has SHA-256", e);
        }
    }
}
