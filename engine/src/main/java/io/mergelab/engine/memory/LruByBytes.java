package io.mergelab.engine.memory;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * Cache entries held within a byte budget: adding one evicts the least recently used others until the summed sizes
 * fit (the new entry stays even if it alone is over). Sizes are taken when entries are added, so values must not
 * change size while cached. Not thread-safe: the caches using it lock around every call.
 */
public final class LruByBytes<K, V> {
    private final long maxBytes;
    private final ToLongFunction<V> sizeOf;
    private final LinkedHashMap<K, V> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long bytes;

    public LruByBytes(long maxBytes, ToLongFunction<V> sizeOf) {
        this.maxBytes = maxBytes;
        this.sizeOf = sizeOf;
    }

    /** The entry of {@code key}, now the most recently used; null when there is none. */
    public V get(K key) {
        return entries.get(key);
    }

    /** Adds or replaces the entry of {@code key}, then evicts least recently used others past the budget. */
    public void put(K key, V value) {
        V old = entries.put(key, value);
        if (old != null) {
            bytes -= sizeOf.applyAsLong(old);
        }
        bytes += sizeOf.applyAsLong(value);
        Iterator<Map.Entry<K, V>> it = entries.entrySet().iterator();
        while (bytes > maxBytes && it.hasNext()) {
            Map.Entry<K, V> eldest = it.next();
            if (eldest.getKey().equals(key)) {
                continue;
            }
            bytes -= sizeOf.applyAsLong(eldest.getValue());
            it.remove();
        }
    }

    /** Removes every entry whose key matches. */
    public void removeIf(Predicate<K> keyMatches) {
        Iterator<Map.Entry<K, V>> it = entries.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<K, V> e = it.next();
            if (keyMatches.test(e.getKey())) {
                bytes -= sizeOf.applyAsLong(e.getValue());
                it.remove();
            }
        }
    }

    /** Visits every entry, least recently used first, without touching their recency. */
    public void forEach(BiConsumer<K, V> visitor) {
        entries.forEach(visitor);
    }

    public void clear() {
        entries.clear();
        bytes = 0;
    }

    public long bytes() {
        return bytes;
    }

    public int size() {
        return entries.size();
    }
}
