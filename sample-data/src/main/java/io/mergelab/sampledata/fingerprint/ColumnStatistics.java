package io.mergelab.sampledata.fingerprint;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import java.util.List;

/**
 * The aggregate half of a fingerprint, from one query: {@code count()}, then per column {@code uniq}, min and max as
 * text (ordered types only) and the NULL count (Nullable columns only).
 */
final class ColumnStatistics {
    private final long rows;
    private final long[] distinct;
    private final String[] min;
    private final String[] max;
    private final long[] nulls;

    private ColumnStatistics(long rows, int columns) {
        this.rows = rows;
        this.distinct = new long[columns];
        this.min = new String[columns];
        this.max = new String[columns];
        this.nulls = new long[columns];
    }

    /**
     * Runs the query over {@code table}; a table {@code knownEmpty} is not queried (aggregates over no rows give
     * default values, and an Enum's default may not be one of its names).
     */
    static ColumnStatistics query(Session session, TableName table, List<String> names, List<DataType> types,
                                  boolean knownEmpty) {
        if (knownEmpty) {
            return new ColumnStatistics(0, names.size());
        }
        StringBuilder sql = new StringBuilder("SELECT count()");
        for (int i = 0; i < names.size(); i++) {
            String c = TableName.quote(names.get(i));
            DataType t = types.get(i);
            // uniq takes scalars and the engine cannot hash composite values: count those by their text.
            sql.append(", uniq(").append(composite(t) ? "toString(" + c + ")" : c).append(')');
            if (ordered(t)) {
                sql.append(", toString(min(").append(c).append(")), toString(max(").append(c).append("))");
            }
            if (t.isNullable()) {
                sql.append(", countIf(isNull(").append(c).append("))");
            }
        }
        sql.append(" FROM ").append(table.sql());
        List<Object> row;
        try (QueryResult r = session.execute(sql.toString())) {
            row = r.rows().get(0);
        }
        ColumnStatistics s = new ColumnStatistics(((Number) row.get(0)).longValue(), names.size());
        int at = 1;
        for (int i = 0; i < names.size(); i++) {
            DataType t = types.get(i);
            s.distinct[i] = ((Number) row.get(at++)).longValue();
            if (ordered(t)) {
                // over no rows min and max are the type's default, not values of the column
                String lo = (String) row.get(at++);
                String hi = (String) row.get(at++);
                s.min[i] = s.rows == 0 ? null : lo;
                s.max[i] = s.rows == 0 ? null : hi;
            }
            if (t.isNullable()) {
                s.nulls[i] = ((Number) row.get(at++)).longValue();
            }
        }
        return s;
    }

    long rows() {
        return rows;
    }

    long distinct(int column) {
        return distinct[column];
    }

    String min(int column) {
        return min[column];
    }

    String max(int column) {
        return max[column];
    }

    double nullFraction(int column) {
        return rows == 0 ? 0 : (double) nulls[column] / rows;
    }

    private static boolean composite(DataType type) {
        DataType t = type.unwrapLowCardinality();
        return t instanceof ArrayType || t instanceof TupleType || t instanceof MapType;
    }

    private static boolean ordered(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            t = n.nested().unwrapLowCardinality();
        }
        return !composite(t) && !(t instanceof NothingType);
    }
}
