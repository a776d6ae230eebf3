package io.mergelab.engine.index.skip;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.GranuleListener;
import io.mergelab.engine.storage.PartFileSink;
import io.mergelab.engine.storage.codec.CompressedStreamWriter;
import io.mergelab.engine.storage.format.FileNames;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * Builds a part's skip index files while {@link io.mergelab.engine.storage.PartWriter} writes it: each index
 * expression is computed once per chunk, its values go to the index's aggregator granule by granule, and every g data
 * granules (the index's GRANULARITY) the summary is written to {@code skp_idx_<name>.idx} as one record (UInt32
 * little-endian length, then the granule's bytes), with a mark per index granule in {@code skp_idx_<name>.mrk2} whose
 * row count is the number of data granules it covers. One writer serves one part.
 */
public final class SkipIndexWriter implements GranuleListener {
    private final List<TableSkipIndex> indexes;
    private final State[] states;
    private PartFileSink files;
    private Chunk lastChunk;
    private final Column[] lastValues;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final DataOutputStream out = new DataOutputStream(bytes);

    /**
     * Per index: the open file, the aggregator (reused granule after granule), whether an index granule is open, the
     * data granules it covers.
     */
    private static final class State {
        final TableSkipIndex index;
        final String stem;
        final SkipIndexAggregator aggregator;
        CompressedStreamWriter stream;
        boolean granuleOpen;
        int granulesInCurrent;
        int[] covered = new int[16];
        int indexGranules;

        State(TableSkipIndex index) {
            this.index = index;
            this.stem = FileNames.skipIndexStem(index.name());
            this.aggregator = index.index().aggregator();
        }
    }

    public SkipIndexWriter(List<TableSkipIndex> indexes) {
        this.indexes = List.copyOf(indexes);
        this.states = new State[indexes.size()];
        this.lastValues = new Column[indexes.size()];
        for (int i = 0; i < states.length; i++) {
            states[i] = new State(indexes.get(i));
        }
    }

    /** A listener for {@code indexes}, or {@link GranuleListener#NONE} when there are none. */
    public static GranuleListener of(List<TableSkipIndex> indexes) {
        return indexes.isEmpty() ? GranuleListener.NONE : new SkipIndexWriter(indexes);
    }

    @Override
    public void partStart(PartFileSink sink) {
        this.files = sink;
        for (State s : states) {
            s.stream = sink.openCompressed(s.stem + FileNames.SKIP_INDEX_EXTENSION);
        }
    }

    @Override
    public void rows(Chunk chunk, int from, int count) {
        if (chunk != lastChunk) {
            // PartWriter hands over one chunk in several segments; compute each expression once per chunk
            for (int i = 0; i < states.length; i++) {
                lastValues[i] = indexes.get(i).expression().evaluate(chunk);
            }
            lastChunk = chunk;
        }
        for (int i = 0; i < states.length; i++) {
            State s = states[i];
            if (!s.granuleOpen) {
                s.stream.mark();
                s.granuleOpen = true;
            }
            s.aggregator.add(lastValues[i], from, count);
        }
    }

    @Override
    public void granuleEnd(int granule, int rows) {
        for (State s : states) {
            s.granulesInCurrent++;
            if (s.granulesInCurrent == s.index.definition().granularity()) {
                flush(s);
            }
        }
    }

    @Override
    public void partEnd() {
        lastChunk = null;
        Arrays.fill(lastValues, null);
        for (State s : states) {
            if (s.granuleOpen) {
                flush(s);
            }
            files.finishCompressed(s.stem + FileNames.SKIP_INDEX_EXTENSION);
            files.addFile(s.stem + FileNames.MARKS_EXTENSION,
                    s.stream.marks(Arrays.copyOf(s.covered, s.indexGranules)).serialize());
        }
    }

    private void flush(State s) {
        if (!s.granuleOpen) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Granule of skip index " + s.index.name() + " ended without rows");
        }
        SkipIndexGranule granule = s.aggregator.finish();
        bytes.reset();
        try {
            granule.write(out);
            out.flush();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot serialise a granule of skip index "
                    + s.index.name() + ": " + e, e);
        }
        byte[] content = bytes.toByteArray();
        s.stream.putBytes(content, 0, content.length);
        if (s.indexGranules == s.covered.length) {
            s.covered = Arrays.copyOf(s.covered, s.indexGranules * 2);
        }
        s.covered[s.indexGranules++] = s.granulesInCurrent;
        s.granuleOpen = false;
        s.granulesInCurrent = 0;
    }
}
