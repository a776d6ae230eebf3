package io.mergelab.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaConstructor;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Set;

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

    /** Constructors and static factories of what holds an engine, a connection or a store file. */
    private static final DescribedPredicate<JavaCall<?>> OPENS_AN_ENGINE_OR_STORE =
            new DescribedPredicate<>("open an engine, a target or a run store") {
                private static final Set<String> OPENED = Set.of("Engine", "EmbeddedTarget", "ClickHouseTarget", "RunStore");

                @Override
                public boolean test(JavaCall<?> call) {
                    if (!OPENED.contains(call.getTargetOwner().getSimpleName())) {
                        return false;
                    }
                    return call.getTarget().getName().equals(JavaConstructor.CONSTRUCTOR_NAME) || call.getTarget()
                            .resolveMember().map(member -> member.getModifiers().contains(JavaModifier.STATIC)).orElse(false);
                }
            };

    /**
     * DESIGN §5: the shell owns the target and the store and hands them to the screens; only the app's composition
     * root (the {@code io.mergelab.app.gui} package itself) opens them.
     */
    @ArchTest
    static final ArchRule screensGetTheirTargetAndStoreInjected = noClasses()
            .that().resideInAPackage("io.mergelab.app.gui.*..")
            .should().callCodeUnitWhere(OPENS_AN_ENGINE_OR_STORE);

    @ArchTest
    static final ArchRule commandLineDoesNotNeedJavaFx = noClasses()
            .that().resideInAPackage("io.mergelab.app.cli..")
            .should().dependOnClassesThat().resideInAPackage("javafx..");
}
