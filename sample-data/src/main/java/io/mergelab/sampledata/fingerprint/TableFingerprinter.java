package io.mergelab.sampledata.fingerprint;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Computes a table's {@link Fingerprint} through SQL on a {@link Session}, so it works on any table the session can
 * read.
 *
 * <ul>
 *   <li>Rows, distinct estimates, min/max and NULL shares come from one aggregate query: {@code count()},
 *   {@code uniq(c)} (an estimate, exact up to 65,536 values; arrays, tuples and maps are counted by their text form),
 *   {@code min(c)} / {@code max(c)} as text for ordered types, {@code countIf(isNull(c)) / count()} for Nullable
 *   columns.</li>
 *   <li>The sorting key is {@code system.tables.sorting_key}.</li>
 *   <li><b>Sortedness</b> of a column is the share of adjacent row pairs, reading the table in storage order, whose
 *   values do not decrease. Storage order is the order of a single-stream read ({@code max_threads = 1}): active parts
 *   by partition id and then block number, rows in part order. Values compare as ClickHouse orders them (NULLs and
 *   NaNs last). 1.0 means every pair is in order (the first sorting-key column of a table with one part); random
 *   values give about 0.5; a strictly decreasing column gives 0. Fewer than two rows count as sorted (1.0).</li>
 *   <li><b>Key sortedness</b> is the same share for the sorting-key tuple compared element by element. Within a part
 *   every pair is in key order, so what lowers it are part borders where the next part's keys start below the last
 *   one's: overlapping parts.</li>
 *   <li>Tables above {@link Sampling#thresholdRows()} rows are sampled (see {@link Sampling}): pairs are counted only
 *   inside a few evenly spaced windows of the storage order, and {@link Fingerprint#sampledRows()} says how many
 *   rows that was.</li>
 * </ul>
 */
public final class TableFingerprinter {
    private final Sampling sampling;

    public TableFingerprinter(Sampling sampling) {
        this.sampling = sampling;
    }

    /** The fingerprint of {@code qualifiedTable} ({@code db.t}, or {@code t} in the session's database), default sampling. */
    public static Fingerprint of(Session session, String qualifiedTable) {
        return new TableFingerprinter(Sampling.DEFAULT).fingerprint(session, qualifiedTable);
    }

    /** Fails with UNKNOWN_DATABASE or UNKNOWN_TABLE when the table does not exist. */
    public Fingerprint fingerprint(Session session, String qualifiedTable) {
        TableName table = TableName.parse(qualifiedTable, session.currentDatabase());
        TableInfo info = TableInfo.read(session, table);
        List<String> names;
        List<DataType> types;
        try (QueryResult header = session.execute("SELECT * FROM " + table.sql() + " LIMIT 0")) {
            names = header.columnNames();
            types = header.columnTypes();
        }
        ColumnStatistics stats = ColumnStatistics.query(session, table, names, types, info.knownEmpty());
        Sortedness order = sortedness(session, table, names, info.sortingKey(), stats.rows());
        List<ColumnFingerprint> columns = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            columns.add(new ColumnFingerprint(names.get(i), types.get(i).name(), stats.distinct(i), stats.min(i),
                    stats.max(i), stats.nullFraction(i), order.columns()[i].share()));
        }
        Double keySortedness = order.key() == null ? null : order.key().share();
        return new Fingerprint(table.qualified(), stats.rows(), info.parts(), info.sortingKey(), keySortedness,
                order.comparedRows(), columns);
    }

    /** The counters of the columns (and of the sorting key, null without one) after the pass, and the rows seen. */
    private record Sortedness(AdjacentPairs[] columns, AdjacentPairs key, long comparedRows) {
    }

    private Sortedness sortedness(Session session, TableName table, List<String> names, String sortingKey, long rows) {
        boolean hasKey = !sortingKey.isBlank();
        AdjacentPairs[] counters = new AdjacentPairs[names.size() + (hasKey ? 1 : 0)];
        for (int i = 0; i < counters.length; i++) {
            counters[i] = new AdjacentPairs();
        }
        String select = names.stream().map(TableName::quote).collect(Collectors.joining(", "))
                + (hasKey ? ", tuple(" + sortingKey + ")" : "");
        long[] starts = sampling.windowStarts(rows);
        long length = sampling.windowLength(rows);
        long compared = 0;
        // One stream reads the parts one after another, each in its row order: the storage order.
        try (QueryResult result = session.execute("SELECT " + select + " FROM " + table.sql() + " SETTINGS max_threads = 1")) {
            Iterator<Chunk> chunks = result.chunks();
            long position = 0;
            int w = 0;
            while (w < starts.length && chunks.hasNext()) {
                Chunk chunk = chunks.next();
                long end = position + chunk.rows();
                while (w < starts.length) {
                    long windowEnd = starts[w] + Math.min(length, Long.MAX_VALUE - starts[w]);
                    long from = Math.max(starts[w], position);
                    long to = Math.min(windowEnd, end);
                    if (from < to) {
                        for (int i = 0; i < counters.length; i++) {
                            counters[i].add(chunk.column(i), (int) (from - position), (int) (to - position), from > starts[w]);
                        }
                        compared += to - from;
                    }
                    if (windowEnd > end) {
                        break;
                    }
                    w++;
                }
                position = end;
            }
        }
        AdjacentPairs[] columns = Arrays.copyOf(counters, names.size());
        return new Sortedness(columns, hasKey ? counters[names.size()] : null, compared);
    }
}
