package com.nutrilab.micro;

import static com.nutrilab.testing.ApiFlows.bearer;
import static com.nutrilab.testing.ApiFlows.json;
import static com.nutrilab.testing.ProblemAssertions.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nutrilab.food.CurrentFoodIndex;
import com.nutrilab.testing.ApiFlows;
import com.nutrilab.testing.ApiHttpClient;
import com.nutrilab.testing.LabSamples;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The food database on Payara Micro: the SR24 load, the index, the API, the FoodData Central
 * import; and what is recommended from it: the profile's defaults and validation, recommendations
 * built from a user's own newest markers and profile, and the fallback for a user with no labs.
 * One class, so one server start, for both: a start costs about 25 s of the test command.
 */
@ExtendWith(ArquillianExtension.class)
@ExtendWith(RecordedAnswers.class)
class FoodIT {

    @Deployment
    static WebArchive deployment() {
        return Deployments.nutrilabWar();
    }

    @ArquillianResource
    private URL base;

    @PersistenceContext(unitName = "nutrilab")
    private EntityManager entityManager;

    @Inject
    private CurrentFoodIndex index;

    // --- in the container -------------------------------------------------------------

    @Test
    void theWholeStandardReferenceIsLoadedAndIndexed() {
        long foods = entityManager
                .createQuery("SELECT COUNT(f) FROM Food f", Long.class)
                .getSingleResult();
        assertTrue(foods >= 7907, "SR24 has 7,907 foods: " + foods);
        assertEquals(foods, index.size(), "every food of the database is in the index");
        Number nutrientRows = (Number) entityManager
                .createNativeQuery("SELECT COUNT(*) FROM food_nutrient")
                .getSingleResult();
        assertTrue(nutrientRows.longValue() >= 393_383, "every nutrient of every SR24 food: " + nutrientRows);
    }

    // --- over HTTP --------------------------------------------------------------------

    @Test
    @RunAsClient
    void searchFindsThePlainFoodFirst() throws Exception {
        String user = userToken();
        JsonObject page =
                api().get("api/v1/foods?q=banana", "Authorization", user).json();
        JsonObject first = page.getJsonArray("items").getJsonObject(0);
        assertEquals("09040", first.getString("id"), page::toString);
        assertEquals("Bananas, raw", first.getString("description"));
        assertEquals("0900", first.getJsonObject("foodGroup").getString("code"));
        assertEquals("Fruits and Fruit Juices", first.getJsonObject("foodGroup").getString("name"));
        JsonObject nutrients = first.getJsonObject("nutrients");
        for (String key : List.of(
                "energy_kcal",
                "protein_g",
                "fat_g",
                "carbohydrate_g",
                "fiber_g",
                "sugars_g",
                "sodium_mg",
                "saturated_fat_g")) {
            assertTrue(nutrients.containsKey(key), key);
        }
        assertEquals(89.0, nutrients.getJsonNumber("energy_kcal").doubleValue());
        assertEquals(1, page.getInt("page"));
        assertEquals(20, page.getInt("pageSize"));
        assertTrue(page.getInt("totalItems") >= 2 && page.getInt("totalPages") >= 1);

        String typo = api().get("api/v1/foods?q=brocoli", "Authorization", user)
                .json()
                .getJsonArray("items")
                .getJsonObject(0)
                .getString("description");
        assertTrue(typo.startsWith("Broccoli"), typo);
    }

    @Test
    @RunAsClient
    void filtersByGroupAndNutrientAndSortsByNutrient() throws Exception {
        JsonObject page = api().get(
                        "api/v1/foods?group=1600&nutrient=protein_g:gte:20&nutrient=fat_g:lt:5"
                                + "&sort=protein_g&pageSize=50",
                        "Authorization",
                        userToken())
                .json();
        JsonArray items = page.getJsonArray("items");
        assertTrue(items.size() > 0, page::toString);
        double previous = Double.MAX_VALUE;
        for (JsonValue value : items) {
            JsonObject food = value.asJsonObject();
            assertEquals("1600", food.getJsonObject("foodGroup").getString("code"));
            double protein =
                    food.getJsonObject("nutrients").getJsonNumber("protein_g").doubleValue();
            assertTrue(protein >= 20 && protein <= previous, food::toString);
            assertTrue(food.getJsonObject("nutrients").getJsonNumber("fat_g").doubleValue() < 5);
            previous = protein;
        }
    }

    @Test
    @RunAsClient
    void anyPageIsAnAnswerAndBadParametersAreFieldErrors() throws Exception {
        String user = userToken();
        JsonObject pastTheEnd = api().get("api/v1/foods?q=apple&page=99999", "Authorization", user)
                .json();
        assertEquals(0, pastTheEnd.getJsonArray("items").size());
        assertEquals(99999, pastTheEnd.getInt("page"));

        assertEquals(List.of("pageSize"), fieldsOf(api().get("api/v1/foods?pageSize=101", "Authorization", user)));
        assertEquals(
                List.of("nutrient"),
                fieldsOf(api().get("api/v1/foods?nutrient=protein_g:about:20", "Authorization", user)));
        assertEquals(
                List.of("nutrient"),
                fieldsOf(api().get("api/v1/foods?nutrient=vitamin_z:gt:1", "Authorization", user)));
        assertEquals(
                List.of("nutrient"),
                fieldsOf(api().get("api/v1/foods?nutrient=protein_g:gt:lots", "Authorization", user)));
        assertEquals(List.of("sort"), fieldsOf(api().get("api/v1/foods?sort=tastiness", "Authorization", user)));
        assertEquals(List.of("group"), fieldsOf(api().get("api/v1/foods?group=9999", "Authorization", user)));
        assertEquals(List.of("order"), fieldsOf(api().get("api/v1/foods?order=up", "Authorization", user)));
        assertEquals(List.of("page"), fieldsOf(api().get("api/v1/foods?page=0", "Authorization", user)));
        assertEquals(List.of("pageSize"), fieldsOf(api().get("api/v1/foods?pageSize=ten", "Authorization", user)));
        assertEquals(List.of("q"), fieldsOf(api().get("api/v1/foods?q=" + "a".repeat(201), "Authorization", user)));
        assertEquals(List.of("group"), fieldsOf(api().get("api/v1/foods?group=dairy", "Authorization", user)));
        assertEquals(
                List.of("nutrient"),
                fieldsOf(api().get(
                                "api/v1/foods?"
                                        + "&nutrient=protein_g:gt:1".repeat(11).substring(1),
                                "Authorization",
                                user)));
        // Every invalid parameter of the request at once, not the first one found.
        assertEquals(
                List.of("order", "pageSize", "q"),
                fieldsOf(api().get("api/v1/foods?order=up&pageSize=0&q=" + "a".repeat(201), "Authorization", user)));
    }

    @Test
    @RunAsClient
    void oneFoodHasEveryNutrientAndPortion() throws Exception {
        String user = userToken();
        // Bananas: a food the import test's fixture does not replace.
        JsonObject banana =
                api().get("api/v1/foods/09040", "Authorization", user).json();
        assertEquals("09040", banana.getString("id"));
        assertEquals("USDA SR24", banana.getString("source"));
        JsonArray nutrients = banana.getJsonArray("nutrients");
        assertTrue(nutrients.size() >= 60, "every nutrient of the source: " + nutrients.size());
        JsonObject vitaminC = nutrients.stream()
                .map(JsonValue::asJsonObject)
                .filter(n -> n.getString("key").equals("vitamin_c_mg"))
                .findFirst()
                .orElseThrow();
        assertEquals("mg", vitaminC.getString("unit"));
        assertEquals(8.7, vitaminC.getJsonNumber("amount").doubleValue());
        assertTrue(
                nutrients.stream().map(JsonValue::asJsonObject).allMatch(n -> List.of("g", "mg", "ug", "kcal", "IU")
                        .contains(n.getString("unit"))),
                "one spelling per unit");
        assertTrue(banana.getJsonArray("portions").stream()
                .map(JsonValue::asJsonObject)
                .anyMatch(p -> p.getString("description").equals("cup, mashed")
                        && p.getJsonNumber("grams").doubleValue() == 225));

        assertProblem(api().get("api/v1/foods/00000", "Authorization", user), 404);

        // Food data changes only on an import: answers carry a validator and may be kept a while.
        ApiHttpClient.Response search = api().get("api/v1/foods?q=banana&pageSize=5", "Authorization", user);
        String tag = search.header("ETag").orElseThrow(() -> new AssertionError(search.toString()));
        assertTrue(tag.startsWith("W/\""), tag);
        assertEquals("private, max-age=300", search.header("Cache-Control").orElse(null));
        double keptBefore = api().counter("nutrilab_food_serialized_answers_hits");
        ApiHttpClient.Response again = api().get("api/v1/foods?q=banana&pageSize=5", "Authorization", user);
        assertEquals(tag, again.header("ETag").orElse(null), "the same answer has the same tag");
        // The second is written from the bytes kept from the first (SerializedAnswers): the same bytes.
        assertEquals(keptBefore + 1, api().counter("nutrilab_food_serialized_answers_hits"));
        assertEquals(search.body(), again.body());
        assertEquals(search.header("Content-Type"), again.header("Content-Type"));
        assertEquals(
                304,
                api().get("api/v1/foods?q=banana&pageSize=5", "Authorization", user, "If-None-Match", "\"x\", " + tag)
                        .status());
        ApiHttpClient.Response otherPage =
                api().get("api/v1/foods?q=banana&pageSize=5&page=2", "Authorization", user, "If-None-Match", tag);
        assertEquals(200, otherPage.status(), "another answer does not match: " + otherPage);
        assertTrue(
                api().get("api/v1/foods/00000", "Authorization", user)
                        .header("ETag")
                        .isEmpty(),
                "no tag on a problem");
        assertTrue(api().get("api/v1/foods/groups", "Authorization", user)
                        .json()
                        .getJsonArray("items")
                        .size()
                >= 25);
        assertTrue(api().get("api/v1/foods/nutrients", "Authorization", user)
                        .json()
                        .getJsonArray("items")
                        .size()
                >= 60);
    }

    @Test
    @RunAsClient
    void foodsAreForUsers() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        ApiFlows.NewClient client = flows.newClient("Foods Client Health");
        assertProblem(api().get("api/v1/foods?q=apple", "Authorization", bearer(client.key())), 403);
        assertProblem(api().get("api/v1/foods?q=apple"), 401);
    }

    /** In the container, to see the log line the import writes with the request's id (the client's). */
    @Test
    void anOperatorImportsAFoodDataCentralRelease() throws Exception {
        // The server's environment (the build passes both to the Micro it starts).
        Path fixture =
                Path.of(System.getenv("NUTRILAB_REPOSITORY"), "ejb-module/src/test/resources/fdc-sr-legacy-fixture");
        Path target = Path.of(System.getenv("NUTRILAB_DATA_DIR"), "import", "fdc-fixture");
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(fixture)) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        ApiFlows flows = new ApiFlows(api());
        String operator = bearer(flows.operatorToken());
        String user = userToken();
        ApiHttpClient.Response before = api().get("api/v1/foods/11090", "Authorization", user);
        String tagBefore = before.header("ETag").orElseThrow(() -> new AssertionError(before.toString()));
        ApiHttpClient.Response notModified =
                api().get("api/v1/foods/11090", "Authorization", user, "If-None-Match", tagBefore);
        assertEquals(304, notModified.status(), notModified::toString);
        assertEquals("", notModified.body());
        assertEquals(tagBefore, notModified.header("ETag").orElse(null));

        ApiHttpClient.Response imported;
        try (CapturedLog log = CapturedLog.start()) {
            imported = api().post(
                            "api/v1/admin/foods/imports",
                            json("directory", "fdc-fixture"),
                            "Authorization",
                            operator,
                            "X-Request-Id",
                            "it-import-1");
            assertEquals(
                    1,
                    log.linesMentioning("Imported 2 foods").stream()
                            .filter(line -> line.contains("request=it-import-1]"))
                            .count(),
                    () -> "the import's log line names its request: " + log.linesMentioning("Imported"));
        }
        assertEquals(200, imported.status(), imported::toString);
        assertEquals("it-import-1", imported.header("X-Request-Id").orElse(null));
        assertEquals(2, imported.json().getInt("foods"));

        // The import changed broccoli: the tag the client holds no longer matches, so it gets the new answer.
        ApiHttpClient.Response after =
                api().get("api/v1/foods/11090", "Authorization", user, "If-None-Match", tagBefore);
        assertEquals(200, after.status(), after::toString);
        assertEquals("USDA FoodData Central", after.json().getString("source"));
        assertNotEquals(tagBefore, after.header("ETag").orElseThrow(), after::toString);
        assertProblem(
                api().post("api/v1/admin/foods/imports", json("directory", "../.."), "Authorization", operator), 400);
        assertProblem(
                api().post(
                                "api/v1/admin/foods/imports",
                                json("directory", "fdc-fixture"),
                                "Authorization",
                                userToken()),
                403);
    }

    /**
     * Issue 48: USDA's survey flags came with the seed (V13), and foods SR24 lacks are one import
     * away: the everyday fixture (FDC's format) brings Greek yogurt and almond milk, which a search
     * then finds; broccoli, replaced by the other import test, keeps its flag either way.
     */
    @Test
    void surveyFlagsAreLoadedAndNewerFoodsAreFoundOnceImported() throws Exception {
        Number inSurvey = (Number) entityManager
                .createNativeQuery("SELECT COUNT(*) FROM food WHERE survey = TRUE")
                .getSingleResult();
        Number flagged = (Number) entityManager
                .createNativeQuery("SELECT COUNT(*) FROM food WHERE survey IS NOT NULL")
                .getSingleResult();
        assertEquals(2982, inSurvey.intValue(), "foods in USDA's survey database (FNDDS)");
        assertTrue(flagged.intValue() >= 7747, "foods with a flag: " + flagged);

        Path fixture =
                Path.of(System.getenv("NUTRILAB_REPOSITORY"), "ejb-module/src/test/resources/fdc-everyday-fixture");
        Path target = Path.of(System.getenv("NUTRILAB_DATA_DIR"), "import", "fdc-everyday");
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(fixture)) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        ApiFlows flows = new ApiFlows(api());
        String operator = bearer(flows.operatorToken());
        String user = userToken();
        ApiHttpClient.Response imported =
                api().post("api/v1/admin/foods/imports", json("directory", "fdc-everyday"), "Authorization", operator);
        assertEquals(200, imported.status(), imported::toString);
        assertEquals(5, imported.json().getInt("foods"));

        JsonArray greek = api().get("api/v1/foods?q=greek%20yogurt&pageSize=3", "Authorization", user)
                .json()
                .getJsonArray("items");
        assertTrue(greek.getJsonObject(0).getString("description").startsWith("Yogurt, Greek, plain"), greek::toString);
        JsonArray almond = api().get("api/v1/foods?q=almond%20milk&pageSize=3", "Authorization", user)
                .json()
                .getJsonArray("items");
        assertTrue(
                almond.stream().map(JsonValue::asJsonObject).anyMatch(food -> food.getString("description")
                        .contains("almond milk, unsweetened")),
                almond::toString);
        String milk = api().get("api/v1/foods?q=milk&pageSize=1", "Authorization", user)
                .json()
                .getJsonArray("items")
                .getJsonObject(0)
                .getString("description");
        assertTrue(milk.startsWith("Milk, whole"), milk);
        Number broccoliFlag = (Number) entityManager
                .createNativeQuery("SELECT COUNT(*) FROM food WHERE id = '11090' AND survey = TRUE")
                .getSingleResult();
        assertEquals(1, broccoliFlag.intValue(), "broccoli's flag, whichever import replaced it");
    }

    // --- the profile and the recommendations, over HTTP ---------------------------------

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

        assertEquals(List.of("diet"), put(user, json("diet", "carnivore")).errorFields());
        assertEquals(List.of("diet"), put(user, "{\"exclude\":[]}").errorFields());
        assertTrue(put(user, "{\"diet\":\"vegan\",\"exclude\":[\"kale\"]}")
                .errorFields()
                .get(0)
                .startsWith("exclude"));
        assertEquals(
                List.of("sex"), put(user, json("diet", "vegan", "sex", "x")).errorFields());
        assertEquals(
                List.of("birthYear"),
                put(user, json("diet", "vegan", "birthYear", 3000)).errorFields());
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
        String older = flows().upload(LabSamples.bytes("sample-04-free-text.pdf"), "application/pdf", user);
        String newer = flows().upload(LabSamples.bytes("sample-08-free-text.jpg"), "image/jpeg", user);
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
        String id = flows().upload(LabSamples.bytes("sample-03-uk-nhs.pdf"), "application/pdf", withLabs);
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

    // --- helpers ----------------------------------------------------------------------

    private ApiHttpClient api() throws Exception {
        return ServedContract.client(base);
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

    private ApiFlows flows() throws Exception {
        return new ApiFlows(api());
    }

    private String userToken() throws Exception {
        ApiFlows flows = new ApiFlows(api());
        return bearer(
                flows.newUser(flows.newClient("Foods Health"), "food-user").accessToken());
    }

    private static List<String> fieldsOf(ApiHttpClient.Response response) {
        assertProblem(response, 400);
        return response.errorFields();
    }
}
