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
    /** Whether the global switch is off because of a SYSTEM STOP MERGES (not because the engine started that way). */
    private boolean globallyStoppedByCommand;
    private final Map<String, Boolean> perTable = new HashMap<>();

    MergeSwitches(boolean globallyEnabled) {
        this.globallyEnabled = globallyEnabled;
    }

    synchronized void setAll(boolean enabled) {
        globallyEnabled = enabled;
        globallyStoppedByCommand = !enabled;
        perTable.clear();
    }

    synchronized void set(String tableUuid, boolean enabled) {
        perTable.put(tableUuid, enabled);
    }

    synchronized boolean enabled(String tableUuid) {
        return perTable.getOrDefault(tableUuid, globallyEnabled);
    }

    /** Whether a {@code SYSTEM STOP MERGES} (for all tables or this one) is in force for the table. */
    synchronized boolean stoppedByCommand(String tableUuid) {
        Boolean table = perTable.get(tableUuid);
        return table != null ? !table : globallyStoppedByCommand;
    }
}
