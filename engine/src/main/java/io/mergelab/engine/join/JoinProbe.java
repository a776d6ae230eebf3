package io.mergelab.engine.join;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.expr.CompiledExpression;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One probe lane's cursor over a left chunk: looks up every row's key once, then emits (left row, right row)
 * pairs and gathers the output columns. A left chunk whose matches would exceed the block size is emitted in
 * several pieces, resuming mid-chain. Reuses its buffers; no per-row objects.
 *
 * <p>With a residual condition the key matches are only candidates: each piece of candidate pairs is gathered, the
 * condition evaluated over it, and only the pairs where it is true join (ANY: a left row's first such pair). The
 * left rows of a LEFT or FULL JOIN that no pair joined follow as one last piece with default right columns.
 */
public final class JoinProbe {
    private final HashJoin join;
    private final int maxBlockRows;
    private final boolean leftJoin;
    private final boolean any;
    private final boolean anyOncePerKey;
    private final KeyEncoder keys;
    private final boolean keysAreRows;
    /** RIGHT and FULL JOIN: marks of joined right rows; {@code null} otherwise. */
    private final byte[] usedRows;
    private final int[] firstRow;
    private final int[] nextRow;
    /** The right side's default row: what non-matched LEFT JOIN rows take. */
    private final int defaultRow;
    private final boolean keyless;
    private final boolean nullsOnLeft;
    private final boolean nullsOnRight;
    /** The residual condition over the joined columns, or {@code null}. */
    private final CompiledExpression condition;
    /** With a condition: per row of the current left chunk, non-zero once some pair of it joined. */
    private byte[] matched = new byte[0];
    /** With a condition, LEFT and FULL JOIN: the current chunk's unmatched left rows are still to be emitted. */
    private boolean defaultsPending;
    private int[] keyIds = new int[0];
    private int[] leftRows = new int[0];
    private int[] rightRows = new int[0];

    private Chunk left;
    private int position;
    /** The right row to continue with for left row {@link #position}, or -1 to start at its chain's head. */
    private int resumeRow = -1;

    JoinProbe(HashJoin join, int maxBlockRows) {
        this.join = join;
        this.maxBlockRows = Math.max(1, maxBlockRows);
        JoinSpec spec = join.spec();
        leftJoin = spec.isLeft();
        any = spec.isAny();
        anyOncePerKey = spec.isAnyOncePerKey();
        keys = new KeyEncoder(spec.layout());
        keysAreRows = join.keysAreRows();
        usedRows = join.usedRows();
        firstRow = join.firstRow();
        nextRow = join.nextRow();
        defaultRow = join.rightRows();
        keyless = spec.isKeyless();
        nullsOnLeft = spec.nullsOnLeft();
        nullsOnRight = spec.nullsOnRight();
        condition = spec.condition().orElse(null);
    }

    /** Starts probing {@code chunk}; any rest of the previous chunk is dropped. */
    public void start(Chunk chunk) {
        left = chunk;
        position = 0;
        resumeRow = -1;
        int rows = chunk.rows();
        if (keyIds.length < rows) {
            keyIds = new int[rows];
        }
        if (!keyless) {
            keys.encode(HashJoin.keyColumns(chunk.columns(), join.spec().leftKeys()), rows);
        }
        join.table().find(keys, rows, keyIds);
        if (condition != null) {
            if (matched.length < rows) {
                matched = new byte[rows];
            } else {
                Arrays.fill(matched, 0, rows, (byte) 0);
            }
            defaultsPending = leftJoin;
        }
    }

    /** Whether the current chunk has rows left to emit. */
    public boolean hasMore() {
        return left != null && (position < left.rows() || defaultsPending);
    }

    /** The next piece of output (possibly empty, when no row matched), at most max(block size, chunk rows) rows. */
    public Chunk next() {
        int rows = left.rows();
        int limit = Math.max(maxBlockRows, rows);
        if (leftRows.length < limit) {
            leftRows = new int[limit];
            rightRows = new int[limit];
        }
        if (condition != null) {
            Chunk out = position < rows ? joinedCandidates(rows, limit) : unmatchedLeftRows(rows);
            if (position >= rows && !defaultsPending) {
                left = null;
            }
            return out;
        }
        int start = position;
        int n;
        boolean leftAsIs;
        // all but emitAll take each left row at most once, in order: then all rows taken means the chunk as it is
        if (anyOncePerKey) {
            n = emitAnyInner(rows);
            leftAsIs = n == rows;
        } else if (keysAreRows) {
            n = emitUnique(rows);
            leftAsIs = n == rows;
        } else if (any) {
            n = emitAnyLeft(rows);
            leftAsIs = n == rows;
        } else {
            n = emitAll(rows, limit);
            leftAsIs = start == 0 && n == rows && isIdentity(n);
        }
        Chunk out = gather(n, leftAsIs);
        if (position >= rows) {
            left = null;
        }
        return out;
    }

    private int emitAll(int rows, int limit) {
        int[] lr = leftRows;
        int[] rr = rightRows;
        int n = 0;
        int i = position;
        while (i < rows && n < limit) {
            int r = resumeRow >= 0 ? resumeRow : keyIds[i] >= 0 ? firstRow[keyIds[i]] : -1;
            if (r < 0) {
                if (leftJoin) {
                    lr[n] = i;
                    rr[n++] = defaultRow;
                }
                i++;
                continue;
            }
            while (r >= 0 && n < limit) {
                lr[n] = i;
                rr[n++] = r;
                if (usedRows != null) {
                    usedRows[r] = 1;
                }
                r = nextRow[r];
            }
            resumeRow = r;
            if (r < 0) {
                i++;
            }
        }
        position = i;
        return n;
    }

    /** Distinct build keys: at most one match per left row, and the key id is the right row. */
    private int emitUnique(int rows) {
        int n = 0;
        for (int i = 0; i < rows; i++) {
            int k = keyIds[i];
            if (k >= 0) {
                leftRows[n] = i;
                rightRows[n++] = k;
                if (usedRows != null) {
                    usedRows[k] = 1;
                }
            } else if (leftJoin) {
                leftRows[n] = i;
                rightRows[n++] = defaultRow;
            }
        }
        position = rows;
        return n;
    }

    /** Each left row takes its key's first right row; without a match, a LEFT JOIN takes the default row. */
    private int emitAnyLeft(int rows) {
        int n = 0;
        for (int i = 0; i < rows; i++) {
            int k = keyIds[i];
            if (k >= 0 || leftJoin) {
                leftRows[n] = i;
                rightRows[n++] = k >= 0 ? firstRow[k] : defaultRow;
            }
        }
        position = rows;
        return n;
    }

    /** Each key joins once: the first left row to claim it, across all lanes, takes the key's first right row. */
    private int emitAnyInner(int rows) {
        int n = 0;
        for (int i = 0; i < rows; i++) {
            int k = keyIds[i];
            if (k >= 0 && join.claim(k)) {
                leftRows[n] = i;
                rightRows[n++] = keysAreRows ? k : firstRow[k];
            }
        }
        position = rows;
        return n;
    }

    /** The next candidate pairs that pass the condition; marks their left rows matched and right rows used. */
    private Chunk joinedCandidates(int rows, int limit) {
        int n = candidates(rows, limit);
        Chunk pairs = pairs(n, false);
        Column mask = condition.evaluate(pairs);
        long[] values = ((LongColumn) (mask instanceof NullableColumn nc ? nc.nested() : mask)).values();
        byte[] nulls = mask instanceof NullableColumn nc ? nc.nulls() : null;
        int kept = 0;
        for (int p = 0; p < n; p++) {
            int i = leftRows[p];
            if (values[p] == 0 || nulls != null && nulls[p] != 0 || any && matched[i] != 0) {
                continue;
            }
            matched[i] = 1;
            if (usedRows != null) {
                usedRows[rightRows[p]] = 1;
            }
            // kept <= p: the pair indexes overwrite only entries already read
            leftRows[kept++] = p;
        }
        return withNulls(kept == n ? pairs : pairs.take(leftRows, kept), false);
    }

    /** Every (left row, right row) pair with equal keys, in left row then build order, at most {@code limit}. */
    private int candidates(int rows, int limit) {
        int n = 0;
        int i = position;
        while (i < rows && n < limit) {
            int k = keyIds[i];
            int r = resumeRow >= 0 ? resumeRow : k < 0 ? -1 : keysAreRows ? k : firstRow[k];
            while (r >= 0 && n < limit) {
                leftRows[n] = i;
                rightRows[n++] = r;
                r = keysAreRows ? -1 : nextRow[r];
            }
            resumeRow = r;
            if (r < 0) {
                i++;
            }
        }
        position = i;
        return n;
    }

    /** LEFT and FULL JOIN with a condition: the chunk's left rows no pair joined, with the right side's defaults. */
    private Chunk unmatchedLeftRows(int rows) {
        defaultsPending = false;
        int n = 0;
        for (int i = 0; i < rows; i++) {
            if (matched[i] == 0) {
                leftRows[n] = i;
                rightRows[n++] = defaultRow;
            }
        }
        return gather(n, n == rows);
    }

    private boolean isIdentity(int n) {
        for (int i = 0; i < n; i++) {
            if (leftRows[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** Left columns as they are when every left row appears once in order, else gathered; right columns gathered. */
    private Chunk gather(int n, boolean leftAsIs) {
        return withNulls(pairs(n, leftAsIs), true);
    }

    /** The pairs' columns as the inputs have them (what the condition is compiled against). */
    private Chunk pairs(int n, boolean leftAsIs) {
        List<Column> right = join.rightColumns();
        List<Column> out = new ArrayList<>(left.columnCount() + right.size());
        for (Column c : left.columns()) {
            out.add(leftAsIs ? c : c.take(leftRows, n));
        }
        for (Column c : right) {
            out.add(c.take(rightRows, n));
        }
        return new Chunk(out, n);
    }

    /**
     * join_use_nulls: the Nullable sides of the output; right columns are NULL where the right row is the default
     * row ({@code rowsAligned}: {@link #rightRows} holds the chunk's right rows; otherwise none is the default row).
     */
    private Chunk withNulls(Chunk c, boolean rowsAligned) {
        if (!nullsOnLeft && !nullsOnRight) {
            return c;
        }
        int n = c.rows();
        int leftCount = c.columnCount() - join.rightColumns().size();
        List<Column> out = new ArrayList<>(c.columns());
        if (nullsOnLeft) {
            byte[] none = new byte[n];
            for (int i = 0; i < leftCount; i++) {
                out.set(i, JoinNulls.nullable(out.get(i), none));
            }
        }
        if (nullsOnRight) {
            byte[] nulls = new byte[n];
            for (int i = 0; rowsAligned && i < n; i++) {
                nulls[i] = (byte) (rightRows[i] == defaultRow ? 1 : 0);
            }
            for (int i = leftCount; i < out.size(); i++) {
                out.set(i, JoinNulls.nullable(out.get(i), nulls));
            }
        }
        return new Chunk(out, n);
    }
}
