package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.nutrilab.platform.payara.QueryParameters;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.QueryParam;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A method that takes its query parameters itself ({@link QueryParameters}) takes exactly those
 * its classes describe, with the same defaults and in the same order: the document and the
 * checks are made from the classes, the request is read by the method.
 */
class QueryParametersTest {

    @Test
    void eachMethodTakesTheParametersItsClassesDescribe() throws Exception {
        List<String> methods = new ArrayList<>();
        for (Class<?> resource : EndpointSecurityTest.resourceClasses()) {
            for (Method method : resource.getDeclaredMethods()) {
                QueryParameters described = method.getAnnotation(QueryParameters.class);
                if (described == null) {
                    continue;
                }
                methods.add(resource.getSimpleName() + "." + method.getName());
                List<String> describedParameters = Arrays.stream(described.value())
                        .flatMap(type -> Arrays.stream(type.getDeclaredFields()))
                        .filter(field -> field.isAnnotationPresent(QueryParam.class))
                        .map(QueryParametersTest::nameAndDefault)
                        .toList();
                List<String> taken = Arrays.stream(method.getParameters())
                        .filter(parameter -> parameter.isAnnotationPresent(QueryParam.class))
                        .map(QueryParametersTest::nameAndDefault)
                        .toList();
                assertEquals(describedParameters, taken, resource.getSimpleName() + "." + method.getName());
            }
        }
        assertFalse(methods.isEmpty(), "no method uses @QueryParameters: " + methods);
    }

    private static String nameAndDefault(AnnotatedElement element) {
        DefaultValue given = element.getAnnotation(DefaultValue.class);
        return element.getAnnotation(QueryParam.class).value() + (given == null ? "" : "=" + given.value());
    }
}
