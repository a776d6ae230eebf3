package io.mergelab.app.cli;

import java.util.Arrays;
import java.util.List;

/**
 * {@code mergelab <args 1..>} in a child JVM for the Ctrl-C tests, as {@link io.mergelab.app.Main} runs it (exit code
 * via System.exit), but {@code generate} offers {@link TinyDataset} with blocks of {@code args[0]} rows.
 */
public final class MergeLabChild {

    private MergeLabChild() {
    }

    public static void main(String[] args) {
        TinyDataset dataset = new TinyDataset(Integer.parseInt(args[0]));
        int exitCode = MergeLabCommand.commandLine(CommandStreams.system(), (dir, store, engine) -> {
            throw new IllegalStateException("no window in the child");
        }, System.getenv(), List.of(dataset)).execute(Arrays.copyOfRange(args, 1, args.length));
        System.exit(exitCode);
    }
}
