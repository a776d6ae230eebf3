package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The built-in scenarios (the three stories of seeds-digest, as files under {@code builtin/} beside this class) and
 * scenario files given by path.
 */
public final class Scenarios {
    /** The built-in files, in the order they are listed. */
    static final List<String> BUILT_IN_FILES = List.of("streaming-skip-indexes.json", "every-millisecond-counts.yaml",
            "single-source-resize.yaml");

    private Scenarios() {
    }

    /** Every built-in scenario, read and checked (an invalid built-in file is a bug, reported as BAD_ARGUMENTS). */
    public static List<Scenario> builtIn() {
        List<Scenario> all = new ArrayList<>();
        ScenarioReader reader = new ScenarioReader();
        for (String file : BUILT_IN_FILES) {
            try (InputStream in = Scenarios.class.getResourceAsStream("builtin/" + file)) {
                if (in == null) {
                    throw new IllegalStateException("built-in scenario file " + file + " is missing from the class path");
                }
                all.add(reader.read("builtin/" + file, in, ScenarioReader.isYaml(file)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return all;
    }

    /** The built-in scenario called {@code name}; an unknown name fails with BAD_ARGUMENTS listing the built-in ones. */
    public static Scenario named(String name) {
        List<Scenario> all = builtIn();
        return all.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow(() -> new MergeLabException(
                ErrorCode.BAD_ARGUMENTS, "Unknown scenario '" + name + "'; built-in scenarios: "
                + String.join(", ", all.stream().map(Scenario::name).toList())
                + " (or give the path of a .json, .yaml or .yml scenario file)"));
    }

    /** The scenario in a user's file (JSON or YAML by extension), checked as the built-ins are. */
    public static Scenario read(Path file) {
        return new ScenarioReader().read(file);
    }

    /** The scenario as a scenario file in JSON (what a run stores with its results); reading it gives it back. */
    public static String toJson(Scenario scenario) {
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(scenario);
        } catch (JsonProcessingException e) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR,
                    "Cannot write scenario " + scenario.name() + " as JSON: " + e, e);
        }
    }

    /**
     * A built-in scenario by name, or a scenario file when {@code nameOrPath} ends in .json, .yaml or .yml: what the
     * command line takes.
     */
    public static Scenario resolve(String nameOrPath) {
        String lower = nameOrPath.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".json") || lower.endsWith(".yaml") || lower.endsWith(".yml")) {
            return read(Path.of(nameOrPath));
        }
        return named(nameOrPath);
    }
}
