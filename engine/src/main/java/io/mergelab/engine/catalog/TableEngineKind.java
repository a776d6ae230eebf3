package io.mergelab.engine.catalog;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** The table engines MergeLab implements. */
public enum TableEngineKind {
    MERGE_TREE("MergeTree"),
    REPLACING_MERGE_TREE("ReplacingMergeTree"),
    SUMMING_MERGE_TREE("SummingMergeTree"),
    COLLAPSING_MERGE_TREE("CollapsingMergeTree"),
    VERSIONED_COLLAPSING_MERGE_TREE("VersionedCollapsingMergeTree"),
    AGGREGATING_MERGE_TREE("AggregatingMergeTree"),
    MEMORY("Memory"),
    /** Keeps nothing: inserts only feed the table's materialized views. */
    NULL("Null"),
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
        return this == MERGE_TREE || collapsesRows();
    }

    /** A MergeTree whose merges (and FINAL reads) combine the rows of one sorting key. */
    public boolean collapsesRows() {
        return this == REPLACING_MERGE_TREE || this == SUMMING_MERGE_TREE || this == COLLAPSING_MERGE_TREE
                || this == VERSIONED_COLLAPSING_MERGE_TREE || this == AGGREGATING_MERGE_TREE;
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
