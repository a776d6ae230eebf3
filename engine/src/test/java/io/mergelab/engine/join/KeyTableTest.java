package io.mergelab.engine.join;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyTableTest {

    private static KeyTable build(long[] keys, int[] ids) {
        KeyEncoder e = new KeyEncoder(KeyEncoder.Layout.LONG);
        e.encode(List.of(LongColumn.of(IntegerType.INT64, keys)), keys.length);
        return KeyTable.build(e, keys.length, ids);
    }

    private static int[] find(KeyTable t, long... probe) {
        KeyEncoder e = new KeyEncoder(KeyEncoder.Layout.LONG);
        e.encode(List.of(LongColumn.of(IntegerType.INT64, probe)), probe.length);
        int[] out = new int[probe.length];
        t.find(e, probe.length, out);
        return out;
    }

    @Test
    void narrowRangeIsDirectlyIndexedAndIdsFollowFirstAppearance() {
        int[] ids = new int[5];
        KeyTable t = build(new long[] {10, 12, 10, 11, 12}, ids);
        assertThat(t).isInstanceOf(DenseKeyTable.class);
        assertThat(ids).containsExactly(0, 1, 0, 2, 1);
        assertThat(t.size()).isEqualTo(3);
        assertThat(find(t, 9, 10, 11, 12, 13, Long.MIN_VALUE, Long.MAX_VALUE)).containsExactly(-1, 0, 2, 1, -1, -1, -1);
    }

    @Test
    void denseBoundsHoldAtTheEndsOfTheLongRange() {
        int[] ids = new int[2];
        KeyTable high = build(new long[] {Long.MAX_VALUE, Long.MAX_VALUE - 1}, ids);
        assertThat(high).isInstanceOf(DenseKeyTable.class);
        // MIN_VALUE + 1 - (MAX_VALUE - 1) wraps to 3: the signed bounds check must reject it first
        assertThat(find(high, Long.MIN_VALUE + 1, Long.MAX_VALUE, -1)).containsExactly(-1, 0, -1);
        KeyTable low = build(new long[] {Long.MIN_VALUE}, new int[1]);
        assertThat(find(low, Long.MIN_VALUE, Long.MAX_VALUE, 0)).containsExactly(0, -1, -1);
    }

    @Test
    void wideRangeIsHashed() {
        long[] keys = {Long.MIN_VALUE, -1, 0, 1L << 40, Long.MAX_VALUE, 0, 1L << 40};
        int[] ids = new int[keys.length];
        KeyTable t = build(keys, ids);
        assertThat(t).isInstanceOf(LongKeyTable.class);
        assertThat(ids).containsExactly(0, 1, 2, 3, 4, 2, 3);
        assertThat(find(t, Long.MAX_VALUE, 1L << 40, 5, Long.MIN_VALUE, -1, 0)).containsExactly(4, 3, -1, 0, 1, 2);
    }

    @Test
    void manyCollidingHashKeysAreAllFound() {
        long[] keys = new long[10_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = (long) i << 32; // same low bits everywhere
        }
        int[] ids = new int[keys.length];
        KeyTable t = build(keys, ids);
        assertThat(t).isInstanceOf(LongKeyTable.class);
        int[] found = find(t, keys);
        for (int i = 0; i < keys.length; i++) {
            assertThat(found[i]).isEqualTo(i);
        }
        assertThat(find(t, 1, (10_000L << 32))).containsExactly(-1, -1);
    }

    @Test
    void stringKeysCompareLengthThenBytes() {
        DataType s = DataType.parse("String");
        Column build = strings(s, "", "a", "ab", "a", "b");
        KeyEncoder e = new KeyEncoder(KeyEncoder.Layout.BYTES);
        e.encode(List.of(build), 5);
        int[] ids = new int[5];
        KeyTable t = KeyTable.build(e, 5, ids);
        assertThat(t).isInstanceOf(BytesKeyTable.class);
        assertThat(ids).containsExactly(0, 1, 2, 1, 3);
        KeyEncoder p = new KeyEncoder(KeyEncoder.Layout.BYTES);
        p.encode(List.of(strings(s, "ab", "abc", "", "b", "ba")), 5);
        int[] out = new int[5];
        t.find(p, 5, out);
        assertThat(out).containsExactly(2, -1, 0, 3, -1);
    }

    private static BytesColumn strings(DataType t, String... values) {
        ColumnBuilder b = ColumnBuilder.create(t, values.length);
        Arrays.stream(values).forEach(v -> b.appendBytes(v.getBytes(StandardCharsets.UTF_8), 0, v.length()));
        return (BytesColumn) b.build();
    }
}
