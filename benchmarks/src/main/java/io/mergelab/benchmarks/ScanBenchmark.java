package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/** One-thread full scan summing a UInt64 column of 10 M rows in the page cache; score = time per scan. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = "-Xmx6g")
public class ScanBenchmark {
    @Param({"10000000"})
    long rows;

    @Param({"false", "true"})
    boolean sequentialIds;

    private Path dir;
    private Engine engine;
    private Session session;

    @Setup(Level.Trial)
    public void load() throws IOException {
        dir = Files.createTempDirectory("scan-bench-");
        engine = Engine.open(dir);
        session = engine.newSession();
        session.execute("CREATE TABLE bench (id UInt64, s String, ts DateTime) ENGINE = MergeTree ORDER BY id").close();
        BenchRows data = BenchRows.generate(rows, 1_048_449, 42, sequentialIds);
        session.insert("bench", List.of("id", "s", "ts"), data.chunks().iterator());
        session.setSetting("max_threads", "1");
    }

    @Benchmark
    public long sumIds() {
        return IdSum.of(session);
    }

    @TearDown(Level.Trial)
    public void close() throws IOException {
        engine.close();
        Bench.deleteTree(dir);
    }
}
