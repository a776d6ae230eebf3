package io.mergelab.engine.join;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/**
 * The right rows of a RIGHT or FULL JOIN that no left row joined, in build order and in blocks: left columns hold
 * their type's default (NULL for Nullable, or with {@code join_use_nulls = 1}), right columns the row.
 */
public final class NonJoinedRows {
    private final HashJoin join;
    private final int maxBlockRows;
    private final List<Column> leftDefaults = new ArrayList<>();
    private final int[] rows;
    private int[] zeros = new int[0];
    private int position;

    NonJoinedRows(HashJoin join, int maxBlockRows) {
        this.join = join;
        this.maxBlockRows = Math.max(1, maxBlockRows);
        for (DataType t : join.spec().left().types()) {
            ColumnBuilder b = ColumnBuilder.create(join.spec().nullsOnLeft() ? TypeRules.makeNullable(t) : t, 1);
            b.appendDefault();
            leftDefaults.add(b.build());
        }
        rows = new int[Math.min(this.maxBlockRows, Math.max(1, join.rightRows()))];
    }

    /** The next block of non-joined rows, or {@code null} when there are no more. */
    public Chunk next() {
        byte[] used = join.usedRows();
        int total = join.rightRows();
        int n = 0;
        while (position < total && n < rows.length) {
            if (used[position] == 0) {
                rows[n++] = position;
            }
            position++;
        }
        if (n == 0) {
            return null;
        }
        if (zeros.length < n) {
            zeros = new int[n];
        }
        List<Column> out = new ArrayList<>(leftDefaults.size() + join.rightColumns().size());
        for (Column d : leftDefaults) {
            out.add(d.take(zeros, n));
        }
        byte[] none = join.spec().nullsOnRight() ? new byte[n] : null;
        for (Column c : join.rightColumns()) {
            Column taken = c.take(rows, n);
            out.add(none == null ? taken : JoinNulls.nullable(taken, none));
        }
        return new Chunk(out, n);
    }
}
