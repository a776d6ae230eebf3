package io.mergelab.profiler.store;

/** Table names as the query log gives them ({@code db.t}) and as people type them in a filter ({@code t} or {@code db.t}). */
final class TableNames {
    private TableNames() {
    }

    /** {@code t} for {@code db.t}; a name without a database is its own short name. */
    static String shortName(String table) {
        int dot = table.indexOf('.');
        return dot < 0 ? table : table.substring(dot + 1);
    }

    static boolean isQualified(String table) {
        return table.indexOf('.') >= 0;
    }
}
