package io.mergelab.engine.column;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.testing.RandomColumns;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Appending row ranges builds the same column as appending the rows one by one, for every builder. */
class AppendRangePropertyTest {

    @Property(tries = 300)
    void rangesEqualRowByRowCopies(@ForAll long seed, @ForAll @IntRange(min = 0, max = 8) int typeIndex) {
        Random random = new Random(seed);
        DataType type = RandomColumns.TYPES.get(typeIndex);
        List<Column> sources = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            sources.add(RandomColumns.column(type, random, random.nextInt(40)));
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
        assertThat(RandomColumns.values(ranges.build())).isEqualTo(RandomColumns.values(rows.build()));
    }
}
