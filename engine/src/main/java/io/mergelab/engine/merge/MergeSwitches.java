package io.mergelab.engine.merge;

import java.util.HashMap;
import java.util.Map;

/**
 * Which tables may merge in the background: {@code SYSTEM STOP / START MERGES} for all tables or for one (by the
 * table's UUID, so the switch survives RENAME; a recreated table starts afresh). A switch for one table overrides the
 * global one until the next global command, which applies to every table again, including tables created later.
 */
final class MergeSwitches {
    private boolean globallyEnabled;
    private final Map<String, Boolean> perTable = new HashMap<>();

    MergeSwitches(boolean globallyEnabled) {
        this.globallyEnabled = globallyEnabled;
    }

    synchronized void setAll(boolean enabled) {
        globallyEnabled = enabled;
        perTable.clear();
    }

    synchronized void set(String tableUuid, boolean enabled) {
        perTable.put(tableUuid, enabled);
    }

    synchronized boolean enabled(String tableUuid) {
        return perTable.getOrDefault(tableUuid, globallyEnabled);
    }
}
