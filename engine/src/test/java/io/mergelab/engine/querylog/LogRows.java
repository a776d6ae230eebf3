package io.mergelab.engine.querylog;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.storage.PartColumn;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads one column of a log's rows as boxed values, for assertions. */
final class LogRows {
    private LogRows() {
    }

    static List<Object> column(Chunk rows, List<PartColumn> columns, String name) {
        int index = -1;
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).name().equals(name)) {
                index = i;
            }
        }
        if (index < 0) {
            throw new IllegalArgumentException("no column " + name);
        }
        List<Object> out = new ArrayList<>(rows.rows());
        for (int r = 0; r < rows.rows(); r++) {
            out.add(rows.column(index).get(r));
        }
        return out;
    }

    /** A boxed Map value (a list of [key, value] entries) as a Java map, for assertions on maps without repeated keys. */
    static Map<Object, Object> asMap(Object value) {
        Map<Object, Object> out = new LinkedHashMap<>();
        for (Object entry : (List<?>) value) {
            List<?> kv = (List<?>) entry;
            out.put(kv.get(0), kv.get(1));
        }
        return out;
    }

    static List<Object> queryLog(QueryLogs logs, String name) {
        return column(logs.queryLogRows(), logs.queryLogColumns(), name);
    }

    static List<Object> processorsLog(QueryLogs logs, String name) {
        return column(logs.processorsProfileLogRows(), logs.processorsProfileLogColumns(), name);
    }
}
