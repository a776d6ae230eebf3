package io.mergelab.engine.join;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.plan.step.JoinStep;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/** Builds and runs join pipelines over in-memory chunks, and the nested-loop reference they are checked against. */
final class JoinTesting {
    private JoinTesting() {
    }

    /** The result of one run: rows (boxed) and the processors' stats. */
    record Run(List<List<Object>> rows, List<ProcessorStats> stats) {
    }

    static Header header(String... namesAndTypes) {
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < namesAndTypes.length; i += 2) {
            names.add(namesAndTypes[i]);
            types.add(DataType.parse(namesAndTypes[i + 1]));
        }
        return new Header(names, types);
    }

    static Chunk chunk(Header h, List<List<Object>> rows) {
        List<Column> cols = new ArrayList<>();
        for (int c = 0; c < h.size(); c++) {
            ColumnBuilder b = ColumnBuilder.create(h.types().get(c), rows.size());
            for (List<Object> row : rows) {
                b.appendValue(row.get(c));
            }
            cols.add(b.build());
        }
        return new Chunk(cols, rows.size());
    }

    /** Splits rows into {@code lanes} lanes of chunks of at most {@code chunkRows} rows, dealt round-robin. */
    static List<List<Chunk>> lanes(Header h, List<List<Object>> rows, int lanes, int chunkRows) {
        List<List<Chunk>> out = new ArrayList<>();
        for (int l = 0; l < lanes; l++) {
            out.add(new ArrayList<>());
        }
        int lane = 0;
        for (int from = 0; from < rows.size(); from += chunkRows) {
            out.get(lane).add(chunk(h, rows.subList(from, Math.min(rows.size(), from + chunkRows))));
            lane = (lane + 1) % lanes;
        }
        return out;
    }

    static PipelineContext context(int threads, int blockRows) {
        Settings s = Settings.queryDefaults().with("max_threads", String.valueOf(threads))
                .with("max_block_size", String.valueOf(blockRows));
        return new PipelineContext(s, null, new ReadCounters(), () -> false);
    }

    static Run run(JoinStep join, int threads, int blockRows) {
        QueryPipeline p = new QueryPlan(join).buildPipeline(context(threads, blockRows));
        p.start(threads, "join-test", () -> false);
        List<List<Object>> rows = new ArrayList<>();
        Iterator<Chunk> it = p.results();
        while (it.hasNext()) {
            rows.addAll(rowsOf(it.next()));
        }
        return new Run(rows, p.stats());
    }

    static List<List<Object>> rowsOf(Chunk c) {
        List<List<Object>> out = new ArrayList<>(c.rows());
        for (int r = 0; r < c.rows(); r++) {
            List<Object> row = new ArrayList<>(c.columnCount());
            for (Column col : c.columns()) {
                row.add(col.get(r));
            }
            out.add(row);
        }
        return out;
    }

    /**
     * The join by nested loops, in left order, then (RIGHT, FULL) the right rows never joined. ANY INNER keeps, per key, only the first left row (in left order)
     * with the key's first right row.
     */
    static List<List<Object>> nestedLoop(List<List<Object>> left, Header leftHeader, List<List<Object>> right,
                                         Header rightHeader, JoinClause.Kind kind, JoinClause.Strictness strictness,
                                         int[] leftKeys, int[] rightKeys) {
        List<Object> defaults = defaults(rightHeader);
        boolean any = strictness == JoinClause.Strictness.ANY;
        boolean keepLeft = kind == JoinClause.Kind.LEFT || kind == JoinClause.Kind.FULL;
        boolean keepRight = kind == JoinClause.Kind.RIGHT || kind == JoinClause.Kind.FULL;
        boolean[] rightJoined = new boolean[right.size()];
        List<List<Object>> usedKeys = new ArrayList<>();
        List<List<Object>> out = new ArrayList<>();
        for (List<Object> l : left) {
            boolean matched = false;
            for (int ri = 0; ri < right.size(); ri++) {
                List<Object> r = right.get(ri);
                if (!keysEqual(l, r, leftKeys, rightKeys)) {
                    continue;
                }
                if (any && kind == JoinClause.Kind.INNER) {
                    List<Object> key = key(l, leftKeys);
                    if (usedKeys.contains(key)) {
                        matched = true;
                        break;
                    }
                    usedKeys.add(key);
                }
                out.add(concat(l, r));
                rightJoined[ri] = true;
                matched = true;
                if (any) {
                    break;
                }
            }
            if (!matched && keepLeft) {
                out.add(concat(l, defaults));
            }
        }
        if (keepRight) {
            List<Object> leftDefaults = defaults(leftHeader);
            for (int ri = 0; ri < right.size(); ri++) {
                if (!rightJoined[ri]) {
                    out.add(concat(leftDefaults, right.get(ri)));
                }
            }
        }
        return out;
    }

    private static List<Object> defaults(Header h) {
        List<Object> out = new ArrayList<>();
        for (DataType t : h.types()) {
            ColumnBuilder b = ColumnBuilder.create(t, 1);
            b.appendDefault();
            out.add(b.build().get(0));
        }
        return out;
    }

    private static List<Object> key(List<Object> row, int[] keys) {
        List<Object> k = new ArrayList<>();
        for (int i : keys) {
            k.add(row.get(i));
        }
        return k;
    }

    private static boolean keysEqual(List<Object> l, List<Object> r, int[] leftKeys, int[] rightKeys) {
        for (int i = 0; i < leftKeys.length; i++) {
            Object a = l.get(leftKeys[i]);
            Object b = r.get(rightKeys[i]);
            if (a == null || b == null || !Objects.equals(a, b)) {
                return false;
            }
        }
        return true;
    }

    private static List<Object> concat(List<Object> a, List<Object> b) {
        List<Object> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
