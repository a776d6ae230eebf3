package io.mergelab.engine.merge;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * Test rows for the merging algorithms: key (k1 Int64, k2 Nullable(String)), ver UInt64, is_deleted UInt8 and a
 * unique id, as chunks in that column order, with a reference sort and deduplication on plain Java lists.
 */
record MergeRows(long k1, String k2, long ver, long deleted, long id) {
    static final int VERSION = 2;
    static final int IS_DELETED = 3;
    static final SortingKeyColumns KEY = SortingKeyColumns.positions(0, 1);
    static final Comparator<MergeRows> KEY_ORDER = Comparator.comparingLong(MergeRows::k1)
            .thenComparing(MergeRows::k2, Comparator.nullsLast(Comparator.naturalOrder()));
    private static final long[] VERSIONS = {0, 1, 2, 3, -1, Long.MIN_VALUE};
    private static final String[] K2 = {null, "", "a", "ab", "b", "\u00e9"};

    static MergeRows random(Random random, long id) {
        return new MergeRows(random.nextInt(6) - 2, K2[random.nextInt(K2.length)], VERSIONS[random.nextInt(VERSIONS.length)],
                random.nextInt(3) == 0 ? 1 : 0, id);
    }

    static Chunk chunk(List<MergeRows> rows) {
        ColumnBuilder k1 = ColumnBuilder.create(IntegerType.INT64);
        ColumnBuilder k2 = ColumnBuilder.create(new NullableType(StringType.INSTANCE));
        ColumnBuilder ver = ColumnBuilder.create(IntegerType.UINT64);
        ColumnBuilder del = ColumnBuilder.create(IntegerType.UINT8);
        ColumnBuilder id = ColumnBuilder.create(IntegerType.UINT64);
        for (MergeRows r : rows) {
            k1.appendLong(r.k1());
            if (r.k2() == null) {
                k2.appendNull();
            } else {
                byte[] b = r.k2().getBytes(StandardCharsets.UTF_8);
                k2.appendBytes(b, 0, b.length);
            }
            ver.appendLong(r.ver());
            del.appendLong(r.deleted());
            id.appendLong(r.id());
        }
        return new Chunk(List.of(k1.build(), k2.build(), ver.build(), del.build(), id.build()), rows.size());
    }

    static List<MergeRows> rows(Chunk chunk) {
        List<MergeRows> out = new ArrayList<>();
        NullableColumn k2 = (NullableColumn) chunk.column(1);
        for (int i = 0; i < chunk.rows(); i++) {
            out.add(new MergeRows(((LongColumn) chunk.column(0)).values()[i],
                    k2.isNull(i) ? null : ((BytesColumn) k2.nested()).getString(i),
                    ((LongColumn) chunk.column(2)).values()[i], ((LongColumn) chunk.column(3)).values()[i],
                    ((LongColumn) chunk.column(4)).values()[i]));
        }
        return out;
    }

    /** The replacing policy on a list already in merge order (stably sorted by key): one winner per key. */
    static List<MergeRows> replace(List<MergeRows> sorted, boolean useVersion, boolean dropDeleted) {
        List<MergeRows> out = new ArrayList<>();
        MergeRows winner = null;
        for (MergeRows r : sorted) {
            if (winner != null && KEY_ORDER.compare(winner, r) != 0) {
                add(out, winner, dropDeleted);
                winner = null;
            }
            if (winner == null || !useVersion || Long.compareUnsigned(r.ver(), winner.ver()) >= 0) {
                winner = r;
            }
        }
        if (winner != null) {
            add(out, winner, dropDeleted);
        }
        return out;
    }

    private static void add(List<MergeRows> out, MergeRows winner, boolean dropDeleted) {
        if (!dropDeleted || winner.deleted() == 0) {
            out.add(winner);
        }
    }
}
