package com.nutrilab.platform;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.QueryParam;

/**
 * The paging parameters of every list (a {@code @BeanParam}; the food search takes them itself):
 * {@code page} from 1, {@code pageSize} 1–100 (default 20). A page past the end is an empty
 * page, not an error.
 */
public class PageQuery {

    public static final int MAX_PAGE_SIZE = 100;

    @QueryParam("page")
    @DefaultValue("1")
    @Min(1)
    @Max(1_000_000)
    private int page;

    @QueryParam("pageSize")
    @DefaultValue("20")
    @Min(1)
    @Max(MAX_PAGE_SIZE)
    private int pageSize;

    public int page() {
        return page;
    }

    public int pageSize() {
        return pageSize;
    }
}
