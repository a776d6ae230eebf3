package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.fail;

import io.mergelab.sampledata.dataset.Dataset;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** What a {@code mergelab} command line run in process left: its exit code and everything it wrote. */
record CommandOutcome(int exitCode, String out, String err) {

    List<String> errLines() {
        return err.isEmpty() ? List.of() : List.of(err.split("\n"));
    }

    /** Runs {@code args} with {@code stdin} as standard input and {@code datasets} as the known datasets. */
    static CommandOutcome run(String stdin, List<Dataset> datasets, List<String> args) {
        return run(stdin, datasets, args, Map.of());
    }

    /** Runs {@code args} as {@link #run(String, List, List)} does, with {@code environment} as its variables. */
    static CommandOutcome run(String stdin, List<Dataset> datasets, List<String> args, Map<String, String> environment) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CommandStreams streams = new CommandStreams(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                out, new PrintStream(err, true, StandardCharsets.UTF_8));
        String[] argArray = args.toArray(String[]::new);
        // the tree the real program builds for these arguments
        int exit = MergeLabCommand.commandLineFor(argArray, streams, (dir, store, engine) -> fail("no window expected"),
                environment, datasets).execute(argArray);
        return new CommandOutcome(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
