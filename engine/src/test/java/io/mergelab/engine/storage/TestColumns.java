package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.ArrayColumnBuilder;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.NullableColumnBuilder;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.UuidType;
import java.util.Random;

/** Random columns of any type, with extreme values mixed in, and an exact comparison of column contents. */
final class TestColumns {
    private TestColumns() {
    }

    static Column random(DataType type, int rows, Random random) {
        ColumnBuilder b = ColumnBuilder.create(type, rows);
        for (int i = 0; i < rows; i++) {
            append(b, type, random);
        }
        return b.build();
    }

    private static void append(ColumnBuilder b, DataType type, Random random) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            NullableColumnBuilder nb = (NullableColumnBuilder) b;
            if (random.nextInt(4) == 0) {
                nb.appendNull();
            } else {
                append(nb.nested(), n.nested(), random);
                nb.markNotNull();
            }
        } else if (t instanceof ArrayType a) {
            ArrayColumnBuilder ab = (ArrayColumnBuilder) b;
            int length = random.nextInt(5) == 0 ? 0 : random.nextInt(6);
            for (int i = 0; i < length; i++) {
                append(ab.elements(), a.element(), random);
            }
            ab.endRow();
        } else if (t instanceof FloatType f) {
            double[] extremes = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MAX_VALUE, Double.MIN_VALUE};
            double v = random.nextInt(5) == 0 ? extremes[random.nextInt(extremes.length)] : random.nextGaussian() * 1e6;
            b.appendDouble(v);
        } else if (t instanceof StringType) {
            byte[] bytes = new byte[random.nextInt(4) == 0 ? 0 : random.nextInt(random.nextInt(10) == 0 ? 300 : 20)];
            random.nextBytes(bytes);
            b.appendBytes(bytes, 0, bytes.length);
        } else if (t instanceof FixedStringType f) {
            byte[] bytes = new byte[random.nextInt(f.length() + 1)];
            random.nextBytes(bytes);
            b.appendBytes(bytes, 0, bytes.length);
        } else if (t instanceof UuidType) {
            byte[] bytes = new byte[16];
            random.nextBytes(bytes);
            b.appendBytes(bytes, 0, 16);
        } else {
            b.appendLong(randomLong(t, random));
        }
    }

    private static long randomLong(DataType t, Random random) {
        long min;
        long max;
        if (t instanceof IntegerType i) {
            min = i.minValue();
            max = i.maxValue();
        } else if (t instanceof BoolType) {
            min = 0;
            max = 1;
        } else if (t instanceof DateType) {
            min = 0;
            max = 65535;
        } else if (t instanceof Date32Type) {
            min = -25567;
            max = 120529;
        } else if (t instanceof DateTimeType) {
            min = 0;
            max = 0xFFFF_FFFFL;
        } else if (t instanceof DecimalType d) {
            max = 1;
            for (int i = 0; i < d.precision(); i++) {
                max *= 10;
            }
            max -= 1;
            min = -max;
        } else if (t instanceof DateTime64Type) {
            min = Long.MIN_VALUE;
            max = Long.MAX_VALUE;
        } else {
            min = 0;
            max = 0;
        }
        return switch (random.nextInt(6)) {
            case 0 -> min;
            case 1 -> max;
            case 2 -> 0;
            default -> {
                if (max == -1 || max - min < 0) {
                    yield random.nextLong();
                }
                yield min + (long) (random.nextDouble() * (max - min));
            }
        };
    }

    /** Asserts equal types and equal values bit for bit (NULL slots' hidden values included). */
    static void assertSame(Column expected, Column actual, String what) {
        assertThat(actual.type()).as(what + " type").isEqualTo(expected.type());
        assertThat(actual.size()).as(what + " size").isEqualTo(expected.size());
        int n = expected.size();
        if (expected instanceof LongColumn e) {
            LongColumn a = (LongColumn) actual;
            for (int i = 0; i < n; i++) {
                if (e.values()[i] != a.values()[i]) {
                    assertThat(a.values()[i]).as(what + " row " + i).isEqualTo(e.values()[i]);
                }
            }
        } else if (expected instanceof DoubleColumn e) {
            DoubleColumn a = (DoubleColumn) actual;
            for (int i = 0; i < n; i++) {
                assertThat(Double.doubleToRawLongBits(a.values()[i])).as(what + " row " + i)
                        .isEqualTo(Double.doubleToRawLongBits(e.values()[i]));
            }
        } else if (expected instanceof BytesColumn e) {
            BytesColumn a = (BytesColumn) actual;
            for (int i = 0; i < n; i++) {
                if (!java.util.Arrays.equals(e.getBytes(i), a.getBytes(i))) {
                    assertThat(a.getBytes(i)).as(what + " row " + i).isEqualTo(e.getBytes(i));
                }
            }
        } else if (expected instanceof NullableColumn e) {
            NullableColumn a = (NullableColumn) actual;
            for (int i = 0; i < n; i++) {
                assertThat(a.isNull(i)).as(what + " null at row " + i).isEqualTo(e.isNull(i));
            }
            assertSame(e.nested(), a.nested(), what + ".nested");
        } else if (expected instanceof ArrayColumn e) {
            ArrayColumn a = (ArrayColumn) actual;
            for (int i = 0; i < n; i++) {
                assertThat(a.length(i)).as(what + " length at row " + i).isEqualTo(e.length(i));
            }
            int from = e.offsets()[0];
            Column expectedElements = e.elements().slice(from, e.offsets()[n] - from);
            Column actualElements = a.elements().slice(a.offsets()[0], a.offsets()[n] - a.offsets()[0]);
            assertSame(expectedElements, actualElements, what + ".elements");
        } else if (expected instanceof TupleColumn e) {
            TupleColumn a = (TupleColumn) actual;
            for (int i = 0; i < e.elements().size(); i++) {
                assertSame(e.elements().get(i), a.elements().get(i), what + "." + (i + 1));
            }
        }
    }
}
