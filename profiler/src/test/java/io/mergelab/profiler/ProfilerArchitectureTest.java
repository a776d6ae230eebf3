package io.mergelab.profiler;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.mergelab.engine.ReadableNumbers;

/**
 * DESIGN §1: the profiler knows nothing of JavaFX, so every capability has a headless path. Issue 13: only the
 * embedded target sees the engine, so every other part of the profiler works the same on any target. The one
 * exception is the engine's {@link ReadableNumbers}: ClickHouse's formatReadable* wording, plain text that is the same
 * whichever target ran the query, kept in one place rather than copied.
 */
@AnalyzeClasses(packages = "io.mergelab.profiler", importOptions = ImportOption.DoNotIncludeTests.class)
class ProfilerArchitectureTest {

    @ArchTest
    static final ArchRule profilerDoesNotUseJavaFx = noClasses()
            .that().resideInAPackage("io.mergelab.profiler..")
            .should().dependOnClassesThat().resideInAPackage("javafx..");

    @ArchTest
    static final ArchRule profilerDoesNotUseTheApp = noClasses()
            .that().resideInAPackage("io.mergelab.profiler..")
            .should().dependOnClassesThat().resideInAPackage("io.mergelab.app..");

    @ArchTest
    static final ArchRule onlyTheEmbeddedTargetSeesTheEngine = noClasses()
            .that().resideInAPackage("io.mergelab.profiler..")
            .and(DescribedPredicate.describe("are not part of the embedded target",
                    (JavaClass c) -> !topLevel(c).getSimpleName().startsWith("Embedded")))
            .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("io.mergelab.engine..")
                    .and(DescribedPredicate.not(JavaClass.Predicates.equivalentTo(ReadableNumbers.class))));

    private static JavaClass topLevel(JavaClass c) {
        return c.getEnclosingClass().map(ProfilerArchitectureTest::topLevel).orElse(c);
    }
}
