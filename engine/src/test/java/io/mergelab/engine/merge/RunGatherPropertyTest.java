package io.mergelab.engine.merge;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.testing.RandomColumns;
import io.mergelab.engine.type.DataType;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Gathering runs of rows builds the same column as appending the rows one by one, for every representation. */
class RunGatherPropertyTest {

    @Property(tries = 300)
    void gatheredRunsEqualRowByRowCopies(@ForAll long seed, @ForAll @IntRange(min = 0, max = 8) int typeIndex) {
        Random random = new Random(seed);
        DataType type = RandomColumns.TYPES.get(typeIndex);
        Column[] sources = new Column[3];
        for (int i = 0; i < sources.length; i++) {
            sources[i] = RandomColumns.column(type, random, 1 + random.nextInt(30));
        }
        int runs = 1 + random.nextInt(12);
        Column[] columns = new Column[runs];
        int[] from = new int[runs];
        int[] length = new int[runs];
        int rows = 0;
        ColumnBuilder expected = ColumnBuilder.create(type, 1);
        for (int i = 0; i < runs; i++) {
            columns[i] = sources[random.nextInt(sources.length)];
            from[i] = random.nextInt(columns[i].size());
            length[i] = 1 + random.nextInt(columns[i].size() - from[i]);
            rows += length[i];
            for (int r = from[i]; r < from[i] + length[i]; r++) {
                expected.appendFrom(columns[i], r);
            }
        }
        Column gathered = RunGather.gather(columns, from, length, runs, rows);
        assertThat(gathered.size()).isEqualTo(rows);
        assertThat(RandomColumns.values(gathered)).isEqualTo(RandomColumns.values(expected.build()));
    }
}
