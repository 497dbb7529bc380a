package com.nutrilab.testing;

import java.lang.reflect.Proxy;

/**
 * A stand-in for a container interface in a unit test: each call is answered by name, and a call
 * the test did not expect throws. For the few calls a class under test makes of a large interface
 * (a request, a security context, a JAX-RS feature context).
 */
public final class Stand {

    /** Answers one call of the stand-in: its method's name and arguments (null when it has none). */
    @FunctionalInterface
    public interface Answer {
        Object apply(String method, Object[] args);
    }

    private Stand() {}

    public static <T> T in(Class<T> type, Answer answer) {
        return type.cast(Proxy.newProxyInstance(
                type.getClassLoader(),
                new Class<?>[] {type},
                (self, method, args) -> answer.apply(method.getName(), args)));
    }
}
