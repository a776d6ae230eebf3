package io.mergelab.engine.catalog;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** The table engines MergeLab implements. */
public enum TableEngineKind {
    MERGE_TREE("MergeTree"),
    REPLACING_MERGE_TREE("ReplacingMergeTree"),
    MEMORY("Memory");

    private final String sqlName;

    TableEngineKind(String sqlName) {
        this.sqlName = sqlName;
    }

    public String sqlName() {
        return sqlName;
    }

    public boolean isMergeTree() {
        return this != MEMORY;
    }

    public static TableEngineKind of(String name) {
        for (TableEngineKind k : values()) {
            if (k.sqlName.equals(name)) {
                return k;
            }
        }
        throw new MergeLabException(ErrorCode.UNKNOWN_STORAGE, "Unknown table engine " + name);
    }
}
