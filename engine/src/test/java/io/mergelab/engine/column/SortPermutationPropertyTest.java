package io.mergelab.engine.column;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.type.IntegerType;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;

/** The sorting permutation is a stable sort, for signed and unsigned 64-bit keys and for composite keys. */
class SortPermutationPropertyTest {

    @Property
    void signedKeysSortStablyLikeAComparatorSort(@ForAll @Size(min = 2, max = 3000) List<Long> values) {
        assertStableSort(values, IntegerType.INT64, Long::compare);
    }

    @Property
    void unsignedKeysSortStablyLikeAComparatorSort(@ForAll @Size(min = 2, max = 3000) List<Long> values) {
        assertStableSort(values, IntegerType.UINT64, Long::compareUnsigned);
    }

    @Property
    void compositeKeysSortByFirstThenSecond(@ForAll @Size(min = 2, max = 500) List<Long> first, @ForAll long seed) {
        long[] a = first.stream().mapToLong(v -> v % 3).toArray();
        long[] b = first.stream().mapToLong(v -> v ^ seed).toArray();
        List<Column> keys = List.of(LongColumn.of(IntegerType.INT64, a), LongColumn.of(IntegerType.INT64, b));
        int[] perm = SortPermutation.compute(keys, a.length);
        int[] order = perm == null ? IntStream.range(0, a.length).toArray() : perm;
        Integer[] expected = IntStream.range(0, a.length).boxed()
                .sorted(Comparator.<Integer>comparingLong(i -> a[i]).thenComparingLong(i -> b[i])).toArray(Integer[]::new);
        assertThat(IntStream.of(order).boxed().toArray(Integer[]::new)).containsExactly(expected);
    }

    private static void assertStableSort(List<Long> values, IntegerType type, Comparator<Long> cmp) {
        long[] v = values.stream().mapToLong(Long::longValue).toArray();
        int[] perm = SortPermutation.compute(List.of(LongColumn.of(type, v)), v.length);
        int[] order = perm == null ? IntStream.range(0, v.length).toArray() : perm;
        Integer[] expected = IntStream.range(0, v.length).boxed()
                .sorted((x, y) -> cmp.compare(v[x], v[y])).toArray(Integer[]::new);
        assertThat(IntStream.of(order).boxed().toArray(Integer[]::new)).containsExactly(expected);
    }
}
