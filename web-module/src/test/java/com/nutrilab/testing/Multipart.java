package com.nutrilab.testing;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/** A multipart/form-data body, built by hand: Java's HTTP client has no builder for one. */
public final class Multipart {

    private final String boundary = "nutrilab-" + UUID.randomUUID();
    private final ByteArrayOutputStream body = new ByteArrayOutputStream();

    public Multipart file(String name, String fileName, String contentType, byte[] content) {
        head("Content-Disposition: form-data; name=\"" + name + "\"; filename=\"" + fileName + "\"\r\n"
                + "Content-Type: " + contentType + "\r\n");
        body.writeBytes(content);
        body.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        return this;
    }

    public Multipart field(String name, String value) {
        head("Content-Disposition: form-data; name=\"" + name + "\"\r\n");
        body.writeBytes((value + "\r\n").getBytes(StandardCharsets.UTF_8));
        return this;
    }

    public String contentType() {
        return "multipart/form-data; boundary=" + boundary;
    }

    public byte[] bytes() {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(body.toByteArray());
        all.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        return all.toByteArray();
    }

    private void head(String headers) {
        body.writeBytes(("--" + boundary + "\r\n" + headers + "\r\n").getBytes(StandardCharsets.UTF_8));
    }
}
