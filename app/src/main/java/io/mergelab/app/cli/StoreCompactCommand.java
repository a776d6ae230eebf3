package io.mergelab.app.cli;

import io.mergelab.engine.ReadableNumbers;
import io.mergelab.profiler.store.Compaction;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import io.mergelab.profiler.store.StoreLocation;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code mergelab store compact}: rewrites the run store file to its live data and says how much that saved. */
@Command(name = "compact", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Shrink the run store file to its live data (no other process may have it open).",
        footer = {"", "The file grows faster than its runs: every saved run is written to disk at once, and the",
            "old copies of the pages it changed stay in the file until they are overwritten. The last process to",
            "close a store compacts it when most of the file is unused; delete compacts it after deleting."})
final class StoreCompactCommand extends ReportingCommand {
    @Mixin
    private StoreOption store;

    StoreCompactCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        Path location = store.location(root);
        try {
            streams.printOut(describe(StoreLocation.databaseFile(location), RunStore.compact(location)) + "\n");
            return ExitCodes.OK;
        } catch (RunStoreException e) {
            throw StoreErrors.of(e);
        }
    }

    /** {@code Compacted run store FILE: 150,736,896 → 5,713,920 bytes (143.75 MiB → 5.45 MiB)}. */
    static String describe(Path file, Compaction compaction) {
        return String.format(Locale.ROOT, "Compacted run store %s: %,d → %,d bytes (%s → %s)", file,
                compaction.bytesBefore(), compaction.bytesAfter(), ReadableNumbers.size(compaction.bytesBefore()),
                ReadableNumbers.size(compaction.bytesAfter()));
    }
}
