package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.store.QueryGroup;
import io.mergelab.profiler.store.RunFilter;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunSummary;
import java.time.Instant;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code mergelab history}: the stored runs, newest first, filtered and searched, or grouped by query pattern. */
@Command(name = "history", mixinStandardHelpOptions = true, sortOptions = false,
        description = "List the stored runs, newest first, or group them by query pattern.",
        footer = {"", "Times are UTC. --since and --until take an age (30m, 1h, 2d, 1w) or an ISO date or time",
            "(2026-03-01, 2026-03-01T10:00, 2026-03-01T10:00+01:00)."})
final class HistoryCommand extends StoreCommand {
    @Option(names = "--search", paramLabel = "TEXT",
            description = "Runs whose SQL has words beginning with each word of TEXT (case-insensitive).")
    private String search;

    @Option(names = "--table", paramLabel = "T", description = "Runs that read table T (db.t, or t in any database).")
    private String table;

    @Option(names = "--tag", paramLabel = "T", description = "Runs tagged T (their log_comment).")
    private String tag;

    @Option(names = "--setting", paramLabel = "NAME=VALUE", description = "Runs that set a setting to a value.")
    private String setting;

    @Option(names = "--error", paramLabel = "CODE", description = "Runs that failed with this error code.")
    private Integer errorCode;

    @Option(names = "--since", paramLabel = "TIME", description = "Runs started at or after TIME.")
    private String since;

    @Option(names = "--until", paramLabel = "TIME", description = "Runs started before TIME.")
    private String until;

    @Option(names = "--pattern", paramLabel = "HASH",
            description = "Runs of one query pattern: its normalized query hash, as --group prints it.")
    private String pattern;

    @Option(names = "--group",
            description = "One line per query pattern (normalized query hash): runs, failed runs, p50, p95, trend.")
    private boolean group;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "100",
            description = "At most N runs, or N groups with --group (default: ${DEFAULT-VALUE}).")
    private int limit;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default), JSONEachRow, TSV or TSVWithNames.")
    private String format;

    HistoryCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore runs) {
        RowFormat rows = RowFormat.named(format, "history");
        RunFilter filter = filter(Instant.now());
        if (group) {
            List<QueryGroup> groups = runs.groups(filter);
            streams.printOut(rows == RowFormat.PRETTY ? HistoryText.groups(groups)
                    : rows.render(groups.stream().map(RunFields::of).toList()));
        } else {
            List<RunSummary> summaries = runs.list(filter);
            streams.printOut(rows == RowFormat.PRETTY ? HistoryText.runs(summaries)
                    : rows.render(summaries.stream().map(RunFields::of).toList()));
        }
        return ExitCodes.OK;
    }

    private RunFilter filter(Instant now) {
        if (limit <= 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--limit must be positive, not " + limit);
        }
        RunFilter filter = RunFilter.latest().withLimit(limit);
        if (search != null) {
            filter = filter.withSearch(search);
        }
        if (table != null) {
            filter = filter.withTable(table);
        }
        if (tag != null) {
            filter = filter.withTag(tag);
        }
        if (setting != null) {
            int equals = setting.indexOf('=');
            if (equals <= 0) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                        "--setting takes NAME=VALUE, such as max_threads=2; not '" + setting + "'");
            }
            filter = filter.withSetting(setting.substring(0, equals).strip(), setting.substring(equals + 1).strip());
        }
        if (errorCode != null) {
            filter = filter.withErrorCode(errorCode);
        }
        if (pattern != null) {
            filter = filter.withPattern(patternHash(pattern));
        }
        if (since != null) {
            filter = filter.withSince(TimeBound.parse(since, "--since", now));
        }
        if (until != null) {
            filter = filter.withUntil(TimeBound.parse(until, "--until", now));
        }
        return filter;
    }

    /** The hash as history prints it (unsigned), or as Java's signed {@code long}. */
    private static long patternHash(String text) {
        try {
            return text.startsWith("-") ? Long.parseLong(text) : Long.parseUnsignedLong(text);
        } catch (NumberFormatException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--pattern takes a normalized query hash as"
                    + " 'history --group' prints it, such as 14721408532916711445; not '" + text + "'");
        }
    }
}
