package io.mergelab.engine.table;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * A MergeTree table's {@code SAMPLE BY} expression with its type. SAMPLE reads the rows whose value of the expression
 * falls in a slice of the type's range (its "universe", 2^bits values), so the type must be one unsigned integer, and
 * the expression must be in the primary key for the slice to narrow the read.
 */
public record SamplingKey(Expr expression, DataType type, boolean inPrimaryKey) {

    /** The sampling key of {@code def}, if it declares one; a type SAMPLE cannot slice fails here. */
    public static Optional<SamplingKey> of(TableDefinition def, EvaluationContext ctx) {
        if (def.sampleBy().isEmpty()) {
            return Optional.empty();
        }
        Expr e = def.sampleBy().get();
        DataType type = ExpressionCompiler.compile(e, schema(def), ctx).type();
        return Optional.of(new SamplingKey(e, type, primaryKey(def).contains(e)));
    }

    /** The checks of CREATE TABLE, with ClickHouse's errors. */
    public static void validate(TableDefinition def, Expr sampling, InputSchema columns, EvaluationContext ctx) {
        if (!primaryKey(def).contains(sampling)
                && !def.settings().getBool("compatibility_allow_sampling_expression_not_in_primary_key")) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Sampling expression must be present in the primary key");
        }
        DataType type = ExpressionCompiler.compile(sampling, columns, ctx).type();
        if (def.settings().getBool("check_sample_column_is_correct") && universe(type).isEmpty()) {
            throw invalidType(type);
        }
    }

    /** How many values the key's type holds: 2^8 for UInt8 ... 2^64 for UInt64. */
    public BigInteger universe() {
        return universe(type).orElseThrow(() -> invalidType(type));
    }

    private static Optional<BigInteger> universe(DataType type) {
        if (type instanceof IntegerType i && !i.signed()) {
            return Optional.of(BigInteger.ONE.shiftLeft(i.bits()));
        }
        return Optional.empty();
    }

    private static MergeLabException invalidType(DataType type) {
        return new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER, "Invalid sampling column type in storage "
                + "parameters: " + type.name() + ". Must be one unsigned integer type");
    }

    private static List<Expr> primaryKey(TableDefinition def) {
        return def.primaryKey().isEmpty() ? def.orderBy() : def.primaryKey();
    }

    private static InputSchema schema(TableDefinition def) {
        return new InputSchema(def.storedColumns().stream().map(c -> c.name()).toList(),
                def.storedColumns().stream().map(c -> c.type()).toList());
    }
}
