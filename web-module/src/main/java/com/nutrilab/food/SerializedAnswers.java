package com.nutrilab.food;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.WriterInterceptor;
import jakarta.ws.rs.ext.WriterInterceptorContext;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Objects;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;

/**
 * Writes an answer of a {@link FoodDataAnswer} endpoint that was written before from the bytes
 * kept then, instead of serializing it again: the same searches come again and again, each page
 * is already kept by the search index, and JSON-B was the largest part of a search's own CPU
 * after the limiter.
 *
 * <p>Answers are kept by value, with the hash {@link FoodDataCaching} computed for the {@code
 * ETag}: equal values write equal JSON, so an import that changes an answer changes its key, and
 * the bytes of the old value are never written for the new one. The bytes kept are bounded in
 * size, each answer weighing its bytes and at least {@value #MIN_WEIGHT} (for the value it is kept
 * under); when full, the answers least likely to be asked again go first. Answers written from
 * kept bytes are counted ({@value #HITS}).
 */
@Provider
@FoodDataAnswer
public class SerializedAnswers implements WriterInterceptor {

    static final int MAX_BYTES = 8 * 1024 * 1024;
    /** So that at most 2,000 answers, and the values they are kept under, are held. */
    static final int MIN_WEIGHT = MAX_BYTES / 2_000;
    /** Larger answers (a long page of long names) are written afresh each time. */
    static final int MAX_ANSWER_BYTES = 64 * 1024;

    static final String HITS = "nutrilab.food.serialized-answers.hits";

    private final Cache<AnswerKey, byte[]> written = Caffeine.newBuilder()
            .maximumWeight(MAX_BYTES)
            .<AnswerKey, byte[]>weigher((key, bytes) -> Math.max(MIN_WEIGHT, bytes.length))
            .executor(Runnable::run)
            .build();

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
        byte[] kept = written.getIfPresent(key);
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
        if (bytes.length <= MAX_ANSWER_BYTES) {
            written.put(key, bytes);
        }
    }

    /** How many answers are kept now (for the tests). */
    long keptAnswers() {
        written.cleanUp();
        return written.estimatedSize();
    }

    /** An answer's value and media type, with the hash already computed for its tag. */
    private record AnswerKey(Object answer, MediaType type, int hash) {

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

        /** The hash first: comparing two answers is the costly part. */
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
