package com.nutrilab.lab;

import com.nutrilab.platform.ProblemException;
import jakarta.ejb.ApplicationException;

/** An upload that is not a PDF, PNG, JPEG or TIFF file by its bytes. Answered with 415. */
@ApplicationException(rollback = true)
public class UnsupportedFileException extends ProblemException {

    private static final long serialVersionUID = 1L;

    public UnsupportedFileException() {
        super(
                415,
                "The file is not a PDF, PNG, JPEG or TIFF file (judged by its content, not its name or declared type).");
    }
}
