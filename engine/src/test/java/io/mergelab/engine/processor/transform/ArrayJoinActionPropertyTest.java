package io.mergelab.engine.processor.transform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** ARRAY JOIN of a chunk matches a row-by-row reference: one row per element, LEFT keeps empty arrays once. */
class ArrayJoinActionPropertyTest {

    /** Rows (id, [values]) with a chunk of columns UInt64, Array(Int64), offset by {@code skip} leading rows. */
    private static Chunk chunk(List<List<Long>> arrays, int skip) {
        ColumnBuilder ids = ColumnBuilder.create(DataType.parse("UInt64"));
        ColumnBuilder values = ColumnBuilder.create(DataType.parse("Array(Int64)"));
        for (int r = 0; r < arrays.size(); r++) {
            ids.appendValue((long) r);
            values.appendValue(arrays.get(r));
        }
        Chunk all = Chunk.of(List.of(ids.build(), values.build()));
        // A slice starts its arrays at a non-zero element offset, as chunks cut from a larger block do.
        return all.slice(skip, all.rows() - skip);
    }

    private static List<List<Object>> rows(Chunk c) {
        List<List<Object>> out = new ArrayList<>();
        for (int r = 0; r < c.rows(); r++) {
            List<Object> row = new ArrayList<>();
            for (int i = 0; i < c.columnCount(); i++) {
                row.add(c.column(i).get(r));
            }
            out.add(row);
        }
        return out;
    }

    @Property(tries = 300)
    void matchesTheRowByRowReference(@ForAll @Size(min = 1, max = 12) List<@Size(max = 4) List<@IntRange(min = -5, max = 5) Integer>> input,
                                     @ForAll boolean left) {
        List<List<Long>> arrays = input.stream().map(a -> a.stream().map(Integer::longValue).toList()).toList();
        int skip = arrays.size() > 1 ? 1 : 0;
        Chunk joined = new ArrayJoinAction(new int[] {1}, left).apply(chunk(arrays, skip));

        List<List<Object>> expected = new ArrayList<>();
        for (int r = skip; r < arrays.size(); r++) {
            if (arrays.get(r).isEmpty() && left) {
                expected.add(List.of((long) r, 0L));
            }
            for (Long v : arrays.get(r)) {
                expected.add(List.of((long) r, v));
            }
        }
        assertThat(rows(joined)).isEqualTo(expected);
    }

    @Test
    void arraysOfDifferentSizesInOneRowFail() {
        ColumnBuilder a = ColumnBuilder.create(DataType.parse("Array(Int64)"));
        a.appendValue(List.of(1L, 2L));
        ColumnBuilder b = ColumnBuilder.create(DataType.parse("Array(String)"));
        b.appendValue(List.of("x"));
        Chunk c = Chunk.of(List.of(a.build(), b.build()));
        assertThatThrownBy(() -> new ArrayJoinAction(new int[] {0, 1}, false).apply(c))
                .isInstanceOfSatisfying(MergeLabException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.SIZES_OF_ARRAYS_DONT_MATCH));
    }

    @Test
    void parallelArraysPairTheirElements() {
        ColumnBuilder a = ColumnBuilder.create(DataType.parse("Array(Int64)"));
        a.appendValue(List.of(1L, 2L));
        a.appendValue(List.of());
        ColumnBuilder b = ColumnBuilder.create(DataType.parse("Array(String)"));
        b.appendValue(List.of("x", "y"));
        b.appendValue(List.of());
        Chunk c = Chunk.of(List.of(a.build(), b.build()));
        assertThat(rows(new ArrayJoinAction(new int[] {0, 1}, true).apply(c)))
                .containsExactly(List.of(1L, "x"), List.of(2L, "y"), List.of(0L, ""));
    }
}
