package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.sampledata.dataset.Datasets;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every command's {@code --help} prints its usage and nothing else: no picocli warning about its texts. */
class HelpTest {

    @Test
    void everyCommandsHelpPrintsCleanly() {
        List<List<String>> commands = new ArrayList<>();
        collect(MergeLabCommand.commandLine(new CommandStreams(System.in, System.out, System.err),
                (dir, store, engine) -> { }, Map.of()), new ArrayList<>(), commands);
        assertThat(commands).as("the subcommands found").hasSizeGreaterThan(10)
                .contains(List.of("store", "compact"), List.of("generate"), List.of("scenario", "load"));

        for (List<String> command : commands) {
            List<String> args = new ArrayList<>(command);
            args.add("--help");
            PrintStream original = System.err;
            ByteArrayOutputStream stray = new ByteArrayOutputStream();
            CommandOutcome outcome;
            // picocli reports problems with a command's texts on System.err, past the command's own streams
            System.setErr(new PrintStream(stray, true, StandardCharsets.UTF_8));
            try {
                outcome = CommandOutcome.run("", Datasets.all(), args);
            } finally {
                System.setErr(original);
            }
            String name = String.join(" ", command);
            assertThat(outcome.exitCode()).as(name).isZero();
            assertThat(outcome.err()).as(name).startsWith("Usage: mergelab " + (name.isEmpty() ? "" : name + " "))
                    .doesNotContainIgnoringCase("warn");
            assertThat(stray.toString(StandardCharsets.UTF_8)).as(name).isEmpty();
        }
    }

    private static void collect(CommandLine command, List<String> path, List<List<String>> found) {
        found.add(List.copyOf(path));
        for (Map.Entry<String, CommandLine> sub : command.getSubcommands().entrySet()) {
            List<String> deeper = new ArrayList<>(path);
            deeper.add(sub.getKey());
            collect(sub.getValue(), deeper, found);
        }
    }
}
