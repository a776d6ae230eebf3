package io.mergelab.profiler.connect;

import io.mergelab.engine.PlanExplains;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.QuerySummary;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * An engine result as a {@link TargetResult}: ClickHouse type names, chunks as text rows, and engine failures raised
 * while the rows stream turned into {@link TargetException}s like those of the statement's start.
 */
final class EmbeddedResult implements TargetResult {
    private final QueryResult result;
    private final List<ResultColumn> columns;

    EmbeddedResult(QueryResult result) {
        this.result = result;
        List<String> names = result.columnNames();
        this.columns = IntStream.range(0, names.size())
                .mapToObj(i -> new ResultColumn(names.get(i), result.columnTypeNames().get(i)))
                .toList();
    }

    @Override
    public List<ResultColumn> columns() {
        return columns;
    }

    @Override
    public Iterator<List<List<String>>> chunks() {
        Iterator<List<List<String>>> chunks = result.textChunks();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return EmbeddedTarget.translated(chunks::hasNext);
            }

            @Override
            public List<List<String>> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return EmbeddedTarget.translated(chunks::next);
            }
        };
    }

    @Override
    public Optional<List<String>> totals() {
        return result.totalsText();
    }

    /** The run explained from itself, once it ended without error (see {@code QueryResult.planExplains}). */
    Optional<PlanExplains> planExplains() {
        return result.planExplains();
    }

    @Override
    public ResultSummary summary() {
        return summaryOf(EmbeddedTarget.translated(result::summary));
    }

    @Override
    public void close() {
        EmbeddedTarget.translated(() -> {
            result.close();
            return null;
        });
    }

    static ResultSummary summaryOf(QuerySummary s) {
        return new ResultSummary(s.queryId(), s.elapsedNanos(), s.readRows(), s.readBytes(), s.writtenRows(),
                s.writtenBytes(), s.resultRows(), s.peakMemoryBytes());
    }
}
