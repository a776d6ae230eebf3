package io.mergelab.app;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaConstructor;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Stream;

/**
 * DESIGN §1, §2.1 and §5: modules depend one way (app → profiler, sample-data → engine) and reach the engine through
 * its API package; a screen's ViewModel stays free of JavaFX scene classes so it can be tested without the FX thread,
 * while its View reaches the engine only through the ViewModel.
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

    /**
     * The engine's API is its root package {@code io.mergelab.engine}; everything below it is internal. The app and
     * the profiler see results as text values and profiles as records, so they need nothing else — and the profiler's
     * other targets (a ClickHouse server) can give them the same.
     */
    @ArchTest
    static final ArchRule appAndProfilerUseOnlyTheEngineApi = noClasses()
            .that().resideInAnyPackage("io.mergelab.app..", "io.mergelab.profiler..")
            .should().dependOnClassesThat(engineInternalsExcept());

    /**
     * Sample data moves rows in bulk at engine speed, so besides the API it builds and reads columnar blocks — the
     * vocabulary of {@code Session.insert} and {@code QueryResult.chunks()}: {@code column} (Chunk and its columns)
     * and {@code type} (DataType) — and exports them with the engine's own output formats ({@code format}), so files
     * hold the very bytes ClickHouse would write.
     */
    @ArchTest
    static final ArchRule sampleDataUsesTheEngineApiAndColumnarBlocks = noClasses()
            .that().resideInAPackage("io.mergelab.sampledata..")
            .should().dependOnClassesThat(engineInternalsExcept(
                    "io.mergelab.engine.column..", "io.mergelab.engine.type..", "io.mergelab.engine.format.."));

    /** Engine classes outside the API package and outside {@code allowed}. */
    static DescribedPredicate<JavaClass> engineInternalsExcept(String... allowed) {
        String[] open = Stream.concat(Stream.of("io.mergelab.engine"), Arrays.stream(allowed)).toArray(String[]::new);
        return resideInAPackage("io.mergelab.engine..").and(not(resideInAnyPackage(open)))
                .as("are engine classes outside the API package io.mergelab.engine%s",
                        allowed.length == 0 ? "" : " and " + String.join(", ", allowed));
    }

    @ArchTest
    static final ArchRule viewModelsDoNotTouchTheScene = noClasses()
            .that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..", "javafx.application..");

    @ArchTest
    static final ArchRule viewsReachTheEngineOnlyThroughTheirViewModel = noClasses()
            .that().resideInAPackage("io.mergelab.app.gui..").and().haveSimpleNameEndingWith("View")
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
