package com.nutrilab.lab;

import com.nutrilab.platform.ProblemException;
import jakarta.ejb.ApplicationException;

/** An upload above the size cap. Answered with 413. */
@ApplicationException(rollback = true)
public class FileTooLargeException extends ProblemException {

    private static final long serialVersionUID = 1L;

    public FileTooLargeException(long maxBytes) {
        super(
                413,
                "The file is larger than the limit of " + maxBytes + " bytes (" + maxBytes / (1024 * 1024) + " MiB).");
    }
}
