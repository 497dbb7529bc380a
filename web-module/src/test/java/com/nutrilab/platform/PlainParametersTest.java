package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.annotation.Annotation;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlainParametersTest {

    private final PlainParameters parameters = new PlainParameters();
    private final Annotation[] none = new Annotation[0];

    @Test
    void stringsAndIntegersAreConvertedAtOnce() {
        assertEquals(
                "brocoli",
                parameters.getConverter(String.class, String.class, none).fromString("brocoli"));
        assertEquals(20, parameters.getConverter(int.class, int.class, none).fromString("20"));
        assertEquals(
                3, parameters.getConverter(Integer.class, Integer.class, none).fromString("3"));
    }

    /** Jersey turns the converter's exception into the 400 problem naming the parameter (AuthIT). */
    @Test
    void aValueThatIsNoIntegerFailsAsBefore() {
        assertThrows(
                NumberFormatException.class,
                () -> parameters.getConverter(int.class, int.class, none).fromString("abc"));
    }

    /** An absent parameter without a default is null, with no exception thrown on the way. */
    @Test
    void anAbsentParameterWithoutADefaultIsNull() {
        assertNull(parameters.getConverter(String.class, String.class, none).fromString(null));
        assertNull(parameters.getConverter(Integer.class, Integer.class, none).fromString(null));
    }

    /** Lists stay Jersey's: a converter for the list would read it as one value. */
    @Test
    void otherTypesAreLeftToJersey() {
        assertNull(parameters.getConverter(List.class, List.class, none));
        assertNull(parameters.getConverter(long.class, long.class, none));
    }
}
