package io.mergelab.engine.join;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.memory.MemoryTracker;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * One execution's hash join, shared by the build processor and every probe lane (ClickHouse's {@code HashJoin}).
 * The build side's chunks are collected, then {@link #finishBuild()} concatenates them into one column per right
 * column (plus one extra row of default values, which non-matched LEFT JOIN rows point at) and builds the key
 * table and the row chains. After that the join is read-only, except the "key already used" flags of
 * ANY INNER JOIN, which are atomic.
 *
 * <p>Rows with the same key are chained in build order: {@code firstRow[key]}, then {@code nextRow[row]} until -1.
 * ANY takes the first row of the chain (ClickHouse's default {@code join_any_take_last_row = 0}). When every build
 * row has its own key (the common dimension-table case), the key id is the row and there are no chains.
 */
public final class HashJoin {
    private final JoinSpec spec;
    private final MemoryTracker memory;
    /** Probe lanes still running; the last one to finish emits the non-joined right rows (RIGHT, FULL). */
    private final AtomicInteger activeLanes;
    private List<Chunk> buildChunks = new ArrayList<>();
    private long bufferedBytes;
    private long buildRowCount;

    private List<Column> rightColumns;
    private int rightRows;
    private KeyTable table;
    private int[] firstRow;
    private int[] nextRow;
    private AtomicIntegerArray usedKeys;
    /** RIGHT and FULL JOIN: per right row, non-zero once some left row joined it (set-only, so plain writes). */
    private byte[] usedRows;
    /** All build keys distinct and non-NULL: key id = right row, no chains needed. */
    private boolean keysAreRows;
    private boolean built;

    /**
     * @param probeLanes how many {@link JoinProbe}s (JoiningTransforms) will probe this join
     * @param memory the query's tracker: it counts the buffered right side, then the built join, which is held
     *               until the query ends; past {@code max_memory_usage} the build fails with MEMORY_LIMIT_EXCEEDED
     */
    public HashJoin(JoinSpec spec, int probeLanes, MemoryTracker memory) {
        this.spec = spec;
        this.activeLanes = new AtomicInteger(probeLanes);
        this.memory = memory;
    }

    public JoinSpec spec() {
        return spec;
    }

    /** Adds a chunk of the right side. Build thread only, before {@link #finishBuild()}. */
    public void addRightChunk(Chunk chunk) {
        if (chunk.rows() == 0) {
            return;
        }
        long bytes = chunk.byteSize();
        memory.alloc(bytes);
        buildChunks.add(chunk);
        bufferedBytes += bytes;
        buildRowCount += chunk.rows();
    }

    /** Concatenates the right side and builds the key table; the join is read-only afterwards. */
    public void finishBuild() {
        if (buildRowCount >= Integer.MAX_VALUE - 1) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                    "The right side of a JOIN has " + buildRowCount + " rows; the hash join holds at most 2^31 - 2");
        }
        rightRows = (int) buildRowCount;
        List<DataType> types = spec.right().types();
        rightColumns = new ArrayList<>(types.size());
        for (int c = 0; c < types.size(); c++) {
            ColumnBuilder b = ColumnBuilder.create(types.get(c), rightRows + 1);
            for (Chunk chunk : buildChunks) {
                Column col = chunk.column(c);
                for (int r = 0; r < chunk.rows(); r++) {
                    b.appendFrom(col, r);
                }
            }
            b.appendDefault();
            rightColumns.add(b.build());
        }
        buildChunks = null;

        int[] keyIds = new int[rightRows];
        if (spec.isKeyless()) {
            table = new SingleKeyTable(rightRows);
            table.insertAll(null, rightRows, keyIds);
        } else {
            KeyEncoder keys = new KeyEncoder(spec.layout());
            keys.encode(keyColumns(rightColumns, spec.rightKeys()), rightRows);
            table = KeyTable.build(keys, rightRows, keyIds);
        }
        chainRows(keyIds);
        if (spec.isAnyOncePerKey()) {
            usedKeys = new AtomicIntegerArray(table.size());
        }
        if (spec.isRight()) {
            usedRows = new byte[rightRows];
        }
        // the chunks were only concatenated: count the columns and table, then give back the chunks
        memory.alloc(builtBytes());
        memory.free(bufferedBytes);
        built = true;
    }

    private void chainRows(int[] keyIds) {
        int keys = table.size();
        if (keys == rightRows) {
            // every row has its own non-NULL key, and ids are given in row order: the key id is the row
            keysAreRows = true;
            return;
        }
        firstRow = new int[keys];
        Arrays.fill(firstRow, -1);
        // ANY takes the first row of a key; with a condition, the first row for which it holds: then all are chained
        if (spec.isAny() && spec.condition().isEmpty()) {
            for (int row = rightRows - 1; row >= 0; row--) {
                if (keyIds[row] >= 0) {
                    firstRow[keyIds[row]] = row;
                }
            }
            return;
        }
        nextRow = new int[rightRows];
        int[] lastRow = new int[keys];
        for (int row = 0; row < rightRows; row++) {
            int k = keyIds[row];
            nextRow[row] = -1;
            if (k < 0) {
                continue;
            }
            if (firstRow[k] < 0) {
                firstRow[k] = row;
            } else {
                nextRow[lastRow[k]] = row;
            }
            lastRow[k] = row;
        }
    }

    static List<Column> keyColumns(List<Column> columns, int[] keys) {
        List<Column> out = new ArrayList<>(keys.length);
        for (int k : keys) {
            out.add(columns.get(k));
        }
        return out;
    }

    public boolean isBuilt() {
        return built;
    }

    /**
     * True when the join can produce no row at all: an INNER JOIN whose right side has no non-NULL key, or a RIGHT
     * JOIN whose right side is empty.
     */
    public boolean alwaysReturnsEmpty() {
        return built && !spec.isLeft() && (spec.isRight() ? rightRows == 0 : table.size() == 0);
    }

    /**
     * A probe lane read all its left input. True for the last lane of a RIGHT or FULL JOIN: it then emits the
     * right rows no lane joined, through {@link #nonJoinedRows(int)}. Called under the executor's lock, which
     * orders every lane's marks before the last lane reads them.
     */
    public boolean finishProbeLane() {
        return activeLanes.decrementAndGet() == 0 && spec.isRight();
    }

    /** The right rows no left row joined, with default left columns (RIGHT and FULL JOIN). */
    public NonJoinedRows nonJoinedRows(int maxBlockRows) {
        return new NonJoinedRows(this, maxBlockRows);
    }

    /** A probe cursor for one lane; call after the build finished. */
    public JoinProbe newProbe(int maxBlockRows) {
        if (!built) {
            throw new IllegalStateException("the right side of the JOIN is not built yet");
        }
        return new JoinProbe(this, maxBlockRows);
    }

    /** Bytes held and counted: the right side's chunks while building, then its columns, key table and chains. */
    public long memoryBytes() {
        if (!built) {
            return bufferedBytes;
        }
        return builtBytes();
    }

    private long builtBytes() {
        long bytes = table.memoryBytes() + (firstRow == null ? 0 : 4L * firstRow.length)
                + (nextRow == null ? 0 : 4L * nextRow.length)
                + (usedKeys == null ? 0 : 4L * usedKeys.length()) + (usedRows == null ? 0 : usedRows.length);
        for (Column c : rightColumns) {
            bytes += c.byteSize();
        }
        return bytes;
    }

    public int rightRows() {
        return rightRows;
    }

    List<Column> rightColumns() {
        return rightColumns;
    }

    KeyTable table() {
        return table;
    }

    boolean keysAreRows() {
        return keysAreRows;
    }

    /** Per right row, non-zero once joined; {@code null} unless RIGHT or FULL JOIN. */
    byte[] usedRows() {
        return usedRows;
    }

    int[] firstRow() {
        return firstRow;
    }

    int[] nextRow() {
        return nextRow;
    }

    /** ANY INNER JOIN: true for the first left row that claims {@code key}, false for every later one. */
    boolean claim(int key) {
        return usedKeys.get(key) == 0 && usedKeys.compareAndSet(key, 0, 1);
    }
}
