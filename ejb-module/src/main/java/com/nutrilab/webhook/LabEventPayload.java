package com.nutrilab.webhook;

import com.nutrilab.lab.LabResult;
import com.nutrilab.lab.LabStatus;
import jakarta.json.Json;
import jakarta.json.JsonObjectBuilder;
import java.time.Instant;

/**
 * The body of a lab event, in the Standard Webhooks shape {@code {"type","timestamp","data"}}:
 * the report's id, its user, its status, how many results were read and, when it failed, the
 * failure code. Nothing of the results themselves: a receiver that wants them reads
 * {@code GET /labs/{id}} with the user's token.
 */
final class LabEventPayload {

    private LabEventPayload() {}

    static String typeOf(LabResult outcome) {
        return outcome.status() == LabStatus.COMPLETED ? EventTypes.LAB_COMPLETED : EventTypes.LAB_FAILED;
    }

    static String of(LabResult outcome, Instant at) {
        JsonObjectBuilder data = Json.createObjectBuilder()
                .add("labResultId", outcome.id())
                .add("userId", outcome.userId())
                .add("status", outcome.status().name())
                .add("analyteCount", outcome.analytes().size());
        if (outcome.errorCode() == null) {
            data.addNull("failureCode");
        } else {
            data.add("failureCode", outcome.errorCode());
        }
        return Json.createObjectBuilder()
                .add("type", typeOf(outcome))
                .add("timestamp", at.toString())
                .add("data", data)
                .build()
                .toString();
    }
}
