package io.mergelab.engine.testing;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

/** Random columns of every representation (tests of code that copies rows between columns). */
public final class RandomColumns {
    /** One type per column representation, nested ones included. */
    public static final List<DataType> TYPES = List.of(IntegerType.INT64, new FloatType(64), StringType.INSTANCE,
            new FixedStringType(3), new NullableType(StringType.INSTANCE), new NullableType(IntegerType.UINT32),
            new ArrayType(IntegerType.INT32), new ArrayType(new NullableType(StringType.INSTANCE)),
            new TupleType(List.of(IntegerType.UINT8, StringType.INSTANCE)));

    private RandomColumns() {
    }

    public static Column column(DataType type, Random random, int rows) {
        ColumnBuilder b = ColumnBuilder.create(type, 1);
        for (int i = 0; i < rows; i++) {
            b.appendValue(value(type, random));
        }
        return b.build();
    }

    /** The column's values, boxed, for comparisons. */
    public static List<Object> values(Column column) {
        return IntStream.range(0, column.size()).mapToObj(column::get).toList();
    }

    private static Object value(DataType type, Random random) {
        if (type instanceof NullableType n) {
            return random.nextInt(3) == 0 ? null : value(n.nested(), random);
        }
        if (type instanceof ArrayType a) {
            List<Object> out = new ArrayList<>();
            for (int i = random.nextInt(4); i > 0; i--) {
                out.add(value(a.element(), random));
            }
            return out;
        }
        if (type instanceof TupleType t) {
            List<Object> out = new ArrayList<>();
            for (DataType e : t.elements()) {
                out.add(value(e, random));
            }
            return out;
        }
        if (type instanceof FloatType) {
            return random.nextDouble();
        }
        if (type instanceof StringType || type instanceof FixedStringType) {
            return "abc".substring(0, random.nextInt(4));
        }
        return (long) random.nextInt(200);
    }
}
