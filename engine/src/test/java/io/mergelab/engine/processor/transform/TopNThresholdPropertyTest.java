package io.mergelab.engine.processor.transform;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * A stream's partial sorts with the known top-n boundary, then merged, give exactly the first rows of a full stable
 * sort of all its rows: with NULLs and NaNs first or last, ascending or descending, ties on the first key decided
 * by the second, for Nullable(Float64), UInt64 and Float64 first keys.
 */
class TopNThresholdPropertyTest {

    @Property(tries = 300)
    void boundaryNeverDropsARowOfTheResult(
            @ForAll @Size(min = 1, max = 1500) List<@IntRange(min = -6, max = 7) Integer> a,
            @ForAll @IntRange(min = 1, max = 200) int chunkRows, @ForAll @IntRange(min = 1, max = 60) int limit,
            @ForAll boolean descending, @ForAll boolean nullsFirst, @ForAll @IntRange(min = 0, max = 2) int keyKind,
            @ForAll boolean secondDescending) {
        Chunk all = table(a, keyKind);
        List<SortColumn> keys = List.of(new SortColumn(0, descending, nullsFirst), new SortColumn(1, secondDescending, false));
        PartialSortingTransform partial = new PartialSortingTransform(keys, limit);
        SortedOutput merged = new SortedOutput(keys, limit, 1_000_000);
        for (int from = 0; from < all.rows(); from += chunkRows) {
            merged.add(partial.transform(all.slice(from, Math.min(chunkRows, all.rows() - from))));
        }
        List<Chunk> out = new ArrayList<>();
        for (Chunk c = merged.next(); c != null; c = merged.next()) {
            out.add(c);
        }
        Chunk full = SortColumn.sort(keys, all);
        List<String> expected = rows(full).subList(0, Math.min(limit, full.rows()));
        assertThat(rows(Columns.concatChunks(out))).isEqualTo(expected);
    }

    /**
     * Key 0 from the codes, by kind: 0 Nullable(Float64) (6 is NULL, 7 NaN), 1 UInt64 (6 and 7 above 2^63),
     * 2 Float64 (6 is -0.0, 7 NaN); key 1 the row's id mod 5.
     */
    private static Chunk table(List<Integer> codes, int keyKind) {
        int n = codes.size();
        long[] ids = new long[n];
        long[] second = new long[n];
        for (int i = 0; i < n; i++) {
            ids[i] = i;
            second[i] = i % 5;
        }
        Column key;
        if (keyKind == 1) {
            long[] v = new long[n];
            for (int i = 0; i < n; i++) {
                int c = codes.get(i);
                v[i] = c >= 6 ? Long.MIN_VALUE + c : c + 6;
            }
            key = new LongColumn(IntegerType.UINT64, v, n);
        } else if (keyKind == 2) {
            double[] v = new double[n];
            for (int i = 0; i < n; i++) {
                int c = codes.get(i);
                v[i] = c == 7 ? Double.NaN : c == 6 ? -0.0 : c / 2.0;
            }
            key = new DoubleColumn(FloatType.FLOAT64, v, n);
        } else {
            double[] v = new double[n];
            byte[] nulls = new byte[n];
            for (int i = 0; i < n; i++) {
                int c = codes.get(i);
                nulls[i] = (byte) (c == 6 ? 1 : 0);
                v[i] = c == 7 ? Double.NaN : c == 6 ? 0 : c / 2.0;
            }
            DataType f64 = FloatType.FLOAT64;
            key = new NullableColumn(new NullableType(f64), new DoubleColumn(f64, v, n), nulls);
        }
        return Chunk.of(List.of(key, LongColumn.of(IntegerType.INT64, second), LongColumn.of(IntegerType.INT64, ids)));
    }

    private static List<String> rows(Chunk c) {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < c.rows(); r++) {
            out.add(c.column(0).get(r) + "/" + c.column(1).get(r) + "/" + c.column(2).get(r));
        }
        return out;
    }
}
