package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Selections;

/**
 * Integers of one to four bytes compared with a range as the part stores them (little-endian, before widening to
 * {@code long}): the rows whose value lies in {@code [low, high]}, or outside it when negated. One loop per width and
 * signedness; a value passes when {@code value - low}, read unsigned, is at most {@code high - low}, a single
 * comparison whatever the operator.
 */
final class StoredComparison {
    private StoredComparison() {
    }

    /** The passing rows of the {@code rows} values in {@code raw}, as a selection (the count last). */
    static int[] select(byte[] raw, int width, boolean signed, long low, long high, boolean negated, int rows) {
        int bits = width * 8;
        long min = signed ? -(1L << (bits - 1)) : 0;
        long max = signed ? (1L << (bits - 1)) - 1 : (1L << bits) - 1;
        long from = Math.max(low, min);
        long to = Math.min(high, max);
        if (from > to) {
            return negated ? all(rows) : Selections.finish(Selections.scratch(0), 0);
        }
        if (from == min && to == max) {
            return negated ? Selections.finish(Selections.scratch(0), 0) : all(rows);
        }
        // v in [from, to] <=> v - from <= to - from unsigned <=> v + shift <= limit signed
        long shift = Long.MIN_VALUE - from;
        long limit = Long.MIN_VALUE + (to - from);
        int flip = negated ? 1 : 0;
        int[] out = Selections.scratch(rows);
        int n = 0;
        switch (width) {
            case 1 -> {
                if (signed) {
                    for (int i = 0; i < rows; i++) { out[n] = i; n += (raw[i] + shift <= limit ? 1 : 0) ^ flip; }
                } else {
                    for (int i = 0; i < rows; i++) { out[n] = i; n += ((raw[i] & 0xFFL) + shift <= limit ? 1 : 0) ^ flip; }
                }
            }
            case 2 -> {
                if (signed) {
                    for (int i = 0; i < rows; i++) {
                        out[n] = i;
                        n += ((short) LittleEndian.SHORT.get(raw, i << 1) + shift <= limit ? 1 : 0) ^ flip;
                    }
                } else {
                    for (int i = 0; i < rows; i++) {
                        out[n] = i;
                        n += ((((short) LittleEndian.SHORT.get(raw, i << 1)) & 0xFFFFL) + shift <= limit ? 1 : 0) ^ flip;
                    }
                }
            }
            case 4 -> {
                if (signed) {
                    for (int i = 0; i < rows; i++) {
                        out[n] = i;
                        n += ((int) LittleEndian.INT.get(raw, i << 2) + shift <= limit ? 1 : 0) ^ flip;
                    }
                } else {
                    for (int i = 0; i < rows; i++) {
                        out[n] = i;
                        n += ((((int) LittleEndian.INT.get(raw, i << 2)) & 0xFFFF_FFFFL) + shift <= limit ? 1 : 0) ^ flip;
                    }
                }
            }
            default -> throw new IllegalArgumentException("width " + width);
        }
        return Selections.finish(out, n);
    }

    /** The values of the selected rows of {@code raw}, widened. */
    static long[] take(byte[] raw, int width, boolean signed, int[] rows, int count) {
        long[] out = new long[count];
        switch (width) {
            case 1 -> {
                for (int i = 0; i < count; i++) { out[i] = signed ? raw[rows[i]] : raw[rows[i]] & 0xFFL; }
            }
            case 2 -> {
                for (int i = 0; i < count; i++) {
                    short v = (short) LittleEndian.SHORT.get(raw, rows[i] << 1);
                    out[i] = signed ? v : v & 0xFFFFL;
                }
            }
            case 4 -> {
                for (int i = 0; i < count; i++) {
                    int v = (int) LittleEndian.INT.get(raw, rows[i] << 2);
                    out[i] = signed ? v : v & 0xFFFF_FFFFL;
                }
            }
            default -> throw new IllegalArgumentException("width " + width);
        }
        return out;
    }

    private static int[] all(int rows) {
        int[] out = Selections.scratch(rows);
        for (int i = 0; i < rows; i++) {
            out[i] = i;
        }
        return Selections.finish(out, rows);
    }
}
