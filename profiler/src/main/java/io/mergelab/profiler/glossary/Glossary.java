package io.mergelab.profiler.glossary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One-line meanings of the words a report or a screen shows: processor names and metrics from the resource
 * {@code glossary.json} beside this class, settings and ProfileEvents from the engine's own registries (so their texts
 * are written once, in the engine). Look-ups are by exact name; an unknown name has no meaning rather than a guess.
 */
public final class Glossary {
    private static final String RESOURCE = "glossary.json";
    private static final Glossary STANDARD = load();

    private final Map<String, String> processors;
    private final Map<String, String> metrics;
    private final Map<String, String> settings;
    private final Map<String, String> profileEvents;

    private Glossary(Map<String, String> processors, Map<String, String> metrics, Map<String, String> settings,
                     Map<String, String> profileEvents) {
        this.processors = Map.copyOf(processors);
        this.metrics = Map.copyOf(metrics);
        this.settings = Map.copyOf(settings);
        this.profileEvents = Map.copyOf(profileEvents);
    }

    /** The glossary of MergeLab's engine: the resource plus the engine's settings and ProfileEvents. */
    public static Glossary standard() {
        return STANDARD;
    }

    public Optional<String> processor(String name) {
        return Optional.ofNullable(processors.get(name));
    }

    public Optional<String> metric(String name) {
        return Optional.ofNullable(metrics.get(name));
    }

    public Optional<String> setting(String name) {
        return Optional.ofNullable(settings.get(name));
    }

    public Optional<String> profileEvent(String name) {
        return Optional.ofNullable(profileEvents.get(name));
    }

    private static Glossary load() {
        try (InputStream in = Glossary.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The glossary resource " + RESOURCE + " is missing from the class path");
            }
            JsonNode root = new ObjectMapper().readTree(in);
            return new Glossary(texts(root.path("processors")), texts(root.path("metrics")),
                    EmbeddedEngineTerms.settings(), EmbeddedEngineTerms.profileEvents());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the glossary resource " + RESOURCE, e);
        }
    }

    private static Map<String, String> texts(JsonNode object) {
        Map<String, String> texts = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> texts.put(e.getKey(), e.getValue().asText()));
        return texts;
    }
}
