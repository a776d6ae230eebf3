package io.mergelab.engine.column;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.LowCardinalityType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The radix sort over several keys gives exactly the stable comparator sort's permutation — signed and unsigned
 * integers, LowCardinality strings (empty, prefixes of one another, bytes above 0x7F), ties kept in row order — and
 * declines keys it cannot order.
 */
class KeyRadixSortPropertyTest {
    private static final DataType LC_STRING = new LowCardinalityType(StringType.INSTANCE);
    private static final String[] WORDS = {"", "a", "ab", "abc", "b", "B", "\u00e9t\u00e9", "zz", "view", "click"};

    @Property(tries = 200)
    void equalsTheStableComparatorSort(@ForAll @IntRange(min = 256, max = 3000) int rows, @ForAll long seed,
                                       @ForAll @IntRange(min = 1, max = 4) int keyCount) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Column> keys = new ArrayList<>();
        for (int k = 0; k < keyCount; k++) {
            keys.add(randomKey(random, rows));
        }

        int[] radix = KeyRadixSort.sort(keys, rows);

        assertThat(radix).containsExactly(comparatorSort(keys, rows));
    }

    @Test
    void sortPermutationUsesItForTheSameResult() {
        SplittableRandom random = new SplittableRandom(7);
        int rows = 5000;
        List<Column> keys = List.of(longs(random, rows, IntegerType.UINT64, 50), strings(random, rows),
                longs(random, rows, IntegerType.INT64, 1000));

        assertThat(SortPermutation.compute(keys, rows)).containsExactly(comparatorSort(keys, rows));
    }

    @Test
    void declinesKeysItCannotOrder() {
        int rows = 300;
        ColumnBuilder plain = ColumnBuilder.create(StringType.INSTANCE, rows);
        for (int i = 0; i < rows; i++) {
            byte[] b = ("v" + i).getBytes(StandardCharsets.UTF_8);
            plain.appendBytes(b, 0, b.length);
        }
        List<Column> keys = List.of(longs(new SplittableRandom(1), rows, IntegerType.INT32, 10), plain.build());

        assertThat(KeyRadixSort.sort(keys, rows)).isNull();
    }

    private static Column randomKey(SplittableRandom random, int rows) {
        return switch (random.nextInt(4)) {
            case 0 -> longs(random, rows, IntegerType.UINT64, 0);
            case 1 -> longs(random, rows, IntegerType.INT64, 0);
            case 2 -> longs(random, rows, IntegerType.INT32, 5);
            default -> strings(random, rows);
        };
    }

    /** Values in [0, bound) around the sign boundary, or any long when {@code bound} is 0. */
    private static Column longs(SplittableRandom random, int rows, IntegerType type, int bound) {
        long[] v = new long[rows];
        for (int i = 0; i < rows; i++) {
            v[i] = bound == 0 ? random.nextLong() : random.nextInt(bound) - bound / 2;
        }
        return LongColumn.of(type, v);
    }

    private static Column strings(SplittableRandom random, int rows) {
        ColumnBuilder b = ColumnBuilder.create(LC_STRING, rows);
        for (int i = 0; i < rows; i++) {
            byte[] word = WORDS[random.nextInt(WORDS.length)].getBytes(StandardCharsets.UTF_8);
            b.appendBytes(word, 0, word.length);
        }
        return b.build();
    }

    private static int[] comparatorSort(List<Column> keys, int rows) {
        SortPermutation.RowComparator cmp = SortPermutation.comparator(keys);
        return IntStream.range(0, rows).boxed().sorted(cmp::compare).mapToInt(Integer::intValue).toArray();
    }
}
