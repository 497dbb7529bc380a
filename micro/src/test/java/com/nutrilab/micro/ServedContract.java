package com.nutrilab.micro;

import com.nutrilab.testing.ApiHttpClient;
import java.net.URISyntaxException;
import java.net.URL;

/**
 * The HTTP client of every Micro test: each answer it receives must fit the OpenAPI document
 * the service serves (its status, content type, headers and body schema), so that a client
 * generated in a strict language can read whatever the tests see. In a test deployment (an
 * in-container method) the validator is not on the class path and the client checks nothing.
 */
final class ServedContract {

    private ServedContract() {}

    static ApiHttpClient client(URL base) {
        try {
            return onTheTestsClassPath()
                    ? new ApiHttpClient(base.toURI(), OpenApiAnswers.of(base.toURI()))
                    : new ApiHttpClient(base.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(base.toString(), e);
        }
    }

    private static boolean onTheTestsClassPath() {
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
