package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Joins lazily read columns to the main branch's rows (ClickHouse's {@code LazyMaterializingTransform}). Input 0
 * is the main branch (sorted and limited, with a {@code __global_row_index} column), input 1 the lazy read. All
 * main rows are collected first; their row numbers are handed to the lazy read, which is only then asked for data;
 * its rows are matched back by row number. Output: the main columns without the row index, then the lazy columns,
 * in the main branch's order.
 */
public final class LazyMaterializingTransform extends Processor {
    private enum Phase { MAIN, REQUEST, LAZY, JOIN, DONE }

    private final LazyMaterializingRows rows;
    private final int rowIndexColumn;
    private final List<Chunk> main = new ArrayList<>();
    private final List<Chunk> lazy = new ArrayList<>();
    private Phase phase = Phase.MAIN;
    private long[] requested;
    private Chunk output;

    public LazyMaterializingTransform(LazyMaterializingRows rows, int rowIndexColumn) {
        super(2, 1);
        this.rows = rows;
        this.rowIndexColumn = rowIndexColumn;
    }

    @Override
    public String name() {
        return "LazyMaterializingTransform";
    }

    @Override
    public Status prepare() {
        OutputPort out = output();
        InputPort mainIn = inputs().get(0);
        InputPort lazyIn = inputs().get(1);
        if (out.isClosed()) {
            mainIn.close();
            lazyIn.close();
            return Status.FINISHED;
        }
        switch (phase) {
            case MAIN -> {
                if (mainIn.hasData()) {
                    main.add(mainIn.pull());
                }
                if (mainIn.isFinished()) {
                    phase = Phase.REQUEST;
                    return Status.READY;
                }
                mainIn.setNeeded();
                return Status.NEED_DATA;
            }
            case REQUEST -> {
                return Status.READY;
            }
            case LAZY -> {
                if (lazyIn.hasData()) {
                    lazy.add(lazyIn.pull());
                }
                if (lazyIn.isFinished()) {
                    phase = Phase.JOIN;
                    return Status.READY;
                }
                lazyIn.setNeeded();
                return Status.NEED_DATA;
            }
            case JOIN -> {
                return Status.READY;
            }
            default -> {
                if (output != null) {
                    if (!out.canPush()) {
                        return Status.PORT_FULL;
                    }
                    out.push(output);
                    output = null;
                }
                lazyIn.close();
                out.finish();
                return Status.FINISHED;
            }
        }
    }

    @Override
    public void work() {
        if (phase == Phase.REQUEST) {
            requested = distinctRowNumbers();
            rows.request(requested);
            phase = requested.length == 0 ? Phase.DONE : Phase.LAZY;
        } else if (phase == Phase.JOIN) {
            output = join();
            main.clear();
            lazy.clear();
            phase = Phase.DONE;
        }
    }

    private long[] distinctRowNumbers() {
        int total = 0;
        for (Chunk c : main) {
            total += c.rows();
        }
        long[] all = new long[total];
        int at = 0;
        for (Chunk c : main) {
            LongColumn index = (LongColumn) c.column(rowIndexColumn);
            System.arraycopy(index.values(), 0, all, at, c.rows());
            at += c.rows();
        }
        Arrays.sort(all);
        int distinct = 0;
        for (int i = 0; i < all.length; i++) {
            if (i == 0 || all[i] != all[i - 1]) {
                all[distinct++] = all[i];
            }
        }
        return Arrays.copyOf(all, distinct);
    }

    private Chunk join() {
        Chunk m = Columns.concatChunks(main);
        Chunk l = Columns.concatChunks(lazy);
        long[] index = ((LongColumn) m.column(rowIndexColumn)).values();
        int[] positions = new int[m.rows()];
        for (int r = 0; r < positions.length; r++) {
            positions[r] = Arrays.binarySearch(requested, index[r]);
        }
        Chunk picked = l.take(positions, positions.length);
        List<Column> out = new ArrayList<>(m.columnCount() - 1 + l.columnCount());
        for (int c = 0; c < m.columnCount(); c++) {
            if (c != rowIndexColumn) {
                out.add(m.column(c));
            }
        }
        out.addAll(picked.columns());
        return new Chunk(out, m.rows());
    }
}
