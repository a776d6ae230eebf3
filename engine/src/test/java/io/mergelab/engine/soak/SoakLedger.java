package io.mergelab.engine.soak;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the soak's writers know the tables must hold. An insert is "started" before it is sent and "acknowledged"
 * once the engine returned without error; a query that ran between two moments must see at least what was
 * acknowledged before it began and at most what was started before it ended.
 */
public final class SoakLedger {
    /** Rows of {@code soak.ev} with doomed = 0 (the DELETE mutations remove only doomed = 1 rows). */
    final AtomicLong liveStarted = new AtomicLong();
    final AtomicLong liveAcknowledged = new AtomicLong();
    /** Versions of {@code soak.rep}: one global sequence, so every row of every insert has its own version. */
    final AtomicLong nextVersion = new AtomicLong(1);
    private final ConcurrentHashMap<Long, Long> startedVersion = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Long, Long> acknowledgedVersion = new ConcurrentHashMap<>();

    void startVersion(long key, long version) {
        startedVersion.merge(key, version, Math::max);
    }

    void acknowledgeVersion(long key, long version) {
        acknowledgedVersion.merge(key, version, Math::max);
    }

    /** The highest acknowledged version of each key, copied now. */
    Map<Long, Long> acknowledgedVersions() {
        return new HashMap<>(acknowledgedVersion);
    }

    /** The highest started version of each key, copied now. */
    Map<Long, Long> startedVersions() {
        return new HashMap<>(startedVersion);
    }

    /** The value column of {@code soak.rep} is a function of key and version, so a row mixed from two is seen. */
    static long valueOf(long key, long version) {
        return key * 1_000_003L + version;
    }
}
