package com.nutrilab.platform;

import jakarta.json.bind.annotation.JsonbTransient;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * The schema of what a resource method answers, from its Java type: a record is an object of its
 * components, as JSON-B writes it, registered once under its name (a generic one under its name
 * and its arguments', PageResponse&lt;FoodSummary&gt; as PageResponseOfFoodSummary). Payara's
 * generator describes records as an object of nothing, which left a generated client with maps.
 */
final class ResponseSchemas {

    private final Components components;
    private final Map<String, Type> named = new HashMap<>();

    ResponseSchemas(Components components) {
        this.components = components;
    }

    Schema of(Type type) {
        return of(type, Map.of());
    }

    private Schema of(Type type, Map<TypeVariable<?>, Type> bound) {
        if (type instanceof TypeVariable<?> variable) {
            return of(bound.getOrDefault(variable, Object.class), bound);
        }
        if (type instanceof GenericArrayType array) {
            return array(of(array.getGenericComponentType(), bound));
        }
        if (type instanceof ParameterizedType generic && generic.getRawType() instanceof Class<?> raw) {
            Type[] arguments = Arrays.stream(generic.getActualTypeArguments())
                    .map(argument ->
                            argument instanceof TypeVariable<?> v ? bound.getOrDefault(v, Object.class) : argument)
                    .toArray(Type[]::new);
            if (Collection.class.isAssignableFrom(raw)) {
                return array(of(arguments[0], bound));
            }
            if (raw == Optional.class) {
                return of(arguments[0], bound);
            }
            if (raw.isRecord()) {
                return record(raw, arguments);
            }
            return object();
        }
        return type instanceof Class<?> plain ? plain(plain) : object();
    }

    private Schema plain(Class<?> type) {
        if (type == String.class || type == UUID.class || type == char.class) {
            return scalar(Schema.SchemaType.STRING, type == UUID.class ? "uuid" : null);
        }
        if (type == int.class || type == Integer.class || type == short.class || type == Short.class) {
            return scalar(Schema.SchemaType.INTEGER, "int32");
        }
        if (type == long.class || type == Long.class) {
            return scalar(Schema.SchemaType.INTEGER, "int64");
        }
        if (type == double.class
                || type == Double.class
                || type == float.class
                || type == Float.class
                || type == BigDecimal.class) {
            return scalar(Schema.SchemaType.NUMBER, type == BigDecimal.class ? null : "double");
        }
        if (type == boolean.class || type == Boolean.class) {
            return scalar(Schema.SchemaType.BOOLEAN, null);
        }
        if (type == Instant.class || type == OffsetDateTime.class) {
            return scalar(Schema.SchemaType.STRING, "date-time");
        }
        if (type == LocalDate.class) {
            return scalar(Schema.SchemaType.STRING, "date");
        }
        if (type.isEnum()) {
            return scalar(Schema.SchemaType.STRING, null)
                    .enumeration(Arrays.stream(type.getEnumConstants())
                            .map(constant -> (Object) ((Enum<?>) constant).name())
                            .toList());
        }
        if (type.isArray()) {
            return array(of(type.getComponentType()));
        }
        if (type.isRecord()) {
            return record(type, new Type[0]);
        }
        return object(); // a JSON value or a map: any object
    }

    /** A reference to the record's component schema, made the first time it is met. */
    private Schema record(Class<?> type, Type[] arguments) {
        Type key = arguments.length == 0 ? type : new Key(type, arguments);
        String name = name(type, arguments, key);
        if (!key.equals(named.get(name))) {
            named.put(name, key);
            Map<TypeVariable<?>, Type> bound = new HashMap<>();
            TypeVariable<?>[] variables = type.getTypeParameters();
            for (int i = 0; i < variables.length && i < arguments.length; i++) {
                bound.put(variables[i], arguments[i]);
            }
            Schema schema = object();
            components.addSchema(name, schema);
            Map<String, Schema> properties = new LinkedHashMap<>();
            for (RecordComponent component : type.getRecordComponents()) {
                if (!component.getAccessor().isAnnotationPresent(JsonbTransient.class)) {
                    properties.put(component.getName(), described(component, of(component.getGenericType(), bound)));
                }
            }
            schema.setProperties(properties);
        }
        return OASFactory.createSchema().ref(name);
    }

    /**
     * What the component's {@code @Schema} says of it (on its accessor, where Java puts an annotation
     * written on a record component): its description, and whether it may be null. OpenAPI 3.0
     * ignores whatever stands beside a {@code $ref}, and its {@code nullable} admits null only beside
     * a {@code type} (3.0.3): a nullable reference is therefore an {@code allOf} of the reference
     * with the referenced schema's type beside it, carrying the description, and the referenced
     * schema itself is nullable.
     */
    private Schema described(RecordComponent component, Schema schema) {
        org.eclipse.microprofile.openapi.annotations.media.Schema said =
                component.getAccessor().getAnnotation(org.eclipse.microprofile.openapi.annotations.media.Schema.class);
        if (said == null) {
            return schema;
        }
        Schema described = schema;
        if (said.nullable() && schema.getRef() != null) {
            Schema referenced = components.getSchemas().get(referencedName(schema));
            referenced.setNullable(true);
            described = OASFactory.createSchema().type(referenced.getType()).allOf(List.of(schema));
        }
        if (said.nullable()) {
            described.setNullable(true);
        }
        if (!said.description().isEmpty()) {
            described.setDescription(said.description());
        }
        return described;
    }

    private static String referencedName(Schema reference) {
        String ref = reference.getRef();
        return ref.substring(ref.lastIndexOf('/') + 1);
    }

    private String name(Class<?> type, Type[] arguments, Type key) {
        StringBuilder name = new StringBuilder(type.getSimpleName());
        if (arguments.length > 0) {
            name.append("Of");
            Arrays.stream(arguments)
                    .map(argument -> argument instanceof Class<?> c ? c.getSimpleName() : "Object")
                    .forEach(name::append);
        }
        // Two records of one simple name (a lab's and a webhook's Deleted): the second is qualified.
        Type known = named.get(name.toString());
        if (known != null && !known.equals(key) && type.getEnclosingClass() != null) {
            return type.getEnclosingClass().getSimpleName() + name;
        }
        return name.toString();
    }

    private static Schema scalar(Schema.SchemaType type, String format) {
        Schema schema = OASFactory.createSchema().type(type);
        return format == null ? schema : schema.format(format);
    }

    private static Schema array(Schema items) {
        return OASFactory.createSchema().type(Schema.SchemaType.ARRAY).items(items);
    }

    private static Schema object() {
        return OASFactory.createSchema().type(Schema.SchemaType.OBJECT);
    }

    /** A generic record with its arguments, as a key of the names made. */
    private record Key(Class<?> type, Type[] arguments) implements Type {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && type == key.type && Arrays.equals(arguments, key.arguments);
        }

        @Override
        public int hashCode() {
            return 31 * type.hashCode() + Arrays.hashCode(arguments);
        }
    }
}
