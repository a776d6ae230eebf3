package io.mergelab.engine.column;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Appending row ranges builds the same column as appending the rows one by one, for every builder. */
class AppendRangePropertyTest {
    private static final List<DataType> TYPES = List.of(IntegerType.INT64, new FloatType(64), StringType.INSTANCE,
            new FixedStringType(3), new NullableType(StringType.INSTANCE), new NullableType(IntegerType.UINT32),
            new ArrayType(IntegerType.INT32));

    @Property(tries = 200)
    void rangesEqualRowByRowCopies(@ForAll long seed, @ForAll @IntRange(min = 0, max = 6) int typeIndex) {
        Random random = new Random(seed);
        DataType type = TYPES.get(typeIndex);
        List<Column> sources = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            sources.add(randomColumn(type, random, random.nextInt(40)));
        }
        ColumnBuilder ranges = ColumnBuilder.create(type, 1);
        ColumnBuilder rows = ColumnBuilder.create(type, 1);
        for (int step = 0; step < 20; step++) {
            Column source = sources.get(random.nextInt(sources.size()));
            int from = source.size() == 0 ? 0 : random.nextInt(source.size());
            int length = random.nextInt(source.size() - from + 1);
            ranges.appendRange(source, from, length);
            for (int r = from; r < from + length; r++) {
                rows.appendFrom(source, r);
            }
        }
        Column expected = rows.build();
        Column actual = ranges.build();
        assertThat(actual.size()).isEqualTo(expected.size());
        assertThat(IntStream.range(0, actual.size()).mapToObj(actual::get).toList())
                .isEqualTo(IntStream.range(0, expected.size()).mapToObj(expected::get).toList());
    }

    private static Column randomColumn(DataType type, Random random, int rows) {
        ColumnBuilder b = ColumnBuilder.create(type, 1);
        for (int i = 0; i < rows; i++) {
            b.appendValue(randomValue(type, random));
        }
        return b.build();
    }

    private static Object randomValue(DataType type, Random random) {
        if (type instanceof NullableType n) {
            return random.nextInt(3) == 0 ? null : randomValue(n.nested(), random);
        }
        if (type instanceof ArrayType a) {
            List<Object> out = new ArrayList<>();
            for (int i = random.nextInt(4); i > 0; i--) {
                out.add(randomValue(a.element(), random));
            }
            return out;
        }
        if (type instanceof FloatType) {
            return random.nextDouble();
        }
        if (type instanceof StringType || type instanceof FixedStringType) {
            return "abc".substring(0, random.nextInt(4));
        }
        return (long) random.nextInt(1000);
    }
}
