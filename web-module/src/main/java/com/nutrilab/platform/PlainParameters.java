package com.nutrilab.platform;

import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.function.Function;

/**
 * Strings and integers of the request, converted at once. Jersey resolves the converters of a
 * {@code @BeanParam}'s fields on every request and asks for a {@code valueOf(String)}, a
 * {@code fromString(String)} and a String constructor before it falls back to its own handling of
 * these types: two or three NoSuchMethodExceptions thrown and caught per field, through a
 * 150-frame stack (docs/benchmarks.md). The application's providers are asked before Jersey's
 * own, so these answer first; a value that is not an integer fails as it did, a 400 problem.
 * A parameter that is absent and has no {@code @DefaultValue} is null: Jersey asks for it on
 * every request, and an exception there would cost as much as the ones avoided.
 */
@Provider
public class PlainParameters implements ParamConverterProvider {

    private static final ParamConverter<String> STRING = converter(value -> value);
    private static final ParamConverter<Integer> INTEGER = converter(Integer::valueOf);

    @Override
    @SuppressWarnings("unchecked")
    public <T> ParamConverter<T> getConverter(Class<T> rawType, Type genericType, Annotation[] annotations) {
        if (rawType == String.class) {
            return (ParamConverter<T>) STRING;
        }
        if (rawType == int.class || rawType == Integer.class) {
            return (ParamConverter<T>) INTEGER;
        }
        return null;
    }

    private static <T> ParamConverter<T> converter(Function<String, T> parse) {
        return new ParamConverter<>() {
            @Override
            public T fromString(String value) {
                return value == null ? null : parse.apply(value);
            }

            @Override
            public String toString(T value) {
                return String.valueOf(value);
            }
        };
    }
}
