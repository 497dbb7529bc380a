package com.nutrilab.micro;

import com.nutrilab.testing.ApiHttpClient;
import java.net.URISyntaxException;
import java.net.URL;

/**
 * The HTTP client of every Micro test: each answer it receives must fit the OpenAPI document
 * the service serves (its status, content type, headers and body schema), so that a client
 * generated in a strict language can read whatever the tests see. In a test deployment (an
 * in-container method) the validator is not on the class path: the client records each answer,
 * and {@link RecordedAnswers} checks them on the tests' side after the method.
 */
final class ServedContract {

    private ServedContract() {}

    static ApiHttpClient client(URL base) {
        try {
            if (onTheTestsClassPath()) {
                return new ApiHttpClient(base.toURI(), OpenApiAnswers.of(base.toURI()));
            }
            return new ApiHttpClient(
                    base.toURI(), RecordedAnswers.recorder(base.toURI()).orElse(ApiHttpClient.AnswerCheck.NONE));
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(base.toString(), e);
        }
    }

    static boolean onTheTestsClassPath() {
        try {
            Class.forName(
                    "com.atlassian.oai.validator.OpenApiInteractionValidator",
                    false,
                    ServedContract.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
