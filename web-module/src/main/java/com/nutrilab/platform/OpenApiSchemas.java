package com.nutrilab.platform;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/** Finding and completing the parts of the generated document that an {@link OpenApiContributor} fills in. */
public final class OpenApiSchemas {

    private OpenApiSchemas() {}

    /**
     * Each resource method's {@code @BeanParam}s and {@link QueryParameters} as the query
     * parameters they are, from their fields' annotations (name, default, Bean Validation
     * limits), in place of the schema that Payara's generator makes of the class and of no
     * parameter at all (a generated client could not send a search's query); and its answer as
     * the schema of its return type.
     */
    static void describe(OpenAPI openApi, ResponseSchemas answers, List<Class<?>> resources) {
        for (Class<?> resource : resources) {
            for (Method method : resource.getMethods()) {
                httpMethod(method).ifPresent(http -> operation(openApi, path(resource, method), http)
                        .ifPresent(operation -> {
                            addQueryParameters(openApi, operation, method);
                            describeAnswer(operation, method, answers);
                        }));
            }
        }
    }

    /**
     * The 200's body as the schema of the method's return type; for a method that answers a JAX-RS
     * Response (which says nothing of its body), the class its 200 {@code @APIResponse} names as
     * its schema's implementation, if it names one.
     */
    private static void describeAnswer(Operation operation, Method method, ResponseSchemas answers) {
        java.lang.reflect.Type body = method.getGenericReturnType();
        if (method.getReturnType() == Response.class) {
            body = declaredBody(method).orElse(null);
        }
        if (body == null || body == void.class) {
            return;
        }
        APIResponses responses =
                operation.getResponses() != null ? operation.getResponses() : OASFactory.createAPIResponses();
        APIResponse ok = responses.getAPIResponse("200") != null
                ? responses.getAPIResponse("200")
                : OASFactory.createAPIResponse().description("OK");
        ok.setContent(OASFactory.createContent()
                .addMediaType(
                        MediaType.APPLICATION_JSON, OASFactory.createMediaType().schema(answers.of(body))));
        responses.addAPIResponse("200", ok);
        operation.setResponses(responses);
    }

    /** The class a method's 200 {@code @APIResponse} names as the implementation of its JSON body's schema. */
    private static Optional<Class<?>> declaredBody(Method method) {
        return Arrays.stream(method.getAnnotationsByType(
                        org.eclipse.microprofile.openapi.annotations.responses.APIResponse.class))
                .filter(response -> response.responseCode().equals("200"))
                .flatMap(response -> Arrays.stream(response.content()))
                .filter(content -> content.mediaType().equals(MediaType.APPLICATION_JSON))
                .map(content -> content.schema().implementation())
                .filter(implementation -> implementation != Void.class)
                .<Class<?>>map(implementation -> implementation)
                .findFirst();
    }

    /** A property of a component schema (a request body class), if the document has it. */
    public static Optional<Schema> property(OpenAPI openApi, String schema, String property) {
        return Optional.ofNullable(openApi.getComponents())
                .map(components -> components.getSchemas())
                .map(schemas -> schemas.get(schema))
                .map(found -> found.getProperties())
                .map(properties -> properties.get(property));
    }

    /** The schema of an operation's query parameter, if the document has it. */
    public static Optional<Schema> queryParameter(
            OpenAPI openApi, String path, PathItem.HttpMethod method, String name) {
        return operation(openApi, path, method).map(Operation::getParameters).orElse(List.of()).stream()
                .filter(parameter -> name.equals(parameter.getName())
                        && parameter.getIn() == org.eclipse.microprofile.openapi.models.parameters.Parameter.In.QUERY)
                .map(org.eclipse.microprofile.openapi.models.parameters.Parameter::getSchema)
                .filter(schema -> schema != null)
                .findFirst();
    }

    /** The values a string (or the items of a list of strings) may take, with an example. */
    public static void allow(Schema schema, List<String> values, Object example) {
        itemsOrSelf(schema).setEnumeration(List.copyOf(values));
        schema.setExample(example);
    }

    /** The schema a list's values follow, or the schema itself for a single value. */
    public static Schema itemsOrSelf(Schema schema) {
        return schema.getType() == Schema.SchemaType.ARRAY && schema.getItems() != null ? schema.getItems() : schema;
    }

    /** The operation a resource method answers, if the document has it. */
    public static Optional<Operation> operation(OpenAPI openApi, Class<?> resource, Method method) {
        return httpMethod(method).flatMap(http -> operation(openApi, path(resource, method), http));
    }

    /** An operation of the document, if it has it. */
    public static Optional<Operation> operation(OpenAPI openApi, String path, PathItem.HttpMethod method) {
        return Optional.ofNullable(openApi.getPaths())
                .map(paths -> paths.getPathItem(path))
                .map(item -> item.getOperations().get(method));
    }

    private static void addQueryParameters(OpenAPI openApi, Operation operation, Method method) {
        for (Parameter parameter : method.getParameters()) {
            if (parameter.isAnnotationPresent(BeanParam.class)) {
                addFieldsAsQueryParameters(openApi, operation, parameter.getType());
            }
        }
        QueryParameters described = method.getAnnotation(QueryParameters.class);
        if (described != null) {
            for (Class<?> type : described.value()) {
                queryFields(type).forEach(query -> removeParameter(operation, query.value()));
                addFieldsAsQueryParameters(openApi, operation, type);
            }
        }
    }

    /** The class's fields as query parameters, without the body schema Payara makes of the class. */
    private static void addFieldsAsQueryParameters(OpenAPI openApi, Operation operation, Class<?> type) {
        if (openApi.getComponents() != null) {
            openApi.getComponents().removeSchema(type.getSimpleName());
        }
        for (Field field : type.getDeclaredFields()) {
            QueryParam query = field.getAnnotation(QueryParam.class);
            if (query != null) {
                operation.addParameter(OASFactory.createParameter()
                        .name(query.value())
                        .in(org.eclipse.microprofile.openapi.models.parameters.Parameter.In.QUERY)
                        .schema(schemaOf(field)));
            }
        }
    }

    /** The query parameters a class describes, in the order of its fields. */
    private static List<QueryParam> queryFields(Class<?> type) {
        return Arrays.stream(type.getDeclaredFields())
                .map(field -> field.getAnnotation(QueryParam.class))
                .filter(query -> query != null)
                .toList();
    }

    /** Drops the parameter Payara generated from the method's own argument; its described twin replaces it. */
    private static void removeParameter(Operation operation, String name) {
        if (operation.getParameters() != null) {
            operation.getParameters().stream()
                    .filter(parameter -> name.equals(parameter.getName())
                            && parameter.getIn()
                                    == org.eclipse.microprofile.openapi.models.parameters.Parameter.In.QUERY)
                    .toList()
                    .forEach(operation::removeParameter);
        }
    }

    private static Schema schemaOf(Field field) {
        boolean list = Collection.class.isAssignableFrom(field.getType());
        boolean integer = field.getType() == int.class || field.getType() == Integer.class;
        Schema value = OASFactory.createSchema().type(integer ? Schema.SchemaType.INTEGER : Schema.SchemaType.STRING);
        Schema schema =
                list ? OASFactory.createSchema().type(Schema.SchemaType.ARRAY).items(value) : value;
        Optional.ofNullable(field.getAnnotation(DefaultValue.class))
                .ifPresent(given -> schema.setDefaultValue(integer ? Integer.valueOf(given.value()) : given.value()));
        Optional.ofNullable(field.getAnnotation(Min.class))
                .ifPresent(min -> value.setMinimum(BigDecimal.valueOf(min.value())));
        Optional.ofNullable(field.getAnnotation(Max.class))
                .ifPresent(max -> value.setMaximum(BigDecimal.valueOf(max.value())));
        // Bean Validation matches the whole value; an OpenAPI pattern matches anywhere unless anchored.
        Optional.ofNullable(field.getAnnotation(Pattern.class))
                .ifPresent(pattern -> value.setPattern("^(?:" + pattern.regexp() + ")$"));
        Optional.ofNullable(field.getAnnotation(Size.class)).ifPresent(size -> {
            if (list) {
                schema.setMaxItems(size.max());
            } else {
                value.setMaxLength(size.max());
            }
        });
        return schema;
    }

    /** The operation's path as the document names it: the application's, the class's and the method's @Path. */
    static String path(Class<?> resource, Method method) {
        return OpenApiContract.API
                + segment(resource.getAnnotation(Path.class))
                + segment(method.getAnnotation(Path.class));
    }

    private static String segment(Path path) {
        if (path == null || path.value().isEmpty() || path.value().equals("/")) {
            return "";
        }
        String value = path.value().replaceAll("/+$", "");
        return value.startsWith("/") ? value : "/" + value;
    }

    static Optional<PathItem.HttpMethod> httpMethod(Method method) {
        return Arrays.stream(method.getAnnotations())
                .map(annotation -> annotation.annotationType().getAnnotation(HttpMethod.class))
                .filter(http -> http != null)
                .findFirst()
                .map(http -> PathItem.HttpMethod.valueOf(http.value().toUpperCase(Locale.ROOT)));
    }
}
