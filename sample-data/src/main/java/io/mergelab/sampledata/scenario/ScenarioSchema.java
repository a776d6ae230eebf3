package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The JSON Schema of scenario files ({@value #RESOURCE} beside this class), loaded once. */
final class ScenarioSchema {
    static final String RESOURCE = "scenario.schema.json";
    private static final Schema SCHEMA = load();

    private ScenarioSchema() {
    }

    /** Adds a problem for every schema violation of {@code tree}. */
    static void validate(JsonNode tree, ScenarioProblems problems) {
        for (Error e : SCHEMA.validate(tree)) {
            problems.add(jsonPath(e.getInstanceLocation()), e.getMessage());
        }
    }

    /** A node's location as a JSON path: {@code $.variants[1].table.orderBy}. */
    static String jsonPath(NodePath location) {
        StringBuilder b = new StringBuilder("$");
        for (int i = 0; i < location.getNameCount(); i++) {
            Object element = location.getElement(i);
            if (element instanceof Integer index) {
                b.append('[').append(index).append(']');
            } else if (element.toString().matches("[A-Za-z_][A-Za-z0-9_]*")) {
                b.append('.').append(element);
            } else {
                b.append("['").append(element.toString().replace("'", "\\'")).append("']");
            }
        }
        return b.toString();
    }

    private static Schema load() {
        try (InputStream in = ScenarioSchema.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from the class path");
            }
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
