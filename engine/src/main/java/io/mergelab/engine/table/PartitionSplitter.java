package io.mergelab.engine.table;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups the rows of an insert block by partition-key value, keeping row order inside each group
 * (ClickHouse writes one part per partition per block).
 */
final class PartitionSplitter {
    private PartitionSplitter() {
    }

    /** A group: the partition key's boxed values and the rows that carry them. */
    record Group(List<Object> values, int[] rows, int count) {
    }

    static List<Group> split(List<Column> keyColumns, int rows) {
        if (keyColumns.size() == 1 && keyColumns.get(0) instanceof LongColumn c) {
            return splitLong(c, rows);
        }
        Map<List<Object>, IntList> groups = new LinkedHashMap<>();
        for (int r = 0; r < rows; r++) {
            List<Object> key = new ArrayList<>(keyColumns.size());
            for (Column c : keyColumns) {
                key.add(c.get(r));
            }
            groups.computeIfAbsent(key, k -> new IntList()).add(r);
        }
        List<Group> out = new ArrayList<>(groups.size());
        groups.forEach((k, v) -> out.add(new Group(k, v.values, v.size)));
        return out;
    }

    private static List<Group> splitLong(LongColumn column, int rows) {
        long[] v = column.values();
        Map<Long, IntList> groups = new HashMap<>();
        List<Long> order = new ArrayList<>();
        IntList last = null;
        long lastKey = 0;
        for (int r = 0; r < rows; r++) {
            if (last == null || v[r] != lastKey) {
                lastKey = v[r];
                last = groups.get(lastKey);
                if (last == null) {
                    last = new IntList();
                    groups.put(lastKey, last);
                    order.add(lastKey);
                }
            }
            last.add(r);
        }
        List<Group> out = new ArrayList<>(order.size());
        for (Long k : order) {
            IntList g = groups.get(k);
            out.add(new Group(List.of(column.get(g.values[0])), g.values, g.size));
        }
        return out;
    }

    private static final class IntList {
        int[] values = new int[64];
        int size;

        void add(int v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }
    }
}
