package com.nutrilab.food;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.testing.TestCounter;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.WriterInterceptorContext;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SerializedAnswersTest {

    private final TestCounter hits = new TestCounter();
    private final SerializedAnswers answers = new SerializedAnswers(hits);

    @Test
    void anEqualAnswerIsWrittenFromTheKeptBytesWithoutSerializingIt() throws IOException {
        Write first = write(new Write(List.of("banana"), true));
        Write second = write(new Write(List.of("banana"), true));
        assertEquals(1, first.serialized);
        assertEquals(0, second.serialized, "an equal value is not serialized again");
        assertArrayEquals(first.out.toByteArray(), second.out.toByteArray());
        assertEquals(1, hits.getCount(), "the hit is counted");
    }

    @Test
    void anotherAnswerIsSerializedAndWrittenAsItIs() throws IOException {
        write(new Write(List.of("banana"), true));
        Write changed = write(new Write(List.of("banana", "imported"), true));
        assertEquals(1, changed.serialized, "a changed value (after an import) is never written from old bytes");
        assertEquals("[banana, imported]", changed.body());
    }

    @Test
    void anAnswerWhoseHashWasNotComputedIsNeverKept() throws IOException {
        write(new Write(List.of("banana"), false));
        assertEquals(1, write(new Write(List.of("banana"), false)).serialized);
    }

    @Test
    void anAnswerLargerThanTheLimitIsNotKept() throws IOException {
        List<String> large = List.of("x".repeat(SerializedAnswers.MAX_ANSWER_BYTES));
        write(new Write(large, true));
        Write again = write(new Write(large, true));
        assertEquals(1, again.serialized);
        assertEquals(large.toString(), again.body());
    }

    @Test
    void aFullMemoryLetsAnswersGoAndKeepsTheLatest() throws IOException {
        int bound = SerializedAnswers.MAX_BYTES / SerializedAnswers.MIN_WEIGHT;
        for (int i = 0; i < bound + 500; i++) {
            write(new Write(List.of("food " + i), true));
            assertTrue(answers.keptAnswers() <= bound, "at most " + bound + " kept");
        }
        String latest = "food " + (bound + 499);
        assertEquals(0, write(new Write(List.of(latest), true)).serialized, "the latest is kept");
    }

    private Write write(Write write) throws IOException {
        answers.aroundWriteTo(write);
        return write;
    }

    /** One answer being written: the answer's toString stands for its JSON. */
    private static final class Write implements WriterInterceptorContext {

        private final Object entity;
        private final Map<String, Object> properties = new HashMap<>();
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();
        private OutputStream stream = out;
        private int serialized;

        Write(Object entity, boolean hashed) {
            this.entity = entity;
            if (hashed) {
                properties.put(
                        FoodDataCaching.ANSWER_HASH, new FoodDataCaching.HashedAnswer(entity, entity.hashCode()));
            }
        }

        String body() {
            return out.toString(StandardCharsets.UTF_8);
        }

        @Override
        public void proceed() throws IOException {
            serialized++;
            stream.write(entity.toString().getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public Object getEntity() {
            return entity;
        }

        @Override
        public void setEntity(Object entity) {
            throw new UnsupportedOperationException();
        }

        @Override
        public OutputStream getOutputStream() {
            return stream;
        }

        @Override
        public void setOutputStream(OutputStream stream) {
            this.stream = stream;
        }

        @Override
        public MultivaluedMap<String, Object> getHeaders() {
            return new MultivaluedHashMap<>();
        }

        @Override
        public Object getProperty(String name) {
            return properties.get(name);
        }

        @Override
        public Collection<String> getPropertyNames() {
            return properties.keySet();
        }

        @Override
        public void setProperty(String name, Object value) {
            properties.put(name, value);
        }

        @Override
        public void removeProperty(String name) {
            properties.remove(name);
        }

        @Override
        public Annotation[] getAnnotations() {
            return new Annotation[0];
        }

        @Override
        public void setAnnotations(Annotation[] annotations) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Class<?> getType() {
            return entity.getClass();
        }

        @Override
        public void setType(Class<?> type) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Type getGenericType() {
            return entity.getClass();
        }

        @Override
        public void setGenericType(Type genericType) {
            throw new UnsupportedOperationException();
        }

        @Override
        public MediaType getMediaType() {
            return MediaType.APPLICATION_JSON_TYPE;
        }

        @Override
        public void setMediaType(MediaType mediaType) {
            throw new UnsupportedOperationException();
        }
    }
}
