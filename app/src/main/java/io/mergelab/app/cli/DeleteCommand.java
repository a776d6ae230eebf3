package io.mergelab.app.cli;

import io.mergelab.profiler.store.RunStore;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code mergelab delete RUN...}: removes runs from the store, all named runs or none, then compacts the file so it
 * shrinks (unless another process has the store open: then its last user compacts it, or {@code store compact}).
 */
@Command(name = "delete", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Delete stored runs, then compact the store file.")
final class DeleteCommand extends StoreCommand {
    @Parameters(paramLabel = "RUN", arity = "1..*", description = "Runs to delete: ids, or their beginnings.")
    private List<String> runs;

    DeleteCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        // every id is resolved before anything is deleted: a typo deletes nothing
        Set<String> ids = new LinkedHashSet<>();
        for (String run : runs) {
            ids.add(store.resolve(run));
        }
        int deleted = store.delete(ids);
        streams.err().println("Deleted " + deleted + (deleted == 1 ? " run" : " runs") + " from " + store.file());
        return ExitCodes.OK;
    }

    @Override
    protected void close(RunStore store, int exitCode) {
        if (exitCode != ExitCodes.OK) {
            store.close();
            return;
        }
        store.closeCompacting().ifPresentOrElse(
                done -> streams.err().println(StoreCompactCommand.describe(store.file(), done)),
                () -> streams.err().println("Not compacted: another process has the run store open. The file shrinks"
                        + " when the last process closes it, or with 'mergelab store compact'."));
    }
}
