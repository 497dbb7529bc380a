package com.nutrilab.micro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.LabSamples;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.net.URL;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The profile and the recommendations on Payara Micro, over HTTP: the profile's defaults and
 * validation, recommendations built from a user's own newest markers and profile, and the
 * fallback for a user with no labs.
 */
@ExtendWith(ArquillianExtension.class)
class RecommendationIT {

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar(RecommendationIT.class);
    }

    @ArquillianResource
    private URL base;

    @Test
    @RunAsClient
    void aProfileHasDefaultsAndIsValidated() throws Exception {
        String user = flows().newUserToken("profiled");
        JsonObject initial = api().get("api/v1/profile", "Authorization", user).json();
        assertEquals("omnivore", initial.getString("diet"));
        assertEquals(0, initial.getJsonArray("exclude").size());
        assertTrue(initial.isNull("sex") && initial.isNull("birthYear"), initial::toString);

        ApiHttpClient.Response saved = api().method(
                        "PUT",
                        "api/v1/profile",
                        "{\"diet\":\"vegan\",\"exclude\":[\"soy\",\"nuts\",\"soy\"],\"sex\":\"female\",\"birthYear\":1984}",
                        "Authorization",
                        user,
                        "Content-Type",
                        "application/json");
        assertEquals(200, saved.status(), saved::toString);
        JsonObject profile = api().get("api/v1/profile", "Authorization", user).json();
        assertEquals("vegan", profile.getString("diet"));
        assertEquals(
                List.of("nuts", "soy"),
                profile.getJsonArray("exclude").getValuesAs(jakarta.json.JsonString.class).stream()
                        .map(jakarta.json.JsonString::getString)
                        .toList(),
                "each once, in the API's order");
        assertEquals(1984, profile.getInt("birthYear"));

        assertEquals(List.of("diet"), put(user, "{\"diet\":\"carnivore\"}").errorFields());
        assertEquals(List.of("diet"), put(user, "{\"exclude\":[]}").errorFields());
        assertTrue(put(user, "{\"diet\":\"vegan\",\"exclude\":[\"kale\"]}")
                .errorFields()
                .get(0)
                .startsWith("exclude"));
        assertEquals(
                List.of("sex"), put(user, "{\"diet\":\"vegan\",\"sex\":\"x\"}").errorFields());
        assertEquals(
                List.of("birthYear"),
                put(user, "{\"diet\":\"vegan\",\"birthYear\":3000}").errorFields());
        assertEquals(
                "vegan",
                api().get("api/v1/profile", "Authorization", user).json().getString("diet"),
                "unchanged");
    }

    @Test
    @RunAsClient
    void recommendationsFollowTheNewestMarkersAndTheProfile() throws Exception {
        String user = flows().newUserToken("recommended");
        // 2024-11-14: LDL 174 and total cholesterol 250, both HIGH; 2025-09-24: total cholesterol 149, normal.
        String older = api().postBytes(
                        "api/v1/labs/upload",
                        LabSamples.bytes("sample-04-free-text.pdf"),
                        "application/pdf",
                        "Authorization",
                        user)
                .json()
                .getString("id");
        String newer = api().postBytes(
                        "api/v1/labs/upload",
                        LabSamples.bytes("sample-08-free-text.jpg"),
                        "image/jpeg",
                        "Authorization",
                        user)
                .json()
                .getString("id");
        assertEquals("COMPLETED", flows().awaitRead(older, user).getString("status"));
        assertEquals("COMPLETED", flows().awaitRead(newer, user).getString("status"));

        JsonObject list = api().get("api/v1/recommendations?limit=12", "Authorization", user)
                .json();
        assertEquals(
                List.of(older, newer).stream().sorted().toList(),
                list
                        .getJsonObject("basis")
                        .getJsonArray("labResultIds")
                        .getValuesAs(jakarta.json.JsonString.class)
                        .stream()
                        .map(jakarta.json.JsonString::getString)
                        .sorted()
                        .toList());
        JsonObject cholesterol = marker(list, "2093-3");
        assertEquals(149, cholesterol.getJsonNumber("value").doubleValue(), "the newer report's value");
        assertEquals("2025-09-24", cholesterol.getString("collectedAt"));
        JsonObject saturatedFat = list.getJsonArray("focus").stream()
                .map(JsonValue::asJsonObject)
                .filter(f -> f.getString("nutrient").equals("saturated_fat_g"))
                .findFirst()
                .orElseThrow();
        assertEquals("limit", saturatedFat.getString("direction"));
        assertEquals(
                List.of("13457-7"),
                saturatedFat.getJsonArray("because").getValuesAs(jakarta.json.JsonString.class).stream()
                        .map(jakarta.json.JsonString::getString)
                        .toList(),
                "LDL; total cholesterol is normal now");
        assertEquals(12, list.getJsonArray("items").size());
        JsonObject first = list.getJsonArray("items").getJsonObject(0);
        assertTrue(
                first.getJsonArray("reasons")
                        .getString(0)
                        .contains("your LDL was 174 mg/dL (HIGH, range 0–99) on " + "2024-11-14"),
                first::toString);
        assertTrue(list.getString("disclaimer").contains("not medical advice"));

        put(user, "{\"diet\":\"vegan\",\"exclude\":[\"gluten\"]}");
        JsonObject vegan = api().get("api/v1/recommendations?limit=50", "Authorization", user)
                .json();
        for (JsonValue value : vegan.getJsonArray("items")) {
            String group = value.asJsonObject()
                    .getJsonObject("food")
                    .getJsonObject("foodGroup")
                    .getString("code");
            assertTrue(List.of("0900", "1100", "1200", "1600", "2000").contains(group), value::toString);
        }
        ApiHttpClient.Response vegetables =
                api().get("api/v1/recommendations?group=1100&limit=5", "Authorization", user);
        assertTrue(
                vegetables.json().getJsonArray("items").stream().allMatch(i -> i.asJsonObject()
                        .getJsonObject("food")
                        .getJsonObject("foodGroup")
                        .getString("code")
                        .equals("1100")),
                vegetables::toString);
        assertEquals(
                List.of("limit"),
                api().get("api/v1/recommendations?limit=0", "Authorization", user)
                        .errorFields());
        assertEquals(
                List.of("group"),
                api().get("api/v1/recommendations?group=veg", "Authorization", user)
                        .errorFields());
    }

    @Test
    @RunAsClient
    void withoutLabsOfTheirOwnAUserGetsNutrientDenseFoods() throws Exception {
        String withLabs = flows().newUserToken("has-labs");
        String id = api().postBytes(
                        "api/v1/labs/upload",
                        LabSamples.bytes("sample-03-uk-nhs.pdf"),
                        "application/pdf",
                        "Authorization",
                        withLabs)
                .json()
                .getString("id");
        flows().awaitRead(id, withLabs);
        JsonObject fallback = api().get("api/v1/recommendations", "Authorization", flows().newUserToken("no-labs"))
                .json();
        assertEquals(
                0, fallback.getJsonObject("basis").getJsonArray("labResultIds").size(), "another user's labs");
        assertEquals(0, fallback.getJsonArray("focus").size());
        assertEquals(10, fallback.getJsonArray("items").size());
        JsonObject item = fallback.getJsonArray("items").getJsonObject(0);
        assertTrue(item.getJsonArray("reasons").getString(0).startsWith("You have no lab results yet"), item::toString);
        assertTrue(item.getJsonNumber("score").doubleValue() > 0);
    }

    private ApiHttpClient.Response put(String user, String profile) throws Exception {
        return api().method(
                        "PUT", "api/v1/profile", profile, "Authorization", user, "Content-Type", "application/json");
    }

    private static JsonObject marker(JsonObject recommendations, String code) {
        return recommendations.getJsonObject("basis").getJsonArray("markers").stream()
                .map(JsonValue::asJsonObject)
                .filter(m -> m.getString("code").equals(code))
                .findFirst()
                .orElseThrow(() -> new AssertionError(code));
    }

    private ApiHttpClient api() throws Exception {
        return ServedContract.client(base);
    }

    private ApiFlows flows() throws Exception {
        return new ApiFlows(api());
    }
}
