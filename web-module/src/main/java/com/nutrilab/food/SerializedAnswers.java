package com.nutrilab.food;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.WriterInterceptor;
import jakarta.ws.rs.ext.WriterInterceptorContext;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;

/**
 * Writes an answer of a {@link FoodDataAnswer} endpoint that was written before from the bytes
 * kept then, instead of serializing it again: the same searches come again and again, each page
 * is already kept by the search index, and JSON-B was the largest part of a search's own CPU
 * after the limiter (docs/benchmarks.md).
 *
 * <p>Answers are kept by value, with the hash {@link FoodDataCaching} computed for the {@code
 * ETag}: equal values write equal JSON, so an import that changes an answer changes its key, and
 * the bytes of the old value are never written for the new one. The bytes kept are bounded in
 * count and size (the values, held as keys, are bounded by the count); when full, the memory
 * starts empty again (what is asked now is what is kept). Answers written from kept bytes are
 * counted ({@value #HITS}).
 */
@Provider
@FoodDataAnswer
public class SerializedAnswers implements WriterInterceptor {

    static final int MAX_ANSWERS = 2_000;
    static final int MAX_BYTES = 8 * 1024 * 1024;
    /** Larger answers (a long page of long names) are written afresh each time. */
    static final int MAX_ANSWER_BYTES = 64 * 1024;

    static final String HITS = "nutrilab.food.serialized-answers.hits";

    private final Map<AnswerKey, byte[]> written = new ConcurrentHashMap<>();
    private int keptBytes; // guarded by this

    @Inject
    private MetricRegistry metrics;

    private Counter hits;

    public SerializedAnswers() {}

    /** Outside a container (unit tests). */
    SerializedAnswers(Counter hits) {
        this.hits = hits;
    }

    @PostConstruct
    void register() {
        hits = metrics.counter(HITS);
    }

    @Override
    public void aroundWriteTo(WriterInterceptorContext context) throws IOException {
        AnswerKey key = AnswerKey.of(context);
        if (key == null) {
            context.proceed();
            return;
        }
        byte[] kept = written.get(key);
        if (kept != null) {
            context.getOutputStream().write(kept);
            hits.inc();
            return;
        }
        OutputStream out = context.getOutputStream();
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        context.setOutputStream(buffer);
        try {
            context.proceed();
        } finally {
            context.setOutputStream(out);
        }
        byte[] bytes = buffer.toByteArray();
        out.write(bytes);
        keep(key, bytes);
    }

    private synchronized void keep(AnswerKey key, byte[] bytes) {
        if (bytes.length > MAX_ANSWER_BYTES) {
            return;
        }
        if (written.size() >= MAX_ANSWERS || keptBytes + bytes.length > MAX_BYTES) {
            written.clear();
            keptBytes = 0;
        }
        if (written.putIfAbsent(key, bytes) == null) {
            keptBytes += bytes.length;
        }
    }

    /** An answer's value and media type, with the hash already computed for its tag. */
    private static final class AnswerKey {

        private final Object answer;
        private final MediaType type;
        private final int hash;

        private AnswerKey(Object answer, MediaType type, int hash) {
            this.answer = answer;
            this.type = type;
            this.hash = hash;
        }

        /** The key of the answer being written, or null when its hash was not computed for it. */
        static AnswerKey of(WriterInterceptorContext context) {
            return context.getProperty(FoodDataCaching.ANSWER_HASH) instanceof FoodDataCaching.HashedAnswer hashed
                            && hashed.answer() == context.getEntity()
                    ? new AnswerKey(
                            hashed.answer(),
                            context.getMediaType(),
                            31 * hashed.hash() + Objects.hashCode(context.getMediaType()))
                    : null;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof AnswerKey key
                    && hash == key.hash
                    && Objects.equals(type, key.type)
                    && answer.equals(key.answer);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
