package com.nutrilab.privacy;

import com.nutrilab.platform.OpenApiContributor;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * The privacy resources (a client's users, the user's own data), for the OpenAPI document; and
 * what an erasure counts, described from {@link PersonalDataRegistry}, where each kind of personal
 * data is declared once (the Java type is a map of counts, which says nothing of its keys).
 */
public class PrivacyOpenApi implements OpenApiContributor {

    @Override
    public List<Class<?>> resources() {
        return List.of(UsersResource.class, MeResource.class);
    }

    @Override
    public void contribute(OpenAPI openApi) {
        if (openApi.getComponents() == null || openApi.getComponents().getSchemas() == null) {
            return;
        }
        Schema erased = openApi.getComponents().getSchemas().get(ErasedData.class.getSimpleName());
        if (erased == null) {
            return;
        }
        Map<String, Schema> counts = new LinkedHashMap<>();
        PersonalDataRegistry.ofAUser()
                .forEach(kind -> counts.put(
                        kind.name(),
                        OASFactory.createSchema()
                                .type(Schema.SchemaType.INTEGER)
                                .format("int64")
                                .description(kind.description() + " (table "
                                        + (kind.table() == null ? "none: " + "revoked by id" : kind.table())
                                        + "; in the export: " + kind.exported() + ")")));
        erased.setProperties(counts);
        erased.setDescription("What an erasure deleted, by kind of personal data; a tenant's erasure sums its users'");
    }
}
