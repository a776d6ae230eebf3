package io.mergelab.sampledata.fingerprint;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;

/** What system.tables says of the table; it not being there is the UNKNOWN_TABLE error. */
record TableInfo(String sortingKey, Long totalRows, long parts) {
    static TableInfo read(Session session, TableName table) {
        String where = " WHERE database = " + TableName.literal(table.database()) + " AND name = " + TableName.literal(table.name());
        List<List<Object>> rows;
        try (QueryResult r = session.execute("SELECT sorting_key, total_rows, parts FROM system.tables" + where)) {
            rows = r.rows();
        }
        if (rows.isEmpty()) {
            boolean databaseExists;
            try (QueryResult r = session.execute("SELECT count() FROM system.databases WHERE name = "
                    + TableName.literal(table.database()))) {
                databaseExists = ((Number) r.rows().get(0).get(0)).longValue() > 0;
            }
            throw databaseExists
                    ? new MergeLabException(ErrorCode.UNKNOWN_TABLE, "Table " + table.qualified() + " does not exist")
                    : new MergeLabException(ErrorCode.UNKNOWN_DATABASE, "Database " + table.database() + " does not exist");
        }
        List<Object> row = rows.get(0);
        Number parts = (Number) row.get(2);
        return new TableInfo((String) row.get(0), row.get(1) == null ? null : ((Number) row.get(1)).longValue(),
                parts == null ? 0 : parts.longValue());
    }

    /** Known to hold no rows (MergeTree tables report their row count; others do not). */
    boolean knownEmpty() {
        return totalRows != null && totalRows == 0;
    }
}
