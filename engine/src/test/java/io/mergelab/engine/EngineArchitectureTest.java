package io.mergelab.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** DESIGN §1: the engine knows nothing of JavaFX, JDBC or H2, nor of the modules built on it. */
@AnalyzeClasses(packages = "io.mergelab.engine", importOptions = ImportOption.DoNotIncludeTests.class)
class EngineArchitectureTest {

    @ArchTest
    static final ArchRule engineUsesNoGuiJdbcOrH2 = noClasses()
            .that().resideInAPackage("io.mergelab.engine..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.sql..", "javax.sql..", "org.h2..");

    @ArchTest
    static final ArchRule engineDependsOnNoOtherModule = noClasses()
            .that().resideInAPackage("io.mergelab.engine..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "io.mergelab.profiler..", "io.mergelab.sampledata..", "io.mergelab.app..");
}
