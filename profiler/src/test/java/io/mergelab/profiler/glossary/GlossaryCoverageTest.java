package io.mergelab.profiler.glossary;

import io.mergelab.engine.ProfileEventDescription;
import io.mergelab.engine.SettingDescription;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 15: the glossary has a meaning for every processor name the engine can produce, every setting and
 * ProfileEvent in the engine's registries, and every metric the HTML report labels. Processor names come from the
 * engine's sources: the literals its processor classes return from {@code name()}, and the names given to the
 * processors that take one ({@code TableScanSource}, {@code FormatSource}, {@code MergingTransform},
 * {@code ReadFromStorage}'s source).
 */
class GlossaryCoverageTest {
    private static final Path ENGINE = Path.of("../engine/src/main/java/io/mergelab/engine");
    private static final Pattern PROCESSOR_CLASS = Pattern.compile(
            "extends (Processor|SimpleTransform|SourceProcessor|SinkProcessor|AccumulatingTransform|SortedStreamsMerge)\\b");
    private static final Pattern NAME_METHOD = Pattern.compile("String name\\(\\) \\{(.*?)\\n    }", Pattern.DOTALL);
    /** The FINAL read's merging processor, named per table engine ({@code MergingParams}). */
    private static final Pattern TRANSFORM_NAME_METHOD =
            Pattern.compile("String transformName\\(\\) \\{(.*?)\\n    }", Pattern.DOTALL);
    private static final Pattern LITERAL = Pattern.compile("\"([^\"]+)\"");
    private static final Pattern NAMED_PROCESSOR = Pattern.compile(
            "new (?:TableScanSource|FormatSource|MergingTransform)\\(\\s*\"([^\"]+)\"");
    private static final Pattern STORAGE_SOURCE = Pattern.compile(
            "new ReadFromStorage\\(\\s*[^,]+,\\s*[^,]+,\\s*\"([^\"]+)\"");
    private static final Pattern REPORT_METRIC = Pattern.compile("terms\\.metric\\(\"([^\"]+)\"\\)");

    private final Glossary glossary = Glossary.standard();

    @Test
    void everyProcessorNameTheEngineProducesHasAMeaning() {
        Set<String> names = processorNames();
        assertThat(names).as("processor names found in the engine's sources")
                .contains("FilterTransform", "Resize", "ReplacingSorted", "SummingSortedTransform", "MemorySource", "NumbersRange",
                        "File")
                .hasSizeGreaterThan(30);
        assertThat(names).allSatisfy(name -> assertThat(glossary.processor(name)).as(name).isPresent());
    }

    @Test
    void everySettingAndProfileEventOfTheEngineHasAMeaning() {
        assertThat(SettingDescription.all()).allSatisfy(s ->
                assertThat(glossary.setting(s.name())).as(s.name()).hasValueSatisfying(t -> assertThat(t).isNotBlank()));
        assertThat(ProfileEventDescription.all()).extracting(ProfileEventDescription::name)
                .contains("SelectedMarks", "MergeLabStreamingSkippedMarks");
        assertThat(ProfileEventDescription.all()).allSatisfy(e ->
                assertThat(glossary.profileEvent(e.name())).as(e.name()).hasValueSatisfying(t -> assertThat(t).isNotBlank()));
    }

    @Test
    void everyMetricTheHtmlReportLabelsHasAMeaning() {
        Set<String> metrics = new TreeSet<>();
        for (String source : List.of("RunHtml.java", "ComparisonHtml.java")) {
            Matcher m = REPORT_METRIC.matcher(read(Path.of("src/main/java/io/mergelab/profiler/report", source)));
            while (m.find()) {
                metrics.add(m.group(1));
            }
        }
        assertThat(metrics).contains("elapsed_us", "critical path", "granules", "knee", "unstable", "plan shape");
        // the verdict tables' metrics, named by the comparison's data rather than in the source
        assertThat(Stream.of("client_elapsed_us", "query_duration_ms", "read_rows", "read_bytes", "memory_usage"))
                .allSatisfy(name -> assertThat(glossary.metric(name)).as(name).isPresent());
        assertThat(metrics).allSatisfy(name -> assertThat(glossary.metric(name)).as(name).isPresent());
        assertThat(Stream.of("MinMax", "Partition", "PrimaryKey", "Skip")).allSatisfy(stage ->
                assertThat(glossary.metric(stage)).as(stage).isPresent());
    }

    @Test
    void anUnknownNameHasNoMeaningRatherThanAGuess() {
        assertThat(glossary.processor("NoSuchTransform")).isEmpty();
        assertThat(glossary.setting("no_such_setting")).isEmpty();
    }

    private static void addLiterals(Matcher body, Set<String> names) {
        while (body.find()) {
            Matcher literal = LITERAL.matcher(body.group(1));
            while (literal.find()) {
                names.add(literal.group(1));
            }
        }
    }

    private static Set<String> processorNames() {
        Set<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.walk(ENGINE)) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(file -> {
                String source = read(file);
                if (PROCESSOR_CLASS.matcher(source).find()) {
                    addLiterals(NAME_METHOD.matcher(source), names);
                }
                addLiterals(TRANSFORM_NAME_METHOD.matcher(source), names);
                for (Pattern given : new Pattern[] {NAMED_PROCESSOR, STORAGE_SOURCE}) {
                    Matcher m = given.matcher(source);
                    while (m.find()) {
                        names.add(m.group(1));
                    }
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
