package io.mergelab.sampledata.scenario;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Unmodifiable copies that keep the file's order (settings are rendered in it), null read as empty. */
final class OrderedMaps {
    private OrderedMaps() {
    }

    static Map<String, String> copyOf(Map<String, String> map) {
        return map == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }
}
