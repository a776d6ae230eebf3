package io.mergelab.engine.catalog;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** The table engines MergeLab implements. */
public enum TableEngineKind {
    MERGE_TREE("MergeTree"),
    REPLACING_MERGE_TREE("ReplacingMergeTree"),
    MEMORY("Memory"),
    VIEW("View"),
    MATERIALIZED_VIEW("MaterializedView");

    private final String sqlName;

    TableEngineKind(String sqlName) {
        this.sqlName = sqlName;
    }

    public String sqlName() {
        return sqlName;
    }

    public boolean isMergeTree() {
        return this == MERGE_TREE || this == REPLACING_MERGE_TREE;
    }

    /** A view or materialized view: the catalog entry of a query, not of data. */
    public boolean isView() {
        return this == VIEW || this == MATERIALIZED_VIEW;
    }

    /** A table engine named in CREATE TABLE (views are created by CREATE VIEW, not named as engines). */
    public static TableEngineKind of(String name) {
        for (TableEngineKind k : values()) {
            if (k.sqlName.equals(name) && !k.isView()) {
                return k;
            }
        }
        throw new MergeLabException(ErrorCode.UNKNOWN_STORAGE, "Unknown table engine " + name);
    }
}
