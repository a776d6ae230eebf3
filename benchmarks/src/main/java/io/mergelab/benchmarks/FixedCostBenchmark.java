package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The fixed cost of a query through the engine API (issue 19's warm {@code SELECT 1} goal: at most 0.3 ms): parse,
 * analyse, plan, log, start the pipeline's workers and read the one row, in a warm process with the query log on,
 * at the default {@code max_threads}. Run with {@code benchmarks/run jmh FixedCostBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode({Mode.AverageTime, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = "-Xmx2g")
public class FixedCostBenchmark {
    private Path dir;
    private Engine engine;
    private Session session;

    @Setup(Level.Trial)
    public void open() throws IOException {
        dir = Files.createTempDirectory("fixed-cost-bench-");
        engine = Engine.open(dir);
        session = engine.newSession();
    }

    @Benchmark
    public long selectOne() {
        long rows = 0;
        try (QueryResult r = session.execute("SELECT 1")) {
            Iterator<Chunk> it = r.chunks();
            while (it.hasNext()) {
                rows += it.next().rows();
            }
        }
        return rows;
    }

    @TearDown(Level.Trial)
    public void close() throws IOException {
        engine.close();
        Bench.deleteTree(dir);
    }
}
