package io.mergelab.engine.processor.transform;

import io.mergelab.engine.aggregate.AggregatedData;
import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;
import java.util.Arrays;

/**
 * Deals one stream's rows of a GROUP BY to the aggregating streams by the merge bucket of their key (output j gets
 * the keys of bucket j), so that each aggregating thread builds the final groups of its own keys: nothing is
 * re-inserted in a merge, and every thread's table holds only its share of the keys. Worth it only when there are
 * many groups, so the stream decides on its first chunk of at least {@value #DECIDE_ROWS} rows: when its keys are
 * mostly distinct (estimated by linear counting of the key hashes) it deals rows from then on, otherwise it passes
 * every chunk whole to its own aggregating stream (output {@code stream}) and the merge combines the partial
 * states as before. Chunks before the decision pass whole too; any mix is correct, since the merge takes each
 * bucket's groups from every partial state.
 */
public final class ScatterByPartitionTransform extends Processor {
    static final int DECIDE_ROWS = 8192;
    /** Deal rows when at least this share of the deciding chunk's keys are distinct. */
    private static final double DISTINCT_SHARE = 0.9;
    private static final int BITMAP_BITS = 1 << 17;

    private enum Mode { UNDECIDED, WHOLE, DEAL }

    private final AggregationParams params;
    private final int stream;
    private final Chunk[] pending;
    private Mode mode = Mode.UNDECIDED;
    private Chunk input;
    private long[] hashes = new long[0];
    private int[] selection = new int[0];
    private int[] bucketOf = new int[0];
    private final int[] counts;

    public ScatterByPartitionTransform(AggregationParams params, int outputs, int stream) {
        super(1, outputs);
        this.params = params;
        this.stream = stream;
        this.pending = new Chunk[outputs];
        this.counts = new int[outputs];
    }

    @Override
    public String name() {
        return "ScatterByPartitionTransform";
    }

    @Override
    public Status prepare() {
        InputPort in = input();
        boolean anyOpen = false;
        boolean blocked = false;
        for (int j = 0; j < pending.length; j++) {
            OutputPort out = outputs().get(j);
            if (out.isClosed()) {
                pending[j] = null;
                continue;
            }
            anyOpen = true;
            if (pending[j] != null) {
                if (out.canPush()) {
                    out.push(pending[j]);
                    pending[j] = null;
                } else {
                    blocked = true;
                }
            }
        }
        if (!anyOpen) {
            in.close();
            return Status.FINISHED;
        }
        if (blocked) {
            in.setNotNeeded();
            return Status.PORT_FULL;
        }
        if (input != null) {
            return Status.READY;
        }
        if (in.isFinished()) {
            outputs().forEach(OutputPort::finish);
            return Status.FINISHED;
        }
        in.setNeeded();
        if (!in.hasData()) {
            return Status.NEED_DATA;
        }
        input = in.pull();
        return Status.READY;
    }

    @Override
    public void work() {
        Chunk c = input;
        input = null;
        int rows = c.rows();
        if (rows == 0) {
            return;
        }
        if (mode != Mode.DEAL) {
            if (mode == Mode.UNDECIDED && rows >= DECIDE_ROWS) {
                mode = mostlyDistinct(c) ? Mode.DEAL : Mode.WHOLE;
            }
            if (mode != Mode.DEAL) {
                pending[stream] = c;
                return;
            }
        } else {
            computeHashes(c);
        }
        deal(c);
    }

    private void computeHashes(Chunk c) {
        if (hashes.length < c.rows()) {
            hashes = new long[c.rows()];
        }
        params.rowHashes(c, hashes);
    }

    /** Linear counting over the chunk's key hashes: is the estimated number of distinct keys near the row count? */
    private boolean mostlyDistinct(Chunk c) {
        computeHashes(c);
        long[] bitmap = new long[BITMAP_BITS / 64];
        int rows = Math.min(c.rows(), BITMAP_BITS / 2);
        for (int i = 0; i < rows; i++) {
            int bit = (int) (hashes[i] >>> 47);
            bitmap[bit >>> 6] |= 1L << bit;
        }
        int set = 0;
        for (long w : bitmap) {
            set += Long.bitCount(w);
        }
        int zeros = BITMAP_BITS - set;
        double distinct = zeros == 0 ? rows : -BITMAP_BITS * Math.log((double) zeros / BITMAP_BITS);
        return distinct >= DISTINCT_SHARE * rows;
    }

    /** Rows by bucket ({@link AggregatedData#bucketOf}), in their order, one piece per output (hashes computed). */
    private void deal(Chunk c) {
        int rows = c.rows();
        int n = pending.length;
        Arrays.fill(counts, 0);
        if (bucketOf.length < rows) {
            bucketOf = new int[rows];
            selection = new int[rows];
        }
        for (int i = 0; i < rows; i++) {
            int b = AggregatedData.bucketOf(hashes[i], n);
            bucketOf[i] = b;
            counts[b]++;
        }
        int[] start = new int[n];
        for (int j = 1; j < n; j++) {
            start[j] = start[j - 1] + counts[j - 1];
        }
        int[] at = start.clone();
        for (int i = 0; i < rows; i++) {
            selection[at[bucketOf[i]]++] = i;
        }
        for (int j = 0; j < n; j++) {
            if (counts[j] > 0) {
                int[] rowsOfJ = Arrays.copyOfRange(selection, start[j], start[j] + counts[j]);
                pending[j] = c.take(rowsOfJ, counts[j]);
            }
        }
    }
}
