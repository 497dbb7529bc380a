package com.nutrilab.food;

import jakarta.ws.rs.NameBinding;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks endpoints that answer from the food data alone, which changes only on an import: their
 * answers may be kept by the client and revalidated ({@link FoodDataCaching}).
 */
@NameBinding
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface FoodDataAnswer {}
