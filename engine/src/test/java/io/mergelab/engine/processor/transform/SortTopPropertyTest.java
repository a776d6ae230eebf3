package io.mergelab.engine.processor.transform;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Selecting the first rows with a bounded heap gives exactly the first rows of a full stable sort. */
class SortTopPropertyTest {

    @Property(tries = 300)
    void topRowsEqualThePrefixOfTheFullSort(@ForAll @Size(min = 1, max = 2000) List<@IntRange(min = -50, max = 50) Integer> a,
                                            @ForAll boolean descending, @ForAll @IntRange(min = 1, max = 300) int limit) {
        long[] keys = a.stream().mapToLong(Integer::longValue).toArray();
        long[] ids = new long[keys.length];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = i;
        }
        Chunk chunk = Chunk.of(List.of(LongColumn.of(IntegerType.INT64, keys), LongColumn.of(IntegerType.INT64, ids)));
        List<SortColumn> order = List.of(new SortColumn(0, descending, false));
        Chunk full = SortColumn.sort(order, chunk);
        Chunk top = SortColumn.sortTop(order, chunk, limit);
        assertThat(rows(top)).isEqualTo(rows(full).subList(0, Math.min(limit, keys.length)));
    }

    private static List<List<Object>> rows(Chunk c) {
        List<List<Object>> out = new ArrayList<>();
        for (int r = 0; r < c.rows(); r++) {
            out.add(List.of(c.column(0).get(r), c.column(1).get(r)));
        }
        return out;
    }
}
