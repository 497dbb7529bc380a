package com.nutrilab.lab;

import static com.nutrilab.platform.PlatformExceptionMappers.problem;

import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** The lab feature's exceptions as problems. */
public final class LabExceptionMappers {

    private LabExceptionMappers() {}

    @Provider
    public static class FileTooLarge implements ExceptionMapper<FileTooLargeException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(FileTooLargeException e) {
            // The rest of an oversized body is not read: the connection closes rather than drain it.
            return problem(413, e.getMessage(), uriInfo)
                    .header("Connection", "close")
                    .build();
        }
    }

    @Provider
    public static class UnsupportedFile implements ExceptionMapper<UnsupportedFileException> {
        @Context
        private UriInfo uriInfo;

        @Override
        public Response toResponse(UnsupportedFileException e) {
            return problem(415, e.getMessage(), uriInfo).build();
        }
    }
}
