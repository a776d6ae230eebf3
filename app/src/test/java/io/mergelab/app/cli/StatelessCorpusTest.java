package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Our ClickHouse-style stateless tests ({@code src/test/resources/stateless/NAME.sql} with {@code NAME.reference}),
 * each run as ClickHouse's test runner runs one: {@code mergelab sql --testmode --queries-file NAME.sql} on a fresh
 * data directory, its standard output compared byte for byte with the reference, nothing on standard error.
 */
class StatelessCorpusTest {
    @TempDir
    Path dataDir;

    static Stream<String> scripts() throws IOException, URISyntaxException {
        try (Stream<Path> files = Files.list(corpus())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".sql"))
                    .map(n -> n.substring(0, n.length() - ".sql".length())).sorted().toList().stream();
        }
    }

    private static Path corpus() throws URISyntaxException {
        return Path.of(StatelessCorpusTest.class.getResource("/stateless").toURI());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scripts")
    void outputMatchesTheReference(String name) throws IOException, URISyntaxException {
        Path script = corpus().resolve(name + ".sql");
        String reference = Files.readString(corpus().resolve(name + ".reference"), StandardCharsets.UTF_8);

        CommandOutcome outcome = CommandOutcome.run("", Datasets.all(),
                List.of("sql", "--path", dataDir.toString(), "--testmode", "--queries-file", script.toString()));

        assertThat(outcome.err()).as("standard error of " + name).isEmpty();
        assertThat(outcome.exitCode()).as("exit code of " + name).isZero();
        assertThat(outcome.out()).as("output of " + name).isEqualTo(reference);
    }
}
