package com.nutrilab.platform;

import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.util.List;

/** The envelope of every list: {@code {"items","page","pageSize","totalItems","totalPages"}}. */
@JsonbPropertyOrder({"items", "page", "pageSize", "totalItems", "totalPages"})
public record PageResponse<T>(List<T> items, int page, int pageSize, long totalItems, long totalPages) {

    public static <T> PageResponse<T> of(Page<T> page) {
        return new PageResponse<>(page.items(), page.page(), page.pageSize(), page.totalItems(), page.totalPages());
    }
}
