package com.nutrilab.lab.extraction;

import java.util.Optional;

/** The file types a report may come in, recognised by their first bytes, never by name or declared type. */
public enum FileType {
    PDF("application/pdf", "pdf"),
    PNG("image/png", "png"),
    JPEG("image/jpeg", "jpg"),
    TIFF("image/tiff", "tiff");

    private final String mediaType;
    private final String extension;

    FileType(String mediaType, String extension) {
        this.mediaType = mediaType;
        this.extension = extension;
    }

    public String mediaType() {
        return mediaType;
    }

    public String extension() {
        return extension;
    }

    public static Optional<FileType> of(String mediaType) {
        for (FileType type : values()) {
            if (type.mediaType.equals(mediaType)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }

    public static Optional<FileType> detect(byte[] head) {
        if (startsWith(head, '%', 'P', 'D', 'F', '-')) {
            return Optional.of(PDF);
        }
        if (startsWith(head, 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A)) {
            return Optional.of(PNG);
        }
        if (startsWith(head, 0xFF, 0xD8, 0xFF)) {
            return Optional.of(JPEG);
        }
        if (startsWith(head, 'I', 'I', 42, 0) || startsWith(head, 'M', 'M', 0, 42)) {
            return Optional.of(TIFF);
        }
        return Optional.empty();
    }

    private static boolean startsWith(byte[] head, int... magic) {
        if (head.length < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if ((head[i] & 0xFF) != magic[i]) {
                return false;
            }
        }
        return true;
    }
}
