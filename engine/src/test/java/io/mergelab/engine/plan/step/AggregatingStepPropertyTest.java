package io.mergelab.engine.plan.step;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.testing.ChunksSource;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Random rows through the AggregatingStep pipeline (1 and 2 streams) equal a plain Java GROUP BY. */
class AggregatingStepPropertyTest {
    private static final List<String> NAMES = List.of("k", "s", "v", "flag");
    private static final List<DataType> TYPES = List.of(DataType.parse("Int32"), DataType.parse("Nullable(String)"),
            DataType.parse("Nullable(Int64)"), DataType.parse("UInt8"));

    @Provide
    Arbitrary<List<List<Object>>> rows() {
        Arbitrary<Object> k = Arbitraries.integers().between(-3, 6).map(Integer::longValue);
        Arbitrary<Object> s = Arbitraries.of("a", "b", "", "long string value").injectNull(0.2).map(x -> x);
        Arbitrary<Object> v = Arbitraries.longs().between(-1_000, 1_000).injectNull(0.2).map(x -> x);
        Arbitrary<Object> flag = Arbitraries.of(0L, 1L);
        Arbitrary<List<Object>> row = Combinators.combine(k, s, v, flag).as(Arrays::asList);
        return row.list().ofMaxSize(300);
    }

    private static AggregateDescription agg(String fn, String result, String... args) {
        return new AggregateDescription(fn, List.of(), Arrays.asList(args), result, false);
    }

    private static final List<AggregateDescription> AGGREGATES = List.of(
            agg("count", "c"), agg("count", "cv", "v"), agg("sum", "sv", "v"), agg("sumIf", "svf", "v", "flag"),
            agg("countIf", "cf", "flag"), agg("min", "minv", "v"), agg("max", "maxs", "s"), agg("uniqExact", "u", "v"),
            agg("avg", "av", "v"), agg("quantileExact", "q", "v"));

    @Property(tries = 60)
    void pipelineEqualsReference(@ForAll("rows") List<List<Object>> rows, @ForAll @IntRange(min = 1, max = 2) int streams,
                                 @ForAll @IntRange(min = 1, max = 40) int chunkRows,
                                 @ForAll @IntRange(min = 0, max = 2) int keyCount) {
        List<String> keys = List.of("k", "s").subList(0, keyCount);
        List<Chunk> chunks = new ArrayList<>();
        for (int from = 0; from < rows.size(); from += chunkRows) {
            chunks.add(AggregatingStepTest.chunk(TYPES, rows.subList(from, Math.min(rows.size(), from + chunkRows))));
        }
        AggregatingStep step = new AggregatingStep(ChunksSource.dealt(new Header(NAMES, TYPES), chunks, streams),
                keys, AGGREGATES);
        List<List<Object>> actual = AggregatingStepTest.run(step, streams, 7).rows();
        assertThat(actual).containsExactlyInAnyOrderElementsOf(reference(rows, keyCount));
    }

    /** A straightforward GROUP BY in Java over boxed rows. */
    private static List<List<Object>> reference(List<List<Object>> rows, int keyCount) {
        Map<List<Object>, List<List<Object>>> groups = new LinkedHashMap<>();
        if (keyCount == 0) {
            groups.put(List.of(), new ArrayList<>());
        }
        for (List<Object> row : rows) {
            groups.computeIfAbsent(new ArrayList<>(row.subList(0, keyCount)), x -> new ArrayList<>()).add(row);
        }
        List<List<Object>> out = new ArrayList<>();
        groups.forEach((key, members) -> {
            List<Long> vs = members.stream().map(r -> (Long) r.get(2)).filter(Objects::nonNull).toList();
            List<String> ss = members.stream().map(r -> (String) r.get(1)).filter(Objects::nonNull).toList();
            long sumIf = 0;
            boolean anyIf = false;
            long countIf = 0;
            for (List<Object> r : members) {
                boolean flag = (Long) r.get(3) == 1L;
                countIf += flag ? 1 : 0;
                if (flag && r.get(2) != null) {
                    sumIf += (Long) r.get(2);
                    anyIf = true;
                }
            }
            long sum = vs.stream().mapToLong(Long::longValue).sum();
            Set<Long> distinct = new HashSet<>(vs);
            List<Object> row = new ArrayList<>(key);
            row.add((long) members.size());
            row.add((long) vs.size());
            row.add(vs.isEmpty() ? null : sum);
            row.add(anyIf ? sumIf : null);
            row.add(countIf);
            row.add(vs.stream().min(Long::compare).orElse(null));
            row.add(ss.stream().max(String::compareTo).orElse(null));
            row.add((long) distinct.size());
            row.add(vs.isEmpty() ? null : (double) sum / vs.size());
            List<Long> sorted = vs.stream().sorted().toList();
            row.add(sorted.isEmpty() ? null : sorted.get(sorted.size() / 2));
            out.add(row);
        });
        return out;
    }
}
