package io.mergelab.engine.function.comparison;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Selections;
import java.util.Arrays;

/** Operator-specialised comparison loops for the hot cases: signed longs, doubles, byte-string equality. */
final class FastCompare {
    private FastCompare() {
    }

    static long[] longs(CompareOp op, long[] a, boolean aConst, long[] b, boolean bConst, int rows) {
        if (aConst && !bConst) {
            return longs(op.swapped(), b, false, a, true, rows);
        }
        long[] out = new long[rows];
        if (bConst) {
            long y = b[0];
            switch (op) {
                case EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] == y ? 1 : 0; } }
                case NOT_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] != y ? 1 : 0; } }
                case LESS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] < y ? 1 : 0; } }
                case GREATER -> { for (int i = 0; i < rows; i++) { out[i] = a[i] > y ? 1 : 0; } }
                case LESS_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] <= y ? 1 : 0; } }
                case GREATER_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] >= y ? 1 : 0; } }
            }
            return out;
        }
        switch (op) {
            case EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] == b[i] ? 1 : 0; } }
            case NOT_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] != b[i] ? 1 : 0; } }
            case LESS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] < b[i] ? 1 : 0; } }
            case GREATER -> { for (int i = 0; i < rows; i++) { out[i] = a[i] > b[i] ? 1 : 0; } }
            case LESS_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] <= b[i] ? 1 : 0; } }
            case GREATER_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] >= b[i] ? 1 : 0; } }
        }
        return out;
    }

    /**
     * The rows where {@code a op b} holds, ascending, the last slot holding how many: a filter's selection without
     * the mask column {@link #longs} would make.
     */
    static int[] selectLongs(CompareOp op, long[] a, boolean aConst, long[] b, boolean bConst, int rows) {
        if (aConst && !bConst) {
            return selectLongs(op.swapped(), b, false, a, true, rows);
        }
        int[] out = Selections.scratch(rows);
        int n = 0;
        if (bConst) {
            long y = b[0];
            switch (op) {
                case EQUALS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] == y ? 1 : 0; } }
                case NOT_EQUALS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] != y ? 1 : 0; } }
                case LESS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] < y ? 1 : 0; } }
                case GREATER -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] > y ? 1 : 0; } }
                case LESS_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] <= y ? 1 : 0; } }
                case GREATER_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] >= y ? 1 : 0; } }
            }
        } else {
            switch (op) {
                case EQUALS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] == b[i] ? 1 : 0; } }
                case NOT_EQUALS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] != b[i] ? 1 : 0; } }
                case LESS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] < b[i] ? 1 : 0; } }
                case GREATER -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] > b[i] ? 1 : 0; } }
                case LESS_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] <= b[i] ? 1 : 0; } }
                case GREATER_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[n] = i; n += a[i] >= b[i] ? 1 : 0; } }
            }
        }
        return Selections.finish(out, n);
    }

    static long[] doubles(CompareOp op, double[] a, boolean aConst, double[] b, boolean bConst, int rows) {
        if (aConst && !bConst) {
            return doubles(op.swapped(), b, false, a, true, rows);
        }
        long[] out = new long[rows];
        if (bConst) {
            double y = b[0];
            switch (op) {
                case EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] == y ? 1 : 0; } }
                case NOT_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] != y ? 1 : 0; } }
                case LESS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] < y ? 1 : 0; } }
                case GREATER -> { for (int i = 0; i < rows; i++) { out[i] = a[i] > y ? 1 : 0; } }
                case LESS_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] <= y ? 1 : 0; } }
                case GREATER_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] >= y ? 1 : 0; } }
            }
            return out;
        }
        switch (op) {
            case EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] == b[i] ? 1 : 0; } }
            case NOT_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] != b[i] ? 1 : 0; } }
            case LESS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] < b[i] ? 1 : 0; } }
            case GREATER -> { for (int i = 0; i < rows; i++) { out[i] = a[i] > b[i] ? 1 : 0; } }
            case LESS_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] <= b[i] ? 1 : 0; } }
            case GREATER_OR_EQUALS -> { for (int i = 0; i < rows; i++) { out[i] = a[i] >= b[i] ? 1 : 0; } }
        }
        return out;
    }

    /** equals / notEquals of a string column with a constant: length first, then bytes, no decoding. */
    static long[] bytesEqualConstant(BytesColumn column, byte[] needle, boolean negate, int rows) {
        long[] out = new long[rows];
        byte[] data = column.data();
        int[] offsets = column.offsets();
        int len = needle.length;
        long hit = negate ? 0 : 1;
        long miss = 1 - hit;
        if (len == 0) {
            // s = '' and s != '' (ClickBench's filters): the lengths alone, in a loop the JIT can vectorise
            for (int i = 0; i < rows; i++) {
                out[i] = offsets[i + 1] == offsets[i] ? hit : miss;
            }
            return out;
        }
        for (int i = 0; i < rows; i++) {
            int start = offsets[i];
            out[i] = offsets[i + 1] - start == len && Arrays.equals(data, start, start + len, needle, 0, len) ? hit : miss;
        }
        return out;
    }

    /**
     * The rows where a string column equals (or, with {@code negate}, differs from) a constant, ascending, the last
     * slot holding how many: sizes first, bytes only where the size matches, no mask column.
     */
    static int[] selectBytesEqualConstant(BytesColumn column, byte[] needle, boolean negate, int rows) {
        int[] out = new int[rows + 1];
        byte[] data = column.data();
        int[] offsets = column.offsets();
        int len = needle.length;
        int n = 0;
        int start = offsets[0];
        for (int i = 0; i < rows; i++) {
            int end = offsets[i + 1];
            boolean equal = end - start == len && (len == 0 || data[start] == needle[0]
                    && Arrays.equals(data, start, end, needle, 0, len));
            out[n] = i;
            n += equal != negate ? 1 : 0;
            start = end;
        }
        out[rows] = n;
        return out;
    }
}
