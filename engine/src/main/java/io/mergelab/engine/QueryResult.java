package io.mergelab.engine;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.format.OutputFormat;
import io.mergelab.engine.format.OutputFormats;
import io.mergelab.engine.format.TextRows;
import io.mergelab.engine.type.DataType;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * The result of one statement: a header (names and types) and a stream of chunks, consumed once — as columnar
 * {@link #chunks()}, as text values ({@link #textChunks()}), or written in a ClickHouse output format
 * ({@link #writeTo}). Statements without a result set (DDL, INSERT) have an empty header. {@link #summary()} and
 * {@link #profile()} are complete once the chunks are drained or the result is closed.
 */
public final class QueryResult implements AutoCloseable {
    private final List<String> columnNames;
    private final List<DataType> columnTypes;
    private final Iterator<Chunk> chunks;
    private final Optional<String> format;
    private final ResultLifecycle lifecycle;

    /** Hooks of the executing query, for the engine that makes the result: its summary and how to stop it early. */
    public interface ResultLifecycle {
        QuerySummary summary();

        void close();

        /** The totals row of a WITH TOTALS query, known once the chunks were drained. */
        default Optional<Chunk> totals() {
            return Optional.empty();
        }

        /** The query's profile, once it ended. */
        default Optional<QueryProfile> profile() {
            return Optional.empty();
        }

        /** A SELECT's plan explained from its run, once it ended without error. */
        default Optional<PlanExplains> planExplains() {
            return Optional.empty();
        }
    }

    public QueryResult(List<String> columnNames, List<DataType> columnTypes, Iterator<Chunk> chunks,
                       Optional<String> format, ResultLifecycle lifecycle) {
        this.columnNames = List.copyOf(columnNames);
        this.columnTypes = List.copyOf(columnTypes);
        this.chunks = chunks;
        this.format = format;
        this.lifecycle = lifecycle;
    }

    /** Whether {@code name} is an output format {@link #writeTo} can write (case-sensitive, as in ClickHouse). */
    public static boolean supportsOutputFormat(String name) {
        return OutputFormats.isSupported(name);
    }

    public List<String> columnNames() {
        return columnNames;
    }

    public List<DataType> columnTypes() {
        return columnTypes;
    }

    /** The columns' ClickHouse type names, e.g. {@code UInt64}, {@code Nullable(String)}. */
    public List<String> columnTypeNames() {
        return columnTypes.stream().map(DataType::name).toList();
    }

    public boolean hasResultSet() {
        return !columnNames.isEmpty();
    }

    /** The chunks, streamed; may be iterated once. */
    public Iterator<Chunk> chunks() {
        return chunks;
    }

    /**
     * The chunks as text, streamed: per chunk a list of rows, each a list of values as TabSeparated prints them,
     * unescaped ({@code 42}, {@code 2024-01-31}, {@code ['a','b']}), and {@code null} for NULL; a value is formatted
     * when it is read. Shares the stream with {@link #chunks()}: use one of them.
     */
    public Iterator<List<List<String>>> textChunks() {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return chunks.hasNext();
            }

            @Override
            public List<List<String>> next() {
                return TextRows.of(chunks.next());
            }
        };
    }

    /**
     * The totals row of {@code GROUP BY ... WITH TOTALS} (one row, same columns as the result), kept apart from
     * the chunks as ClickHouse does; available once {@link #chunks()} was drained, empty for other queries.
     */
    public Optional<Chunk> totals() {
        return lifecycle.totals();
    }

    /** {@link #totals()} as text values, as {@link #textChunks()} gives rows. */
    public Optional<List<String>> totalsText() {
        return totals().filter(t -> t.rows() > 0).map(t -> TextRows.of(t).get(0));
    }

    /** The FORMAT named in the statement, if any. */
    public Optional<String> format() {
        return format;
    }

    /**
     * Writes the whole result to {@code out} as clickhouse-client prints it — in the statement's FORMAT when it
     * named one, else in {@code defaultFormat} — and closes the result; a statement without a result set writes
     * nothing. The stream is flushed, not closed. Unknown formats fail with UNKNOWN_FORMAT.
     */
    public QuerySummary writeTo(String defaultFormat, OutputStream out) {
        try (this) {
            if (hasResultSet()) {
                OutputFormat output = OutputFormats.open(format.orElse(defaultFormat), out);
                output.writeHeader(columnNames, columnTypes);
                while (chunks.hasNext()) {
                    output.writeChunk(chunks.next());
                }
                totals().ifPresent(output::writeTotals);
                output.finish(summary());
            }
        }
        return summary();
    }

    /** Drains the result into boxed rows (see {@link io.mergelab.engine.column.Values}); for tests and small results. */
    public List<List<Object>> rows() {
        List<List<Object>> out = new ArrayList<>();
        while (chunks.hasNext()) {
            Chunk c = chunks.next();
            for (int r = 0; r < c.rows(); r++) {
                List<Object> row = new ArrayList<>(c.columnCount());
                for (int i = 0; i < c.columnCount(); i++) {
                    row.add(c.column(i).get(r));
                }
                out.add(row);
            }
        }
        close();
        return out;
    }

    public QuerySummary summary() {
        return lifecycle.summary();
    }

    /**
     * The complete profile of the statement — what system.query_log and system.processors_profile_log record of
     * it — once its chunks were drained or the result closed; empty before that.
     */
    public Optional<QueryProfile> profile() {
        return lifecycle.profile();
    }

    /**
     * A SELECT that ran to its end (drained, or closed early) without error, explained as {@link Session#explainPlans}
     * explains a statement before it runs, but from this run: its own plan, pipeline and index analysis, so nothing is
     * planned or analysed again (the texts are made when asked, on the caller's thread). The texts equal those the
     * EXPLAINs give just before the run, except the Skip rows of a read that checked its skip indexes while reading
     * ({@code use_skip_indexes_on_data_read = 1}): they give the granules the run dropped (a granule a satisfied LIMIT
     * never reached counts as selected), and the read's {@code Parts} and {@code Granules} are what was left.
     * Empty for other statements, for a failed SELECT, and before the result was drained or closed.
     */
    public Optional<PlanExplains> planExplains() {
        return lifecycle.planExplains();
    }

    @Override
    public void close() {
        lifecycle.close();
    }
}
