package io.mergelab.profiler;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** DESIGN §1: the profiler knows nothing of JavaFX, so every capability has a headless path. */
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
}
