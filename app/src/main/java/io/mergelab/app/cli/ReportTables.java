package io.mergelab.app.cli;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.Run;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where {@code report} and {@code export} read the DDL of the tables their runs read: the data directory, opened only
 * when one of the runs ran on it (its target is {@code embedded <that directory>}), so a table of the same name
 * elsewhere is not mistaken for theirs. When it cannot be opened (another MergeLab holds it) the report goes without
 * DDL and says so.
 */
final class ReportTables {
    private ReportTables() {
    }

    /** Applies {@code use} to the data directory's target when it fits the runs, else to none. */
    static <T> T with(MergeLabCommand root, Collection<Run> runs, PrintStream err,
                      Function<Optional<QueryTarget>, T> use) {
        Path dir = root.dataDirectory().toAbsolutePath().normalize();
        String description = "embedded " + dir;
        boolean ranHere = runs.stream().anyMatch(run -> run.target().description().equals(description));
        if (!ranHere || !Files.isDirectory(dir)) {
            return use.apply(Optional.empty());
        }
        EmbeddedTarget target;
        try {
            target = EmbeddedTarget.open(dir, root.engineConfig());
        } catch (RuntimeException e) {
            err.println("Notice: the tables' DDL is not in the report; the data directory " + dir
                    + " could not be opened: " + e.getMessage());
            return use.apply(Optional.empty());
        }
        try (target) {
            return use.apply(Optional.of(target));
        }
    }
}
