package io.mergelab.engine.interpreter;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.expr.Casts;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartReadStream;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Optional;

/**
 * ALTER TABLE ... MODIFY COLUMN c NewType on a MergeTree table: before anything changes, the conversion must exist
 * (CAST from the old type; otherwise its error) and every stored value must convert (otherwise the cast's error, and
 * the table stays as it was); after the definition changes, a mutation rewrites the parts with the column converted.
 */
final class ColumnConversion {
    private static final int BLOCK_ROWS = 65_536;

    private ColumnConversion() {
    }

    static void check(MergeTreeTable table, String column, DataType from, DataType to, EvaluationContext ctx) {
        ExpressionCompiler.compile(FunctionCall.of("CAST", Identifier.of(column), new Literal(to.name())),
                new InputSchema(List.of(column), List.of(from)), ctx);
        for (DataPart part : table.activeParts()) {
            if (part.columns().stream().noneMatch(c -> c.name().equals(column))) {
                continue;
            }
            try (PartReadStream in = PartReader.readAll(part, List.of(column), BLOCK_ROWS)) {
                while (in.hasNext()) {
                    Chunk chunk = in.next();
                    Casts.cast(chunk.column(0), to);
                }
            }
        }
    }

    /**
     * The mutation that rewrites every part in the table's (new) types: an UPDATE that assigns nothing, so each part is
     * read (converted on read) and written again, and no MATERIALIZED column is recomputed.
     */
    static AlterCommand mutation() {
        return new AlterCommand.Update(List.of(), Optional.empty(), SqlParser.parseExpression("1"));
    }
}
