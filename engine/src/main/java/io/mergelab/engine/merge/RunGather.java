package io.mergelab.engine.merge;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;

/**
 * Builds one output column from runs of rows of source columns of one type: run i is rows {@code [from[i], from[i] +
 * length[i])} of {@code columns[i]}. Column by column, with one typed loop per representation and arrays allocated at
 * their final size, so a block of short runs (interleaved sources) costs a few array reads per row and column.
 */
final class RunGather {
    private RunGather() {
    }

    static Column gather(Column[] columns, int[] from, int[] length, int runs, int rows) {
        Column sample = columns[0];
        if (sample instanceof LongColumn) {
            long[] out = new long[rows];
            int at = 0;
            for (int i = 0; i < runs; i++) {
                long[] src = ((LongColumn) columns[i]).values();
                int n = length[i];
                if (n == 1) {
                    out[at] = src[from[i]];
                } else {
                    System.arraycopy(src, from[i], out, at, n);
                }
                at += n;
            }
            return new LongColumn(sample.type(), out, rows);
        }
        if (sample instanceof DoubleColumn) {
            double[] out = new double[rows];
            int at = 0;
            for (int i = 0; i < runs; i++) {
                double[] src = ((DoubleColumn) columns[i]).values();
                int n = length[i];
                if (n == 1) {
                    out[at] = src[from[i]];
                } else {
                    System.arraycopy(src, from[i], out, at, n);
                }
                at += n;
            }
            return new DoubleColumn(sample.type(), out, rows);
        }
        if (sample instanceof BytesColumn) {
            return gatherBytes(columns, from, length, runs, rows);
        }
        if (sample instanceof NullableColumn) {
            byte[] nulls = new byte[rows];
            Column[] nested = new Column[runs];
            int at = 0;
            for (int i = 0; i < runs; i++) {
                NullableColumn c = (NullableColumn) columns[i];
                System.arraycopy(c.nulls(), from[i], nulls, at, length[i]);
                nested[i] = c.nested();
                at += length[i];
            }
            return new NullableColumn(sample.type(), gather(nested, from, length, runs, rows), nulls);
        }
        ColumnBuilder b = ColumnBuilder.create(sample.type(), rows);
        for (int i = 0; i < runs; i++) {
            b.appendRange(columns[i], from[i], length[i]);
        }
        return b.build();
    }

    private static Column gatherBytes(Column[] columns, int[] from, int[] length, int runs, int rows) {
        long total = 0;
        for (int i = 0; i < runs; i++) {
            int[] o = ((BytesColumn) columns[i]).offsets();
            total += o[from[i] + length[i]] - o[from[i]];
        }
        byte[] data = new byte[Math.toIntExact(total)];
        int[] offsets = new int[rows + 1];
        int at = 0;
        int pos = 0;
        for (int i = 0; i < runs; i++) {
            BytesColumn c = (BytesColumn) columns[i];
            int[] o = c.offsets();
            int first = from[i];
            int n = length[i];
            int base = o[first];
            int bytes = o[first + n] - base;
            System.arraycopy(c.data(), base, data, pos, bytes);
            int shift = pos - base;
            for (int r = 1; r <= n; r++) {
                offsets[at + r] = o[first + r] + shift;
            }
            at += n;
            pos += bytes;
        }
        return new BytesColumn(columns[0].type(), data, offsets, rows);
    }
}
