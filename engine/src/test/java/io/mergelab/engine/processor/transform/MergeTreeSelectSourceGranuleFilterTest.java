package io.mergelab.engine.processor.transform;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.index.stream.GranuleFilter;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.NullSink;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.storage.PartSettings;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.type.IntegerType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A read stream asks its granule filter about each granule right before reading it, and about nothing more. */
class MergeTreeSelectSourceGranuleFilterTest {
    @TempDir
    Path dir;

    /** Rejects the given marks; records every question and whether it was closed. */
    private static final class RecordingFilter implements GranuleFilter {
        final Set<Integer> rejected;
        final List<Integer> asked = new ArrayList<>();
        boolean closed;

        RecordingFilter(Integer... rejected) {
            this.rejected = Set.of(rejected);
        }

        @Override
        public boolean mayRead(DataPart part, int mark) {
            asked.add(mark);
            return !rejected.contains(mark);
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    /** Ids 0..99 in ten granules of ten rows. */
    private DataPart part() {
        long[] ids = new long[100];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = i;
        }
        return PartWriter.write(dir, PartName.forInsert(PartitionValue.NONE.partitionId(), 1),
                List.of(new PartColumn("id", IntegerType.UINT64)), Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, ids))),
                List.of(), List.of(), PartitionValue.NONE, List.of(), new PartSettings(10, 0));
    }

    private static MergeTreeSelectSource source(DataPart part, RecordingFilter filter) {
        return new MergeTreeSelectSource(List.of(new PartRanges(part, List.of(new MarkRange(0, 6), new MarkRange(8, 10)))),
                List.of("id"), 30, new ReadCounters()).withGranuleFilter(filter);
    }

    /** Runs the source until it finishes, or until {@code maxChunks} chunks arrived and the reader then stops. */
    private static List<long[]> run(MergeTreeSelectSource source, int maxChunks) {
        NullSink sink = new NullSink();
        source.output().connect(sink.input());
        InputPort in = sink.input();
        in.setNeeded();
        List<long[]> chunks = new ArrayList<>();
        while (true) {
            Processor.Status status = source.prepare();
            if (status == Processor.Status.FINISHED) {
                return chunks;
            }
            if (status == Processor.Status.READY) {
                source.work();
            } else if (in.hasData()) {
                chunks.add(((LongColumn) in.pull().column(0)).values().clone());
                if (chunks.size() == maxChunks) {
                    in.close();
                }
            }
        }
    }

    @Test
    void rejectedGranulesAreSkippedAndEveryGranuleIsAskedOnce() {
        RecordingFilter filter = new RecordingFilter(1, 2, 8);
        List<long[]> chunks = run(source(part(), filter), Integer.MAX_VALUE);

        // a block goes on past rejected granules and across mark ranges until it holds 30 rows
        assertThat(chunks).extracting(MergeTreeSelectSourceGranuleFilterTest::granuleStarts)
                .containsExactly("0 30 40", "50 90");
        assertThat(chunks).extracting(c -> c.length).containsExactly(30, 20);
        assertThat(filter.asked).containsExactly(0, 1, 2, 3, 4, 5, 8, 9);
        assertThat(filter.closed).isTrue();
    }

    /** The first id of each granule a chunk holds (ids are row numbers, ten to a granule). */
    private static String granuleStarts(long[] ids) {
        StringBuilder out = new StringBuilder();
        for (long id : ids) {
            if (id % 10 == 0) {
                out.append(out.isEmpty() ? "" : " ").append(id);
            }
        }
        return out.toString();
    }

    @Test
    void aStreamStoppedByItsReaderAsksNothingBeyondTheBlocksItRead() {
        RecordingFilter filter = new RecordingFilter();
        List<long[]> chunks = run(source(part(), filter), 1);

        assertThat(chunks).hasSize(1);
        assertThat(chunks.get(0)).hasSize(30);
        // the stream may have read one block ahead before it saw its output closed
        assertThat(filter.asked).isSubsetOf(0, 1, 2, 3, 4, 5).startsWith(0, 1, 2);
        assertThat(filter.closed).isTrue();
    }
}
