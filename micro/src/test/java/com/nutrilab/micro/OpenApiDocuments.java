package com.nutrilab.micro;

import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The OpenAPI document read as a client generator reads it: swagger-parser (the parser of
 * OpenAPI Generator and Swagger Codegen) with its validation. Used by {@code @RunAsClient}
 * methods only, so neither it nor the parser is part of a test deployment.
 */
final class OpenApiDocuments {

    private OpenApiDocuments() {}

    /** What the parser finds wrong in the document (references resolved); empty when it is valid. */
    static List<String> problems(String document) {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(document, null, options);
        List<String> problems = new ArrayList<>(result.getMessages() == null ? List.of() : result.getMessages());
        if (result.getOpenAPI() == null) {
            problems.add("the document could not be read at all");
        }
        return problems;
    }
}
