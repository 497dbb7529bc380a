package com.nutrilab.platform;

import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import org.glassfish.jersey.server.ParamException;

/**
 * A query or header parameter that does not convert (page=abc). JAX-RS answers 404 for it,
 * which would tell a client the resource is missing; it is a bad request naming the parameter.
 * A path parameter that does not convert stays a 404: that address does not exist.
 */
@Provider
public class ParamExceptionMapper implements ExceptionMapper<ParamException> {

    @Context
    private UriInfo uriInfo;

    @Override
    public Response toResponse(ParamException exception) {
        String path = uriInfo.getRequestUri().getPath();
        if (exception instanceof ParamException.PathParamException) {
            return Problems.response(Problems.of(404, Problems.defaultDetail(404), path))
                    .build();
        }
        String name = exception.getParameterName();
        return Problems.response(
                        Problems.validation(path, List.of(new Problem.FieldError(name, "is not a valid value"))))
                .build();
    }
}
