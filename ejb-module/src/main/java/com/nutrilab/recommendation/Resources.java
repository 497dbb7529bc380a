package com.nutrilab.recommendation;

import java.io.InputStream;

/** The data files of the config jar, found beside the application. */
final class Resources {

    private Resources() {
    }

    static InputStream open(String resource) {
        InputStream in = Resources.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) {
            in = Thread.currentThread().getContextClassLoader().getResourceAsStream(resource);
        }
        if (in == null) {
            throw new IllegalStateException(resource + " is not on the class path (the config jar)");
        }
        return in;
    }
}
