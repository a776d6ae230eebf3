package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import io.mergelab.engine.type.UuidType;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random columns of any supported type for generateRandom: integers and floats from random bits (so floats include
 * NaN and infinities, as in ClickHouse), strings of printable ASCII up to {@code maxStringLength}, arrays up to
 * {@code maxArrayLength} elements, NULL for about one value in eight.
 */
final class RandomColumns {
    private static final long DATE_DAYS = 65_536;
    private static final long DATE32_MIN = -25_567;
    private static final long DATE32_MAX = 120_529;
    private static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
        100_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L, 10_000_000_000_000L,
        100_000_000_000_000L, 1_000_000_000_000_000L, 10_000_000_000_000_000L, 100_000_000_000_000_000L,
        1_000_000_000_000_000_000L};

    private final int maxStringLength;
    private final int maxArrayLength;

    RandomColumns(int maxStringLength, int maxArrayLength) {
        this.maxStringLength = maxStringLength;
        this.maxArrayLength = maxArrayLength;
    }

    /** Fails at analysis for types generateRandom cannot make. */
    static void checkSupported(String column, DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            checkSupported(column, n.nested());
        } else if (t instanceof ArrayType a) {
            checkSupported(column, a.element());
        } else if (t instanceof TupleType tt) {
            tt.elements().forEach(e -> checkSupported(column, e));
        } else if (t instanceof MapType m) {
            checkSupported(column, m.key());
            checkSupported(column, m.value());
        } else if (!(t instanceof EnumType || t instanceof IntegerType || t instanceof BoolType || t instanceof FloatType
                || t instanceof DecimalType || t instanceof StringType || t instanceof FixedStringType
                || t instanceof DateType || t instanceof Date32Type || t instanceof DateTimeType
                || t instanceof DateTime64Type || t instanceof UuidType)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "generateRandom cannot make values of type "
                    + type.name() + " (column " + column + ")");
        }
    }

    /**
     * The most bytes one row of {@code type} can take in memory (every array and string at its longest); doubles,
     * so nested arrays of long arrays do not overflow.
     */
    double maxRowBytes(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            return 1 + maxRowBytes(n.nested());
        }
        if (t instanceof ArrayType a) {
            return 4 + (double) maxArrayLength * maxRowBytes(a.element());
        }
        if (t instanceof MapType m) {
            return 4 + (double) maxArrayLength * maxRowBytes(m.entryType());
        }
        if (t instanceof TupleType tt) {
            return tt.elements().stream().mapToDouble(this::maxRowBytes).sum();
        }
        if (t instanceof StringType) {
            return 4 + maxStringLength;
        }
        if (t instanceof FixedStringType f) {
            return f.length();
        }
        return t instanceof UuidType ? 16 : 8;
    }

    Column generate(DataType type, int rows, SplittableRandom rnd) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            byte[] nulls = new byte[rows];
            for (int i = 0; i < rows; i++) {
                nulls[i] = (byte) (rnd.nextInt(8) == 0 ? 1 : 0);
            }
            return new NullableColumn(type, generate(n.nested(), rows, rnd), nulls);
        }
        if (t instanceof ArrayType || t instanceof MapType) {
            int[] offsets = new int[rows + 1];
            for (int i = 0; i < rows; i++) {
                offsets[i + 1] = checkedSize(offsets[i] + (long) rnd.nextInt(maxArrayLength + 1), type);
            }
            DataType element = t instanceof MapType m ? m.entryType() : ((ArrayType) t).element();
            return new ArrayColumn(type, generate(element, offsets[rows], rnd), offsets, rows);
        }
        if (t instanceof EnumType e) {
            long[] v = new long[rows];
            for (int i = 0; i < rows; i++) {
                v[i] = e.codes().get(rnd.nextInt(e.codes().size()));
            }
            return new LongColumn(type, v, rows);
        }
        if (t instanceof TupleType tt) {
            List<Column> elements = new ArrayList<>(tt.elements().size());
            for (DataType e : tt.elements()) {
                elements.add(generate(e, rows, rnd));
            }
            return new TupleColumn(type, elements, rows);
        }
        if (t instanceof FloatType f) {
            double[] v = new double[rows];
            for (int i = 0; i < rows; i++) {
                v[i] = f.bits() == 32 ? Float.intBitsToFloat(rnd.nextInt()) : Double.longBitsToDouble(rnd.nextLong());
            }
            return new DoubleColumn(type, v, rows);
        }
        if (t instanceof StringType) {
            return strings(type, rows, rnd, -1);
        }
        if (t instanceof FixedStringType f) {
            return strings(type, rows, rnd, f.length());
        }
        if (t instanceof UuidType) {
            byte[] data = new byte[16 * rows];
            rnd.nextBytes(data);
            return fixed(type, data, 16, rows);
        }
        long[] v = new long[rows];
        for (int i = 0; i < rows; i++) {
            v[i] = randomLong(t, rnd);
        }
        return new LongColumn(type, v, rows);
    }

    private static long randomLong(DataType t, SplittableRandom rnd) {
        if (t instanceof IntegerType it) {
            long bits = rnd.nextLong();
            int shift = 64 - it.bits();
            return shift == 0 ? bits : it.signed() ? (bits << shift) >> shift : bits >>> shift;
        }
        if (t instanceof BoolType) {
            return rnd.nextInt(2);
        }
        if (t instanceof DateType) {
            return rnd.nextLong(DATE_DAYS);
        }
        if (t instanceof Date32Type) {
            return rnd.nextLong(DATE32_MIN, DATE32_MAX + 1);
        }
        if (t instanceof DateTimeType) {
            return rnd.nextLong(1L << 32);
        }
        if (t instanceof DateTime64Type d) {
            return rnd.nextLong(1L << 32) * POW10[d.precision()] + rnd.nextLong(POW10[d.precision()]);
        }
        DecimalType d = (DecimalType) t;
        return rnd.nextLong(-POW10[d.precision()] + 1, POW10[d.precision()]);
    }

    /** Printable ASCII: random length up to the maximum, or exactly {@code fixedLength}. */
    private BytesColumn strings(DataType type, int rows, SplittableRandom rnd, int fixedLength) {
        int[] offsets = new int[rows + 1];
        for (int i = 0; i < rows; i++) {
            offsets[i + 1] = checkedSize(offsets[i] + (long) (fixedLength >= 0 ? fixedLength : rnd.nextInt(maxStringLength + 1)), type);
        }
        byte[] data = new byte[offsets[rows]];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (32 + rnd.nextInt(95));
        }
        return new BytesColumn(type, data, offsets, rows);
    }

    /** Nested arrays at their longest can exceed what one column holds; ClickHouse stops those with this error too. */
    private static int checkedSize(long size, DataType type) {
        if (size > Integer.MAX_VALUE - 16) {
            throw new MergeLabException(ErrorCode.TOO_LARGE_ARRAY_SIZE, "Too large array size: generateRandom would make "
                    + size + " values of " + type.name() + " in one block");
        }
        return (int) size;
    }

    private static BytesColumn fixed(DataType type, byte[] data, int width, int rows) {
        int[] offsets = new int[rows + 1];
        for (int i = 0; i <= rows; i++) {
            offsets[i] = i * width;
        }
        return new BytesColumn(type, data, offsets, rows);
    }
}
