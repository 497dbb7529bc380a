package com.nutrilab.platform;

import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/**
 * String parameters as they are. Jersey resolves the converters of a {@code @BeanParam}'s fields
 * on every request, and for a String it asks for a {@code valueOf(String)} and a
 * {@code fromString(String)} first, each a NoSuchMethodException thrown and caught through a
 * 150-frame stack: about 3.5 % of a search's CPU (docs/benchmarks.md). Providers of the
 * application are asked before Jersey's own, so this one answers at once.
 */
@Provider
public class StringParameters implements ParamConverterProvider {

    private static final ParamConverter<String> AS_IS = new ParamConverter<>() {
        @Override
        public String fromString(String value) {
            return value;
        }

        @Override
        public String toString(String value) {
            return value;
        }
    };

    @Override
    @SuppressWarnings("unchecked")
    public <T> ParamConverter<T> getConverter(Class<T> rawType, Type genericType, Annotation[] annotations) {
        return rawType == String.class ? (ParamConverter<T>) AS_IS : null;
    }
}
