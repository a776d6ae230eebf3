package io.mergelab.engine.mutation;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.ColumnAssignment;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.table.KeyExpressions;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartitionSpecs;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The data-changing commands of one mutation ({@code DELETE WHERE c}, {@code UPDATE a = e, ... WHERE c}), applied
 * to every row in order, and their text as {@code system.mutations.command} shows it and the mutation file keeps it
 * (the part of the ALTER after the table name).
 */
public final class MutationCommands {
    private static final String TEXT_PREFIX = "ALTER TABLE t ";

    private final List<AlterCommand> commands;
    private final String text;

    private MutationCommands(List<AlterCommand> commands) {
        this.commands = List.copyOf(commands);
        String altered = SqlFormatter.format(new AlterTable(Optional.empty(), "t", commands, List.of()));
        this.text = altered.substring(TEXT_PREFIX.length());
    }

    /** The commands, each a {@link AlterCommand.Delete} or {@link AlterCommand.Update}; at least one. */
    public static MutationCommands of(List<AlterCommand> commands) {
        if (commands.isEmpty()) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "A mutation needs at least one command");
        }
        for (AlterCommand c : commands) {
            if (!isMutation(c)) {
                throw new MergeLabException(ErrorCode.LOGICAL_ERROR, c.getClass().getSimpleName() + " is not a mutation command");
            }
        }
        return new MutationCommands(commands);
    }

    /** Whether {@code command} changes rows (runs as a mutation of DELETE / UPDATE kind). */
    public static boolean isMutation(AlterCommand command) {
        return command instanceof AlterCommand.Delete || command instanceof AlterCommand.Update;
    }

    /** Reads the commands back from their {@link #text()}. */
    public static MutationCommands parse(String text) {
        Statement s = SqlParser.parse(TEXT_PREFIX + text);
        if (!(s instanceof AlterTable alter)) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Not mutation commands: " + text);
        }
        return of(alter.commands());
    }

    public List<AlterCommand> commands() {
        return commands;
    }

    public String text() {
        return text;
    }

    /**
     * Checks the commands against the table as ClickHouse does before it accepts a mutation: partitions resolve,
     * assigned columns exist,
     * are ordinary stored columns and take no part in a key (CANNOT_UPDATE_COLUMN), and every expression compiles
     * (unknown identifiers, bad types, a WHERE that is not a filter).
     */
    public void validate(MergeTreeTable table, EvaluationContext ctx) {
        TableDefinition definition = table.definition();
        KeyExpressions keys = table.keys();
        partitionIds(table);
        Set<String> keyColumns = new HashSet<>(keys.sortingKeyColumns());
        keyColumns.addAll(keys.partitionSourceColumns());
        for (AlterCommand c : commands) {
            if (c instanceof AlterCommand.Update u) {
                Set<String> seen = new HashSet<>();
                for (ColumnAssignment a : u.assignments()) {
                    checkAssignable(definition, keyColumns, a.column());
                    if (!seen.add(a.column())) {
                        throw new MergeLabException(ErrorCode.MULTIPLE_ASSIGNMENTS_TO_COLUMN, "Multiple assignments in the single"
                                + " statement to column `" + a.column() + "`");
                    }
                }
            }
        }
        MutationProgram.compile(commands, MutationProgram.tableSchema(definition), definition, ctx);
    }

    /** Per command, the id of its {@code IN PARTITION} partition, or null when it applies to every partition. */
    List<String> partitionIds(MergeTreeTable table) {
        List<String> ids = new ArrayList<>(commands.size());
        for (AlterCommand c : commands) {
            Optional<PartitionSpec> p = c instanceof AlterCommand.Delete d ? d.partition() : ((AlterCommand.Update) c).partition();
            ids.add(p.map(spec -> PartitionSpecs.partitionId(table, spec)).orElse(null));
        }
        return ids;
    }

    private static void checkAssignable(TableDefinition definition, Set<String> keyColumns, String column) {
        ColumnDefinition def = definition.column(column).orElseThrow(() -> new MergeLabException(ErrorCode.NO_SUCH_COLUMN_IN_TABLE,
                "There is no column `" + column + "` in table"));
        if (def.defaultKind() == ColumnDefinition.DefaultKind.ALIAS) {
            throw new MergeLabException(ErrorCode.CANNOT_UPDATE_COLUMN, "Cannot UPDATE alias column `" + column + "`");
        }
        if (def.defaultKind() == ColumnDefinition.DefaultKind.MATERIALIZED) {
            throw new MergeLabException(ErrorCode.CANNOT_UPDATE_COLUMN, "Cannot UPDATE materialized column `" + column + "`");
        }
        if (keyColumns.contains(column)) {
            throw new MergeLabException(ErrorCode.CANNOT_UPDATE_COLUMN, "Cannot UPDATE key column `" + column + "`");
        }
    }

    @Override
    public String toString() {
        return text;
    }
}
