package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.querylog.ProfileEvent;
import io.mergelab.engine.querylog.ProfileEventCounters;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.type.IntegerType;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The delay formula's corners; the common path (delays, TOO_MANY_PARTS, query_log) is in 30_too_many_parts.test. */
class InsertThrottleTest {
    @TempDir
    Path dir;

    /** A table with {@code parts} one-row parts in one partition. */
    private MergeTreeTable tableWithParts(int parts, Settings settings) {
        List<ColumnDefinition> columns = List.of(new ColumnDefinition("k", IntegerType.UINT64,
                ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, ""));
        TableDefinition def = new TableDefinition("default", "t", columns, List.of(), TableEngineKind.MERGE_TREE, List.of(),
                List.of(Identifier.of("k")), List.of(), Optional.empty(), settings, "", "");
        MergeTreeTable t = MergeTreeTable.open(def, dir, EvaluationContext.system());
        for (int i = 0; i < parts; i++) {
            ColumnBuilder b = ColumnBuilder.create(IntegerType.UINT64, 1);
            b.appendLong(i);
            t.insert(List.of(new Chunk(List.of(b.build()), 1)).iterator());
        }
        return t;
    }

    private static long delay(MergeTreeTable t) {
        return InsertThrottle.delayMillis(t.activeParts(), t.definition().settings(), "default.t");
    }

    @Test
    void aShortDelayIsRaisedToMinDelayToInsertMs() {
        Settings s = Settings.mergeTreeDefaults().with("parts_to_delay_insert", "2").with("parts_to_throw_insert", "1000");
        MergeTreeTable t = tableWithParts(2, s);

        assertThat(delay(t)).as("1/998 of a second").isEqualTo(10);
    }

    @Test
    void theDelayScalesWithMaxDelayToInsert() {
        Settings s = Settings.mergeTreeDefaults().with("parts_to_delay_insert", "2").with("parts_to_throw_insert", "4")
                .with("max_delay_to_insert", "3");

        assertThat(delay(tableWithParts(2, s))).isEqualTo(1500);
    }

    @Test
    void withoutAThrowLimitTheDelayIsTheMaximum() {
        Settings s = Settings.mergeTreeDefaults().with("parts_to_delay_insert", "2").with("parts_to_throw_insert", "0");

        assertThat(delay(tableWithParts(2, s))).as("parts_to_throw_insert = 0 is off; 2 parts >= 2").isEqualTo(1000);
    }

    @Test
    void noLimitsNoDelay() {
        Settings s = Settings.mergeTreeDefaults().with("parts_to_delay_insert", "0").with("parts_to_throw_insert", "0");

        assertThat(delay(tableWithParts(3, s))).isZero();
        assertThat(InsertThrottle.delayMillis(List.of(), Settings.mergeTreeDefaults(), "default.t")).isZero();
    }

    @Test
    void aCancelledQueryStopsWaiting() {
        Settings s = Settings.mergeTreeDefaults().with("parts_to_delay_insert", "1").with("parts_to_throw_insert", "2")
                .with("max_delay_to_insert", "60");
        MergeTreeTable t = tableWithParts(1, s);
        ProfileEventCounters events = new ProfileEventCounters();

        long start = System.nanoTime();
        assertThatThrownBy(() -> InsertThrottle.delayOrThrow(t, events, () -> true))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.QUERY_WAS_CANCELLED));
        assertThat(System.nanoTime() - start).isLessThan(5_000_000_000L);
        assertThat(events.get(ProfileEvent.DelayedInserts)).isEqualTo(1);
        assertThat(events.get(ProfileEvent.DelayedInsertsMilliseconds)).isEqualTo(60_000);
    }

    @Test
    void aRejectedInsertIsCounted() {
        MergeTreeTable t = tableWithParts(2, Settings.mergeTreeDefaults().with("parts_to_throw_insert", "2"));
        ProfileEventCounters events = new ProfileEventCounters();

        assertThatThrownBy(() -> InsertThrottle.delayOrThrow(t, events, () -> false))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.TOO_MANY_PARTS);
                    assertThat(e.getMessage()).startsWith("Too many parts (2 with average size of ")
                            .contains(") in table 'default.t (" + t.uuid() + ")'. Merges are processing");
                });
        assertThat(events.get(ProfileEvent.RejectedInserts)).isEqualTo(1);
    }
}
