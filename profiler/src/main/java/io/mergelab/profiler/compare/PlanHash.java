package io.mergelab.profiler.compare;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A hash of a plan's shape from its {@code EXPLAIN PLAN indexes = 1, actions = 1, json = 1}: the steps, their
 * descriptions, headers, actions and index stages, without what changes from run to run or between layouts of the
 * same data. Numbers (row and granule estimates, part counts) become 0, {@code Node Id}s are dropped, and a layout
 * variant's table name becomes {@code {table}}, so two tables with the same rows and indexes have the same shape.
 */
public final class PlanHash {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> RUN_SPECIFIC_KEYS = List.of("Node Id");

    private PlanHash() {
    }

    /** The hash (16 hex digits), empty when there is no plan or it is not JSON. */
    public static Optional<String> of(String planJson, Optional<String> table) {
        if (planJson.isBlank()) {
            return Optional.empty();
        }
        JsonNode plan;
        try {
            plan = JSON.readTree(planJson);
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
        String normalized = normalize(plan, table).toString();
        return Optional.of(HexFormat.of().formatHex(sha256(normalized), 0, 8));
    }

    /** The variants' shape: not comparable when one has no hash, else same or changed. */
    public static PlanShape shape(List<Optional<String>> hashes) {
        if (hashes.stream().anyMatch(Optional::isEmpty)) {
            return PlanShape.NOT_COMPARABLE;
        }
        return hashes.stream().distinct().count() == 1 ? PlanShape.SAME : PlanShape.CHANGED;
    }

    private static JsonNode normalize(JsonNode node, Optional<String> table) {
        if (node.isObject()) {
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                if (!RUN_SPECIFIC_KEYS.contains(field.getKey())) {
                    copy.set(field.getKey(), normalize(field.getValue(), table));
                }
            }
            return copy;
        }
        if (node.isArray()) {
            ArrayNode copy = JsonNodeFactory.instance.arrayNode();
            node.forEach(element -> copy.add(normalize(element, table)));
            return copy;
        }
        if (node.isNumber()) {
            return JsonNodeFactory.instance.numberNode(0);
        }
        if (node.isTextual() && table.isPresent()) {
            return JsonNodeFactory.instance.textNode(withoutTable(node.asText(), table.get()));
        }
        return node;
    }

    /** {@code db.t} and, as plans also name it alone, {@code t} (as a whole name) become {@code {table}}. */
    private static String withoutTable(String text, String table) {
        int dot = table.indexOf('.');
        String shortName = table.substring(dot + 1);
        String replaced = text.replace(table, Variant.TABLE_PLACEHOLDER);
        return replaced.replaceAll("(?<![\\w.])" + Pattern.quote(shortName) + "(?!\\w)",
                Matcher.quoteReplacement(Variant.TABLE_PLACEHOLDER));
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JVM", e);
        }
    }
}
