package io.mergelab.profiler.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Defensive map copies for the records that keep insertion order, because people read settings in that order. */
final class OrderedMaps {
    private OrderedMaps() {
    }

    static <K, V> Map<K, V> copyOf(Map<K, V> map) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }
}
