package io.mergelab.engine.index;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.IndexStage;
import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.type.IntegerType;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Skip stages of index analysis: one funnel row per usable index, upfront or left to the read streams. */
class SkipIndexAnalysisTest {
    @TempDir
    Path dir;

    /** 40 rows, x = row number, index_granularity 4: granule i holds x in [4i, 4i + 3]. */
    private MergeTreeTable table() {
        List<ColumnDefinition> columns = List.of(
                new ColumnDefinition("k", IntegerType.UINT64, ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, ""),
                new ColumnDefinition("x", IntegerType.UINT64, ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, ""));
        List<IndexDefinition> indexes = List.of(
                new IndexDefinition("x2", Identifier.of("x"), "minmax", List.of(), 2),
                new IndexDefinition("x1", Identifier.of("x"), "minmax", List.of(), 1));
        TableDefinition def = new TableDefinition("default", "t", columns, indexes, TableEngineKind.MERGE_TREE, List.of(),
                List.of(Identifier.of("k")), List.of(), Optional.empty(),
                Settings.mergeTreeDefaults().with("index_granularity", "4"), "", "");
        MergeTreeTable t = MergeTreeTable.open(def, dir, EvaluationContext.system());
        for (int part = 0; part < 2; part++) {
            ColumnBuilder k = ColumnBuilder.create(IntegerType.UINT64, 20);
            for (int i = 0; i < 20; i++) {
                k.appendLong(part * 20 + i);
            }
            var keys = k.build();
            Iterator<Chunk> blocks = List.of(new Chunk(List.of(keys, keys), 20)).iterator();
            t.insert(blocks);
        }
        return t;
    }

    /** The funnel's Skip rows (the table's primary key adds its own row before them). */
    private static List<IndexStage> skipStages(Selection s) {
        return s.funnel().stream().filter(stage -> stage.type().equals("Skip")).toList();
    }

    private static ReadConditions where(String filter, Settings settings) {
        return new ReadConditions(Optional.empty(), Optional.of(SqlParser.parseExpression(filter)), settings);
    }

    @Test
    void upfrontAnalysisRecordsOneSkipRowPerIndexInDeclarationOrder() {
        MergeTreeTable t = table();
        Settings upfront = Settings.queryDefaults().with("use_skip_indexes_on_data_read", "0");
        Selection s = IndexAnalysis.select(t, where("x = 9 OR x = 10", upfront));
        // x2 (GRANULARITY 2) keeps index granule 1 = data granules 2, 3 of the first part; x1 then keeps granule 2
        assertThat(skipStages(s)).containsExactly(
                new IndexStage("Skip", "x2", "minmax GRANULARITY 2", List.of(), "", 2, 1, 10, 2, ""),
                new IndexStage("Skip", "x1", "minmax GRANULARITY 1", List.of(), "", 1, 1, 2, 1, ""));
        assertThat(s.parts()).hasSize(1);
        assertThat(s.parts().get(0).ranges()).containsExactly(new MarkRange(2, 3));
        assertThat(s.partsTotal()).isEqualTo(2);
        assertThat(s.marksTotal()).isEqualTo(10);
        assertThat(s.skipIndexesForRead()).isEmpty();
        assertThat(s.skipIndexNanos()).isPositive();
    }

    @Test
    void streamingLeavesTheIndexesToTheReadButExplainStillShowsThem() {
        MergeTreeTable t = table();
        Settings streaming = Settings.queryDefaults().with("use_skip_indexes_on_data_read", "1");
        Selection read = IndexAnalysis.select(t, where("x = 9", streaming));
        assertThat(skipStages(read)).isEmpty();
        assertThat(read.marks()).isEqualTo(10);
        assertThat(read.skipIndexesForRead()).extracting(u -> u.index().name()).containsExactly("x2", "x1");
        Selection explain = IndexAnalysis.select(t, where("x = 9", streaming), IndexAnalysis.Purpose.EXPLAIN);
        assertThat(skipStages(explain)).extracting(IndexStage::name).containsExactly("x2", "x1");
        assertThat(explain.marks()).isEqualTo(1);
    }

    @Test
    void keptRangesMergeAcrossAdjacentIndexGranules() {
        MergeTreeTable t = table();
        Settings upfront = Settings.queryDefaults().with("use_skip_indexes_on_data_read", "0");
        Selection s = IndexAnalysis.select(t, where("x < 9 OR x > 35", upfront.with("ignore_data_skipping_indices", "x2")));
        assertThat(s.parts()).hasSize(2);
        assertThat(s.parts().get(0).ranges()).containsExactly(new MarkRange(0, 3));
        assertThat(s.parts().get(1).ranges()).containsExactly(new MarkRange(4, 5));
    }

    @Test
    void noFilterOrNoUsableIndexMeansNoSkipStage() {
        MergeTreeTable t = table();
        Settings upfront = Settings.queryDefaults().with("use_skip_indexes_on_data_read", "0");
        assertThat(skipStages(IndexAnalysis.select(t, ReadConditions.none(upfront)))).isEmpty();
        assertThat(skipStages(IndexAnalysis.select(t, where("k = 3", upfront)))).isEmpty();
        assertThat(skipStages(IndexAnalysis.select(t, where("x = 3", upfront.with("use_skip_indexes", "0"))))).isEmpty();
    }
}
