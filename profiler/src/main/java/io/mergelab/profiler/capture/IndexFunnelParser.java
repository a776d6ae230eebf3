package io.mergelab.profiler.capture;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the index funnels out of {@code EXPLAIN PLAN indexes = 1, json = 1}: every {@code ReadFromMergeTree} node
 * with an {@code Indexes} array, wherever it sits in the plan (subqueries, joins, unions), gives one funnel named by
 * the node's {@code Description} (the table, {@code db.t}); each element of the array is a stage.
 */
public final class IndexFunnelParser {
    private static final ObjectMapper JSON = new ObjectMapper();

    private IndexFunnelParser() {
    }

    /** The funnels of the plan, in plan order; fails with IllegalArgumentException naming the problem. */
    public static List<IndexFunnel> parse(String planJson) {
        JsonNode root;
        try {
            root = JSON.readTree(planJson);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("EXPLAIN json is not JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || root.isMissingNode()) {
            throw new IllegalArgumentException("EXPLAIN json is empty");
        }
        List<IndexFunnel> funnels = new ArrayList<>();
        collect(root, funnels);
        return funnels;
    }

    private static void collect(JsonNode node, List<IndexFunnel> funnels) {
        if (node.isArray()) {
            node.forEach(child -> collect(child, funnels));
            return;
        }
        if (!node.isObject()) {
            return;
        }
        if (node.path("Node Type").asText().equals("ReadFromMergeTree") && node.path("Indexes").isArray()) {
            List<FunnelStage> stages = new ArrayList<>();
            node.path("Indexes").forEach(index -> stages.add(stage(index)));
            funnels.add(new IndexFunnel(node.path("Description").asText(), stages));
        }
        node.fields().forEachRemaining(field -> {
            if (!field.getKey().equals("Indexes")) {
                collect(field.getValue(), funnels);
            }
        });
    }

    private static FunnelStage stage(JsonNode index) {
        List<String> keys = new ArrayList<>();
        index.path("Keys").forEach(key -> keys.add(key.asText()));
        return new FunnelStage(
                index.path("Type").asText(),
                index.path("Name").asText(),
                index.path("Description").asText(),
                keys,
                index.path("Condition").asText(),
                index.path("Initial Parts").asLong(),
                index.path("Selected Parts").asLong(),
                index.path("Initial Granules").asLong(),
                index.path("Selected Granules").asLong(),
                index.path("Search Algorithm").asText());
    }
}
