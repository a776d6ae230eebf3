package io.mergelab.app.cli;

import io.mergelab.profiler.store.ExperimentSummary;
import io.mergelab.profiler.store.RunStore;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code mergelab experiment list}: the stored experiments, newest first. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the stored experiments, newest first.")
final class ExperimentListCommand extends StoreCommand {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneOffset.UTC);

    ExperimentListCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        List<ExperimentSummary> all = store.experiments();
        if (all.isEmpty()) {
            streams.err().println("No experiments in run store " + store.file());
            return ExitCodes.OK;
        }
        TextTable table = new TextTable("id", "created (UTC)", "kind", "name", "layouts>", "queries>", "cells>");
        for (ExperimentSummary e : all) {
            table.row(e.id(), TIME.format(e.createdAt()), e.kind(), e.name(), Integer.toString(e.layouts()),
                    Integer.toString(e.queries()), Integer.toString(e.cells()));
        }
        streams.printOut(table.render());
        return ExitCodes.OK;
    }
}
