package io.mergelab.engine.function.string;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;

/**
 * {@code like}, {@code ilike} and their negations with a constant pattern: the pattern is compiled once, each block
 * is matched as a whole ({@link LikePattern#matchingRows}), and a filter gets the matching rows without a mask
 * column.
 */
final class ConstantLike implements BoundFunction {
    private final LikePattern pattern;
    private final boolean negate;

    ConstantLike(LikePattern pattern, boolean negate) {
        this.pattern = pattern;
        this.negate = negate;
    }

    @Override
    public DataType returnType() {
        return IntegerType.UINT8;
    }

    @Override
    public Column execute(Operand[] ops, int rows) {
        BytesColumn s = (BytesColumn) ops[0].expand(rows);
        int[] matched = new int[rows];
        int count = pattern.matchingRows(s.data(), s.offsets(), rows, matched);
        long[] out = new long[rows];
        long hit = negate ? 0 : 1;
        if (hit == 0) {
            Arrays.fill(out, 1);
        }
        for (int i = 0; i < count; i++) {
            out[matched[i]] = hit;
        }
        return new LongColumn(IntegerType.UINT8, out, rows);
    }

    @Override
    public int[] selectRows(Operand[] ops, int rows) {
        if (ops[0].constant()) {
            return null;
        }
        BytesColumn s = (BytesColumn) ops[0].column();
        int[] matched = new int[rows + 1];
        int count = pattern.matchingRows(s.data(), s.offsets(), rows, matched);
        if (!negate) {
            matched[rows] = count;
            return matched;
        }
        int[] out = new int[rows + 1];
        int n = 0;
        for (int r = 0, m = 0; r < rows; r++) {
            if (m < count && matched[m] == r) {
                m++;
            } else {
                out[n++] = r;
            }
        }
        out[rows] = n;
        return out;
    }
}
