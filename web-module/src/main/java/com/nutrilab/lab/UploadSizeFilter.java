package com.nutrilab.lab;

import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import org.apache.commons.io.input.BoundedInputStream;

/**
 * Bounds an upload before anything reads it: a declared length above the cap is refused at
 * once (413), and a body without one (chunked) fails as soon as it passes the cap, so a 2 GB
 * upload reaches neither memory nor disk (multipart parsing spools large parts to disk).
 */
@Provider
@BoundedUpload
public class UploadSizeFilter implements ContainerRequestFilter {

    /** Room for the multipart envelope around the file: boundaries, part headers, the other fields. */
    static final long ENVELOPE_BYTES = 64 * 1024;

    @Inject
    private LabSettings settings;

    @Override
    public void filter(ContainerRequestContext request) throws IOException {
        long limit = settings.maxUploadBytes() + ENVELOPE_BYTES;
        String declared = request.getHeaderString(HttpHeaders.CONTENT_LENGTH);
        if (declared != null && declared.matches("\\d{1,19}") && Long.parseLong(declared) > limit) {
            throw new FileTooLargeException(settings.maxUploadBytes());
        }
        BoundedInputStream.Builder bounded = BoundedInputStream.builder();
        bounded.setInputStream(request.getEntityStream());
        bounded.setMaxCount(limit + 1); // a body of exactly the limit is read to its end without complaint
        bounded.setOnMaxCount((max, count) -> {
            throw new FileTooLargeException(settings.maxUploadBytes());
        });
        bounded.setPropagateClose(true);
        request.setEntityStream(bounded.get());
    }
}
