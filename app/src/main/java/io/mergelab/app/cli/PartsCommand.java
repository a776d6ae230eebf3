package io.mergelab.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.app.data.TargetTable;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.parts.TableParts;
import io.mergelab.profiler.parts.TablePartsReader;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mergelab parts TABLE}: what the Parts screen shows, as text or JSON. */
@Command(name = "parts", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Show a table's active parts per partition, what the merge selector would do with each partition"
                + " and why, merges in progress and detached parts.")
final class PartsCommand extends ReportingCommand {
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new Jdk8Module())
            .registerModule(new JavaTimeModule()).disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .enable(SerializationFeature.INDENT_OUTPUT);

    @Parameters(paramLabel = "TABLE", description = "db.table, or table in default.")
    private String table;

    @Option(names = "--partition", paramLabel = "ID", description = "Only this partition (its partition_id).")
    private String partition;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (default) or json.")
    private String format;

    @Mixin
    private TargetOptions targetOptions;

    PartsCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        String kind = format.toLowerCase(Locale.ROOT);
        if (!kind.equals("text") && !kind.equals("json")) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unknown --format " + format + ": expected text or json");
        }
        String qualified = TargetTable.qualify(table);
        int dot = qualified.indexOf('.');
        try (QueryTarget target = targetOptions.open(root)) {
            TableParts parts = read(target, qualified.substring(0, dot), qualified.substring(dot + 1));
            if (partition != null) {
                if (!parts.byPartition().containsKey(partition)) {
                    throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "No partition " + partition + " in " + qualified
                            + "; it has " + String.join(", ", parts.byPartition().keySet()));
                }
                parts = parts.onlyPartition(partition);
            }
            streams.printOut(kind.equals("json") ? json(parts) : PartsText.of(parts));
        }
        return ExitCodes.OK;
    }

    static TableParts read(QueryTarget target, String database, String table) {
        try {
            return TablePartsReader.read(target, database, table, Clock.systemUTC());
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.UNKNOWN_TABLE, e.getMessage(), e);
        }
    }

    private static String json(TableParts parts) {
        try {
            return JSON.writeValueAsString(parts) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
