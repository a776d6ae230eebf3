package io.mergelab.engine.index.skip;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.GranuleListener;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartSettings;
import io.mergelab.engine.storage.PartSpec;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Index files written with a part are read back granule by granule, lazily, through the index marks. */
class SkipIndexGranulesTest {
    private static final List<PartColumn> COLUMNS = List.of(new PartColumn("k", IntegerType.UINT64),
            new PartColumn("s", StringType.INSTANCE));
    private static final InputSchema SCHEMA = new InputSchema(List.of("k", "s"), List.of(IntegerType.UINT64, StringType.INSTANCE));

    @TempDir
    Path dir;

    private static TableSkipIndex index(String name, String expr, String type, long arg, long granularity) {
        List<io.mergelab.engine.sql.ast.Expr> args = arg < 0 ? List.of() : List.of(new Literal(arg));
        return TableSkipIndexes.compile(new IndexDefinition(name, SqlParser.parseExpression(expr), type, args, granularity),
                SCHEMA, EvaluationContext.system());
    }

    /** k = 0..rows-1, s = 'v' + k % 5, index_granularity 4. */
    private DataPart write(String name, int rows, GranuleListener listener) {
        ColumnBuilder k = ColumnBuilder.create(IntegerType.UINT64, rows);
        ColumnBuilder s = ColumnBuilder.create(StringType.INSTANCE, rows);
        for (int i = 0; i < rows; i++) {
            k.appendLong(i);
            s.appendValue("v" + (i % 5));
        }
        var keys = k.build();
        PartSpec spec = new PartSpec(dir, PartName.parse(name), COLUMNS, List.of(IntegerType.UINT64),
                new PartitionValue(List.of(), List.of()), List.of(), new PartSettings(4, 0), PartSpec.Purpose.INSERT);
        try (PartWriter w = PartWriter.create(spec, listener)) {
            w.write(new Chunk(List.of(keys, s.build()), rows), List.of(keys));
            return w.commit();
        }
    }

    private static boolean mayMatch(TableSkipIndex index, SkipIndexGranule g, String filter) {
        return index.index().condition(SqlParser.parseExpression(filter)).orElseThrow().mayMatch(g);
    }

    @Test
    void indexGranulesCoverGranularityDataGranulesEach() {
        TableSkipIndex minmax = index("k_minmax", "k", "minmax", -1, 2);
        DataPart part = write("all_1_1_0", 10, SkipIndexWriter.of(List.of(minmax)));
        assertThat(part.fileNames()).contains("skp_idx_k_minmax.idx", "skp_idx_k_minmax.mrk2");
        assertThat(part.skipIndexSize("k_minmax")).isPresent();
        assertThat(part.secondaryIndicesMarksBytes()).isEqualTo(3 * 24);
        try (SkipIndexGranules granules = SkipIndexGranules.open(part, minmax.index()).orElseThrow()) {
            assertThat(granules.count()).isEqualTo(2);
            assertThat(granules.dataGranules(0)).isEqualTo(new MarkRange(0, 2));
            assertThat(granules.dataGranules(1)).isEqualTo(new MarkRange(2, 3));
            assertThat(granules.indexMarkOf(2)).isEqualTo(1);
            assertThat(granules.compressedBytesRead()).isZero();
            SkipIndexGranule second = granules.granule(1);
            assertThat(granules.compressedBytesRead()).isPositive();
            assertThat(mayMatch(minmax, second, "k = 9")).isTrue();
            assertThat(mayMatch(minmax, second, "k < 8")).isFalse();
            SkipIndexGranule first = granules.granule(0);
            assertThat(mayMatch(minmax, first, "k = 7")).isTrue();
            assertThat(mayMatch(minmax, first, "k > 7")).isFalse();
            assertThat(granules.granule(0)).isSameAs(first);
            assertThatThrownBy(() -> granules.granule(2)).isInstanceOfSatisfying(MergeLabException.class,
                    e -> assertThat(e.code()).isEqualTo(ErrorCode.ARGUMENT_OUT_OF_BOUND));
        }
    }

    @Test
    void aPartWrittenWithoutTheIndexHasNoGranules() {
        DataPart part = write("all_1_1_0", 10, GranuleListener.NONE);
        assertThat(SkipIndexGranules.open(part, index("k_minmax", "k", "minmax", -1, 1).index())).isEmpty();
        assertThat(part.skipIndexSize("k_minmax")).isEmpty();
        assertThat(part.secondaryIndicesCompressedBytes()).isZero();
    }

    @Test
    void setGranulesKeepDistinctValuesUpToMaxRows() {
        TableSkipIndex small = index("s_set2", "s", "set", 2, 1);
        TableSkipIndex unlimited = index("s_set0", "s", "set", 0, 1);
        DataPart part = write("all_1_1_0", 8, SkipIndexWriter.of(List.of(small, unlimited)));
        try (SkipIndexGranules a = SkipIndexGranules.open(part, small.index()).orElseThrow();
             SkipIndexGranules b = SkipIndexGranules.open(part, unlimited.index()).orElseThrow()) {
            // granule 0 holds v0..v3 (too many for set(2)), granule 1 holds v4, v0, v1, v2
            assertThat(mayMatch(small, a.granule(0), "s = 'zzz'")).isTrue();
            assertThat(mayMatch(unlimited, b.granule(0), "s = 'zzz'")).isFalse();
            assertThat(mayMatch(unlimited, b.granule(0), "s = 'v3'")).isTrue();
            assertThat(mayMatch(unlimited, b.granule(1), "s IN ('v3', 'x')")).isFalse();
            assertThat(mayMatch(unlimited, b.granule(1), "length(s) = 2 AND s != 'v4'")).isTrue();
        }
    }

    @Test
    void indexFilesAreNamedAfterTheEscapedIndexName() {
        assertThat(FileNames.skipIndexStem("my idx")).isEqualTo("skp_idx_my%20idx");
    }
}
