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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The window's command lines read without picocli: the same window as picocli opens, or left to picocli. */
class GuiArgumentsTest {
    private static final Map<String, String> ENVIRONMENT = Map.of("MERGELAB_HOME", "/srv/lab");

    /** One window start: what the starter was given. */
    private record Start(Path dataDir, Path store, EngineConfig engine) {
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "gui",
        "--path /data/a",
        "--path=/data/a gui",
        "gui --path /data/b --store /runs/b.mv.db",
        "--path relative/dir gui --store=runs",
        "--path=-x gui",
        "--user-files-path /srv/files --remote-url-allow-hosts example.com,localhost:8123 gui",
        "gui --remote-url-allow-hosts a.example --remote-url-allow-hosts=b,c --user-files-path=files",
    })
    void opensTheWindowPicocliWouldOpen(String line) {
        String[] args = line.isEmpty() ? new String[0] : line.split(" ");
        List<Start> fast = new ArrayList<>();

        GuiArguments.parse(args).orElseThrow(() -> new AssertionError("not read: " + line))
                .start((dir, store, engine) -> fast.add(new Start(dir, store, engine)), ENVIRONMENT);

        assertThat(fast).hasSize(1).isEqualTo(picocliStarts(args));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "--help",
        "--version",
        "gui --help",
        "sql -q SELECT",
        "--path /a --path /b",
        "--store /runs gui",
        "gui gui",
        "gui --store /a --store /b",
        "--path",
        "--path=",
        "--path -x gui",
        "--path gui",
        "--path data gui",
        "--remote-url-allow-hosts a,,b",
        "--remote-url-allow-hosts a,",
        "-- gui",
        "gui --frobnicate 1",
    })
    void leavesEverythingElseToPicocli(String line) {
        assertThat(GuiArguments.parse(line.split(" "))).isEmpty();
    }

    private static List<Start> picocliStarts(String[] args) {
        List<Start> starts = new ArrayList<>();
        CommandStreams streams = new CommandStreams(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        int exit = MergeLabCommand.commandLineFor(args, streams,
                (dir, store, engine) -> starts.add(new Start(dir, store, engine)), ENVIRONMENT).execute(args);
        assertThat(exit).isZero();
        return starts;
    }
}
