package io.mergelab.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * DESIGN §1 and §5: modules depend one way (app → profiler, sample-data → engine), and a screen's
 * ViewModel stays free of JavaFX scene classes so it can be tested without the FX thread, while its
 * View reaches the engine only through the ViewModel.
 */
@AnalyzeClasses(packages = "io.mergelab", importOptions = ImportOption.DoNotIncludeTests.class)
class AppArchitectureTest {

    @ArchTest
    static final ArchRule modulesDependOneWay = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("App").definedBy("io.mergelab.app..")
            .layer("Profiler").definedBy("io.mergelab.profiler..")
            .optionalLayer("SampleData").definedBy("io.mergelab.sampledata..")
            .layer("Engine").definedBy("io.mergelab.engine..")
            .whereLayer("App").mayNotBeAccessedByAnyLayer()
            .whereLayer("Profiler").mayOnlyBeAccessedByLayers("App")
            .whereLayer("SampleData").mayOnlyBeAccessedByLayers("App")
            .whereLayer("Engine").mayOnlyBeAccessedByLayers("App", "Profiler", "SampleData");

    @ArchTest
    static final ArchRule viewModelsDoNotTouchTheScene = noClasses()
            .that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..", "javafx.application..");

    @ArchTest
    static final ArchRule viewsReachTheEngineOnlyThroughTheirViewModel = noClasses()
            .that().haveSimpleNameEndingWith("View")
            .should().dependOnClassesThat().resideInAnyPackage("io.mergelab.engine..", "io.mergelab.profiler..");

    @ArchTest
    static final ArchRule commandLineDoesNotNeedJavaFx = noClasses()
            .that().resideInAPackage("io.mergelab.app.cli..")
            .should().dependOnClassesThat().resideInAPackage("javafx..");
}
