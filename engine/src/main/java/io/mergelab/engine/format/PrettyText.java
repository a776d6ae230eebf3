package io.mergelab.engine.format;

import io.mergelab.engine.ReadableNumbers;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.NullableType;
import java.nio.charset.StandardCharsets;

/** Cell text, widths and alignment shared by the Pretty and Vertical formats. */
final class PrettyText {
    static final byte[] NULL_SIGN = "ᴺᵁᴸᴸ".getBytes(StandardCharsets.UTF_8);
    /** Values above this magnitude get a readable tip such as {@code -- 10.00 million}. */
    private static final double NUMBER_TIP_THRESHOLD = 1_000_000;
    /** Long column names that are not identifiers are shortened to this width (plus some slack) in the middle. */
    static final int NAME_CUT_TO = 24;
    private static final int NAME_CUT_SLACK = 4;

    private PrettyText() {
    }

    /**
     * The plain text of a cell, NULL as ᴺᵁᴸᴸ and control characters (0x00-0x1F, 0x7F) as Unicode Control Pictures,
     * so a tab or line feed in a value cannot break the layout.
     */
    static FieldWriter cellWriter(Column column) {
        if (column instanceof NullableColumn c) {
            return FieldWriters.withNulls(c, cellWriter(c.nested()), NULL_SIGN);
        }
        FieldWriter plain = FieldWriters.plain(column);
        TextBuffer scratch = new TextBuffer(64);
        return (row, out) -> {
            scratch.reset();
            plain.write(row, scratch);
            appendWithControlPictures(scratch.array(), scratch.length(), out);
        };
    }

    private static void appendWithControlPictures(byte[] s, int len, TextBuffer out) {
        int runStart = 0;
        for (int i = 0; i < len; i++) {
            int b = s[i] & 0xFF;
            if (b < 0x20 || b == 0x7F) {
                out.append(s, runStart, i - runStart);
                // U+2400 + b (U+2421 for DEL) in UTF-8 is E2 90 (80 + code).
                out.append((byte) 0xE2).append((byte) 0x90).append((byte) (0x80 + (b == 0x7F ? 0x21 : b)));
                runStart = i + 1;
            }
        }
        out.append(s, runStart, len - runStart);
    }

    /** Numbers (integers, floats, decimals, Bool) are right-aligned, everything else left-aligned. */
    static boolean alignsRight(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            t = n.nested().unwrapLowCardinality();
        }
        return isNumber(t);
    }

    private static boolean isNumber(DataType t) {
        return t instanceof IntegerType || t instanceof FloatType || t instanceof DecimalType || t instanceof BoolType;
    }

    /**
     * The readable tip ClickHouse prints after a large number ({@code " -- 10.00 million"}), or "" for small values,
     * NULL, non-finite values and values that look like 64-bit hashes (1e17 .. 1.8e19).
     */
    static String numberTip(Column column, int row) {
        Column c = column;
        if (c instanceof NullableColumn n) {
            if (n.isNull(row)) {
                return "";
            }
            c = n.nested();
        }
        DataType type = c.type().unwrapLowCardinality();
        double value;
        if (c instanceof DoubleColumn d) {
            value = d.values()[row];
        } else if (c instanceof LongColumn l && type instanceof IntegerType i) {
            long v = l.values()[row];
            value = i.isUInt64() && v < 0 ? (v >>> 1) * 2.0 + (v & 1) : v;
        } else if (c instanceof LongColumn l && type instanceof DecimalType d) {
            value = l.values()[row] / Math.pow(10, d.scale());
        } else {
            return "";
        }
        double magnitude = Math.abs(value);
        if (!Double.isFinite(value) || magnitude <= NUMBER_TIP_THRESHOLD || (magnitude > 1e17 && magnitude < 1.844675e19)) {
            return "";
        }
        return " -- " + ReadableNumbers.quantity(value);
    }

    /** True for the column types that may carry a number tip. */
    static boolean mayHaveNumberTip(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            t = n.nested().unwrapLowCardinality();
        }
        return t instanceof IntegerType || t instanceof FloatType || t instanceof DecimalType;
    }

    /** Terminal width of UTF-8 text: East Asian wide characters count 2, combining marks 0, others 1. */
    static int displayWidth(byte[] s, int off, int len) {
        int width = 0;
        int i = off;
        int end = off + len;
        while (i < end) {
            int b = s[i] & 0xFF;
            int cp;
            int size;
            if (b < 0x80) {
                cp = b;
                size = 1;
            } else if (b >= 0xF0 && i + 3 < end) {
                cp = (b & 0x07) << 18 | (s[i + 1] & 0x3F) << 12 | (s[i + 2] & 0x3F) << 6 | (s[i + 3] & 0x3F);
                size = 4;
            } else if (b >= 0xE0 && i + 2 < end) {
                cp = (b & 0x0F) << 12 | (s[i + 1] & 0x3F) << 6 | (s[i + 2] & 0x3F);
                size = 3;
            } else if (b >= 0xC0 && i + 1 < end) {
                cp = (b & 0x1F) << 6 | (s[i + 1] & 0x3F);
                size = 2;
            } else {
                cp = b;
                size = 1;
            }
            width += codePointWidth(cp);
            i += size;
        }
        return width;
    }

    static int displayWidth(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return displayWidth(b, 0, b.length);
    }

    private static int codePointWidth(int cp) {
        if ((cp >= 0x0300 && cp <= 0x036F) || (cp >= 0x200B && cp <= 0x200F) || (cp >= 0xFE00 && cp <= 0xFE0F)) {
            return 0;
        }
        if ((cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF && cp != 0x303F) || (cp >= 0xAC00 && cp <= 0xD7A3)
                || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F) || (cp >= 0x1F900 && cp <= 0x1F9FF)
                || (cp >= 0x20000 && cp <= 0x3FFFD)) {
            return 2;
        }
        return 1;
    }

    /**
     * A column name as Pretty formats show it: names wider than {@code cutTo + 4} that are not plain identifiers
     * are shortened to {@code cutTo} characters by replacing their middle with "⋯".
     */
    static String displayName(String name, int cutTo) {
        int width = displayWidth(name);
        if (width <= cutTo + NAME_CUT_SLACK || isIdentifier(name)) {
            return name;
        }
        int prefix = cutTo / 2;
        int suffix = (cutTo - 1) / 2;
        int[] cps = name.codePoints().toArray();
        return new String(cps, 0, prefix) + "⋯" + new String(cps, cps.length - suffix, suffix);
    }

    private static boolean isIdentifier(String name) {
        if (name.isEmpty() || Character.isDigit(name.charAt(0))) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c == '_' || (c < 0x80 && Character.isLetterOrDigit(c)))) {
                return false;
            }
        }
        return true;
    }
}
