package io.mergelab.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * ClickBench's 43 queries in ClickHouse's dialect, one a line in {@code clickbench-queries.sql}, as ClickBench's
 * {@code clickhouse/queries.sql} lists them (github.com/ClickHouse/ClickBench); nothing is adapted. The trailing
 * semicolons are dropped.
 */
final class ClickBenchQueries {
    static final int COUNT = 43;

    private ClickBenchQueries() {
    }

    static List<String> all() {
        try (InputStream in = ClickBenchQueries.class.getResourceAsStream("clickbench-queries.sql")) {
            if (in == null) {
                throw new IllegalStateException("clickbench-queries.sql is missing from the benchmarks jar");
            }
            List<String> queries = Arrays.stream(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                    .map(String::strip).filter(q -> !q.isEmpty()).map(q -> q.endsWith(";") ? q.substring(0, q.length() - 1) : q)
                    .toList();
            if (queries.size() != COUNT) {
                throw new IllegalStateException("clickbench-queries.sql holds " + queries.size() + " queries, not " + COUNT);
            }
            return queries;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read clickbench-queries.sql", e);
        }
    }
}
