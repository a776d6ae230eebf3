package io.mergelab.profiler.glossary;

import io.mergelab.engine.ProfileEventDescription;
import io.mergelab.engine.SettingDescription;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The embedded engine's own descriptions of its settings and ProfileEvents, by name. The only part of the glossary
 * that reads the engine; a MergeTree setting shares a name with no query setting, so one map holds both tiers.
 */
final class EmbeddedEngineTerms {
    private EmbeddedEngineTerms() {
    }

    static Map<String, String> settings() {
        Map<String, String> texts = new LinkedHashMap<>();
        SettingDescription.all().forEach(s -> texts.putIfAbsent(s.name(), s.description()));
        return texts;
    }

    static Map<String, String> profileEvents() {
        Map<String, String> texts = new LinkedHashMap<>();
        ProfileEventDescription.all().forEach(e -> texts.put(e.name(), e.description()));
        return texts;
    }
}
