package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.EngineConfig;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MergeLabCommandTest {
    private final List<Path> openedWindows = new ArrayList<>();
    private final List<Path> openedStores = new ArrayList<>();
    private final List<EngineConfig> openedEngines = new ArrayList<>();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int execute(Map<String, String> environment, String... args) {
        CommandStreams streams = new CommandStreams(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        // the tree Main builds for these arguments
        return MergeLabCommand.commandLineFor(args, streams, (dir, store, engine) -> {
            openedWindows.add(dir);
            openedStores.add(store);
            openedEngines.add(engine);
        }, environment).execute(args);
    }

    @Test
    void noSubcommandOpensTheWindowOnTheDefaultDataDirectory() {
        assertThat(execute(Map.of())).isZero();

        assertThat(openedWindows).containsExactly(Path.of(System.getProperty("user.home"), ".mergelab", "data"));
    }

    @Test
    void environmentVariableChoosesTheDataDirectory() {
        execute(Map.of("MERGELAB_HOME", "/srv/lab"));

        assertThat(openedWindows).containsExactly(Path.of("/srv/lab"));
    }

    @Test
    void pathWorksBeforeOrAfterTheSubcommand() {
        execute(Map.of(), "--path", "/data/a");
        execute(Map.of(), "gui", "--path", "/data/b");
        execute(Map.of(), "--path=/data/c", "gui");

        assertThat(openedWindows).containsExactly(Path.of("/data/a"), Path.of("/data/b"), Path.of("/data/c"));
    }

    @Test
    void theWindowKeepsRunsBesideTheDataDirectoryOrInTheStoreGiven() {
        execute(Map.of());
        execute(Map.of(), "--path", "/data/a");
        execute(Map.of(), "gui", "--path", "/data/b", "--store", "/runs/b.mv.db");

        assertThat(openedStores).containsExactly(Path.of(System.getProperty("user.home"), ".mergelab", "store"),
                Path.of("/data/a.store"), Path.of("/runs/b"));
    }

    @Test
    void theWindowsEngineGetsTheUserFilesPathAndUrlHostsOfTheCommandLine() {
        execute(Map.of());
        execute(Map.of(), "--user-files-path", "/srv/files", "--remote-url-allow-hosts", "example.com,localhost:8123",
                "gui");

        assertThat(openedEngines).containsExactly(EngineConfig.defaults(), EngineConfig.defaults()
                .withUserFilesPath(Path.of("/srv/files"))
                .withRemoteUrlAllowHosts(List.of("example.com", "localhost:8123")));
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        int exit = execute(Map.of(), "frobnicate");

        assertThat(exit).isNotZero();
        assertThat(openedWindows).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("frobnicate");
    }

    @Test
    void helpListsTheSubcommands() {
        assertThat(execute(Map.of(), "--help")).isZero();

        assertThat(err.toString(StandardCharsets.UTF_8)).contains("gui", "sql", "run", "generate", "scenario", "--path");
    }

    @Test
    void aNamedSubcommandIsBuiltAlonePastTheRootOptionsAndTheirValues() {
        assertThat(subcommandsBuiltFor("--path", "sql", "--remote-url-allow-hosts", "a,b", "sql", "-q", "SELECT 1"))
                .containsExactly("sql");
        assertThat(subcommandsBuiltFor("--path=/d", "experiment", "list")).containsExactly("experiment");
        assertThat(subcommandsBuiltFor("--path", "gui")).as("gui is the value of --path here")
                .hasSizeGreaterThan(10).contains("gui", "sql", "connection");
        assertThat(subcommandsBuiltFor("frobnicate")).as("picocli suggests among all names").contains("sql");
    }

    private static java.util.Set<String> subcommandsBuiltFor(String... args) {
        CommandStreams streams = new CommandStreams(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return MergeLabCommand.commandLineFor(args, streams, (dir, store, engine) -> { }, Map.of())
                .getSubcommands().keySet();
    }
}
