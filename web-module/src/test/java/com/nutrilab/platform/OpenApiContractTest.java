package com.nutrilab.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.microprofile.openapi.models.PathItem;
import org.junit.jupiter.api.Test;

class OpenApiContractTest {

    @Test
    void operationIdsFollowTheMethodAndThePath() {
        assertEquals("getLabsById", OpenApiContract.operationId(PathItem.HttpMethod.GET, "/api/v1/labs/{id}"));
        assertEquals("postAuthLogin", OpenApiContract.operationId(PathItem.HttpMethod.POST, "/api/v1/auth/login"));
        assertEquals(
                "postAdminClientsByClientIdWebhooksByIdDeliveriesByDeliveryIdRedeliver",
                OpenApiContract.operationId(
                        PathItem.HttpMethod.POST,
                        "/api/v1/admin/clients/{clientId}/webhooks/{id}/deliveries/{deliveryId}/redeliver"));
        assertEquals("getApiIndex", OpenApiContract.operationId(PathItem.HttpMethod.GET, "/api/v1"));
        assertEquals("getApiIndex", OpenApiContract.operationId(PathItem.HttpMethod.GET, "/api/v1/"));
    }

    @Test
    void theTagIsTheFeature() {
        assertEquals("labs", OpenApiContract.feature("/api/v1/labs/{id}"));
        assertEquals("admin", OpenApiContract.feature("/api/v1/admin/clients"));
        assertEquals("index", OpenApiContract.feature("/api/v1/"));
    }
}
