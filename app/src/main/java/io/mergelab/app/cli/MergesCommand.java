package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.app.data.TargetTable;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartEvent;
import io.mergelab.profiler.parts.PartLogReader;
import io.mergelab.profiler.parts.RunMark;
import io.mergelab.profiler.parts.RunMarks;
import io.mergelab.profiler.parts.TableParts;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import io.mergelab.profiler.store.StoreLocation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mergelab merges TABLE}: the merge timeline of the Parts screen, with the stored runs on the same axis. */
@Command(name = "merges", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Show a table's merge timeline from system.part_log: parts appearing, merging and disappearing,"
                + " the active part count per partition over time, and the stored runs that read the table.",
        footer = {"", "Times are UTC. --since and --until take an age (30m, 1h, 2d) or an ISO date or time; with both,"
                + " a recorded load is looked back at: its part counts then and the runs of that window."})
final class MergesCommand extends ReportingCommand {
    /** The latest runs placed on the timeline; older ones are left out. */
    private static final int RUN_LIMIT = 200;

    @Parameters(paramLabel = "TABLE", description = "db.table, or table in default.")
    private String table;

    @Option(names = {"--since", "--from"}, paramLabel = "TIME",
            description = "Events and runs at or after TIME (default: all).")
    private String since;

    @Option(names = {"--until", "--to"}, paramLabel = "TIME",
            description = "Events and runs up to TIME; the part counts are those of then (default: now).")
    private String until;

    @Option(names = "--events", paramLabel = "N", defaultValue = "50",
            description = "Print the latest N events (default: ${DEFAULT-VALUE}).")
    private int events;

    @Mixin
    private TargetOptions targetOptions;

    @Mixin
    private StoreOption store;

    MergesCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        if (events < 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--events must not be negative, not " + events);
        }
        Instant now = Instant.now();
        Optional<Instant> from = since == null ? Optional.empty() : Optional.of(TimeBound.parse(since, "--since", now));
        Instant to = until == null ? now : TimeBound.parse(until, "--until", now);
        if (from.isPresent() && !from.get().isBefore(to)) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--since must be before --until: " + since + " is not"
                    + " before " + until);
        }
        String qualified = TargetTable.qualify(table);
        int dot = qualified.indexOf('.');
        String database = qualified.substring(0, dot);
        String name = qualified.substring(dot + 1);
        try (QueryTarget target = targetOptions.open(root)) {
            TableParts parts = PartsCommand.read(target, database, name);
            List<PartEvent> log = PartLogReader.read(target, database, name, from);
            Map<String, Integer> partsNow = parts.byPartition().entrySet().stream()
                    .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().size()));
            long toMicros = Math.min(to.toEpochMilli(), parts.readAt().toEpochMilli()) * 1000;
            MergeTimeline timeline = MergeTimeline.upTo(log, partsNow, parts.readAt().toEpochMilli() * 1000, toMicros);
            List<PartEvent> shown = log.stream().filter(e -> e.eventTimeMicros() <= toMicros).toList();
            Path location = store.location(root);
            List<RunMark> runs = List.of();
            String runsNote = "no run store at " + location;
            if (Files.exists(StoreLocation.databaseFile(location.toAbsolutePath().normalize()))) {
                try (RunStore runStore = RunStore.openExisting(location)) {
                    runs = RunMarks.forTable(runStore, database, name, from, RUN_LIMIT).stream()
                            .filter(r -> !r.startedAt().isAfter(to)).toList();
                    runsNote = "from " + runStore.file();
                } catch (RunStoreException e) {
                    throw StoreErrors.of(e);
                }
            }
            streams.printOut(MergesText.of(qualified, timeline, shown, runs, events, runsNote));
        }
        return ExitCodes.OK;
    }
}
