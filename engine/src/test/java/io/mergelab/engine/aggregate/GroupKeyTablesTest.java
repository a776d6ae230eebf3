package io.mergelab.engine.aggregate;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The hash tables behind GROUP BY, through AggregatedData: keys around the inline-length edge, growth, merge. */
class GroupKeyTablesTest {

    private static Map<Object, Long> counts(DataType keyType, List<Object[]> rows, int split) {
        AggregateFunction count = AggregateTesting.resolve("count", List.of(), false, List.of());
        AggregationParams p = new AggregationParams(new int[] {0}, List.of(keyType), List.of(count), new int[][] {{}});
        AggregatedData first = p.newData();
        AggregatedData second = p.newData();
        first.add(AggregateTesting.chunk(List.of(keyType), rows.subList(0, split)));
        second.add(AggregateTesting.chunk(List.of(keyType), rows.subList(split, rows.size())));
        first.mergeFrom(second);
        Map<Object, Long> out = new HashMap<>();
        for (Chunk c : first.resultChunks(1000)) {
            Column keys = c.column(0);
            for (int r = 0; r < c.rows(); r++) {
                assertThat(out.put(keys.get(r), (Long) c.column(1).get(r))).as("duplicate group").isNull();
            }
        }
        return out;
    }

    @Test
    void stringKeysOfEveryLengthAroundTheInlineLimitStayDistinct() {
        List<Object[]> rows = new ArrayList<>();
        Map<Object, Long> expected = new HashMap<>();
        for (int length = 0; length <= 40; length++) {
            for (char last = 'a'; last <= 'c'; last++) {
                String key = length == 0 ? "" : "x".repeat(length - 1) + last;
                for (int times = 0; times <= length % 3; times++) {
                    rows.add(new Object[] {key});
                    expected.merge(key, 1L, Long::sum);
                }
            }
        }
        for (int i = 0; i < 5000; i++) {
            String key = "k" + i;
            rows.add(new Object[] {key});
            rows.add(new Object[] {key});
            expected.merge(key, 2L, Long::sum);
        }
        assertThat(counts(DataType.parse("String"), rows, rows.size())).isEqualTo(expected);
        assertThat(counts(DataType.parse("String"), rows, rows.size() / 3)).isEqualTo(expected);
    }

    @Test
    void integerKeysGrowAndMerge() {
        List<Object[]> rows = new ArrayList<>();
        Map<Object, Long> expected = new HashMap<>();
        for (long i = 0; i < 20_000; i++) {
            long key = (i * 7919) % 9000 - 4500;
            rows.add(new Object[] {key});
            expected.merge(key, 1L, Long::sum);
        }
        assertThat(counts(DataType.parse("Int64"), rows, 7000)).isEqualTo(expected);
    }
}
