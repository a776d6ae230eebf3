package io.mergelab.engine.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.StringType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The merging algorithms equal a stable sort of the concatenated sources, then (replacing) a per-key choice. */
class MergingAlgorithmPropertyTest {

    @Property(tries = 300)
    void ordinaryMergeEqualsAStableSortOfAllSources(@ForAll long seed, @ForAll @IntRange(min = 1, max = 6) int sources,
                                                    @ForAll @IntRange(min = 1, max = 12) int maxBlock) {
        Random random = new Random(seed);
        List<List<MergeRows>> data = sortedSources(random, sources);
        List<Chunk> out = run(new OrdinaryMergingAlgorithm(sources, MergeRows.KEY, maxBlock), chunked(random, data));
        assertThat(out).allMatch(c -> c.rows() > 0 && c.rows() <= maxBlock);
        assertThat(rows(out)).containsExactlyElementsOf(mergeOrder(data));
    }

    @Property(tries = 300)
    void replacingMergeKeepsTheLastRowWithTheGreatestVersionPerKey(
            @ForAll long seed, @ForAll @IntRange(min = 1, max = 6) int sources,
            @ForAll @IntRange(min = 1, max = 12) int maxBlock, @ForAll boolean useVersion, @ForAll boolean dropDeleted) {
        Random random = new Random(seed);
        List<List<MergeRows>> data = sortedSources(random, sources);
        ReplacingMergingAlgorithm algorithm = new ReplacingMergingAlgorithm(sources, MergeRows.KEY,
                useVersion ? MergeRows.VERSION : -1, MergeRows.IS_DELETED, dropDeleted, maxBlock);
        List<Chunk> out = run(algorithm, chunked(random, data));
        assertThat(out).allMatch(c -> c.rows() > 0 && c.rows() <= maxBlock);
        assertThat(rows(out)).containsExactlyElementsOf(MergeRows.replace(mergeOrder(data), useVersion, dropDeleted));
    }

    @Test
    void aWholeChunkThatPrecedesTheOtherSourcesPassesThroughUncopied() {
        Chunk first = MergeRows.chunk(List.of(new MergeRows(1, "a", 0, 0, 1), new MergeRows(2, "a", 0, 0, 2)));
        Chunk second = MergeRows.chunk(List.of(new MergeRows(3, "a", 0, 0, 3)));
        List<Chunk> out = run(new OrdinaryMergingAlgorithm(2, MergeRows.KEY, 10), List.of(List.of(first), List.of(second)));
        assertThat(out.get(0)).isSameAs(first);
    }

    @Test
    void feedingASourceThatStillHasRowsIsALogicalError() {
        OrdinaryMergingAlgorithm algorithm = new OrdinaryMergingAlgorithm(1, MergeRows.KEY, 10);
        Chunk chunk = MergeRows.chunk(List.of(new MergeRows(1, "a", 0, 0, 1), new MergeRows(2, "a", 0, 0, 2)));
        algorithm.consume(0, chunk);
        assertThatThrownBy(() -> algorithm.consume(0, chunk))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.LOGICAL_ERROR))
                .hasMessageContaining("Merge source 0 was fed while it still has rows");
    }

    @Test
    void aVersionColumnThatIsNotAnIntegerIsRejected() {
        ColumnBuilder s = ColumnBuilder.create(StringType.INSTANCE);
        s.appendBytes(new byte[] {'x'}, 0, 1);
        Chunk chunk = new Chunk(List.of(s.build()), 1);
        ReplacingMergingAlgorithm algorithm = new ReplacingMergingAlgorithm(1, SortingKeyColumns.positions(0), 0, -1, false, 10);
        assertThatThrownBy(() -> algorithm.consume(0, chunk))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.LOGICAL_ERROR))
                .hasMessageContaining("got String");
    }

    /** Random sources, each stably sorted by key (as a part is), ids unique across all. */
    static List<List<MergeRows>> sortedSources(Random random, int sources) {
        List<List<MergeRows>> out = new ArrayList<>();
        long id = 0;
        for (int s = 0; s < sources; s++) {
            int n = random.nextInt(4) == 0 ? 0 : random.nextInt(40);
            List<MergeRows> rows = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                rows.add(MergeRows.random(random, id++));
            }
            rows.sort(MergeRows.KEY_ORDER);
            out.add(rows);
        }
        return out;
    }

    /** Each source cut into chunks of random sizes, empty chunks included. */
    static List<List<Chunk>> chunked(Random random, List<List<MergeRows>> sources) {
        List<List<Chunk>> out = new ArrayList<>();
        for (List<MergeRows> rows : sources) {
            List<Chunk> chunks = new ArrayList<>();
            int at = 0;
            while (at < rows.size()) {
                int n = Math.min(rows.size() - at, random.nextInt(8));
                chunks.add(MergeRows.chunk(rows.subList(at, at + n)));
                at += n;
            }
            out.add(chunks);
        }
        return out;
    }

    static List<MergeRows> mergeOrder(List<List<MergeRows>> sources) {
        List<MergeRows> all = new ArrayList<>();
        sources.forEach(all::addAll);
        all.sort(MergeRows.KEY_ORDER);
        return all;
    }

    /** Drives the protocol: every source fed once, then whatever source the algorithm asks for. */
    static List<Chunk> run(MergingAlgorithm algorithm, List<List<Chunk>> sources) {
        int[] next = new int[sources.size()];
        for (int s = 0; s < sources.size(); s++) {
            algorithm.consume(s, nextChunk(sources, next, s));
        }
        List<Chunk> out = new ArrayList<>();
        while (true) {
            MergingAlgorithm.Status status = algorithm.merge();
            if (status.output() != null) {
                out.add(status.output());
            }
            if (status.finished()) {
                return out;
            }
            if (status.requiredSource() >= 0) {
                int s = status.requiredSource();
                algorithm.consume(s, nextChunk(sources, next, s));
            }
        }
    }

    private static Chunk nextChunk(List<List<Chunk>> sources, int[] next, int s) {
        List<Chunk> chunks = sources.get(s);
        return next[s] < chunks.size() ? chunks.get(next[s]++) : null;
    }

    static List<MergeRows> rows(List<Chunk> chunks) {
        List<MergeRows> out = new ArrayList<>();
        chunks.forEach(c -> out.addAll(MergeRows.rows(c)));
        return out;
    }
}
