package io.mergelab.engine.table;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A MergeTree table's sorting, primary and partition keys compiled against its stored columns.
 * The primary key is a prefix of the sorting key; the partition key's source columns get min/max files.
 */
public final class KeyExpressions {
    private final List<CompiledExpression> sortingKey;
    private final int primaryKeySize;
    private final List<CompiledExpression> partitionKey;
    private final List<String> partitionSourceColumns;

    private KeyExpressions(List<CompiledExpression> sortingKey, int primaryKeySize, List<CompiledExpression> partitionKey,
                           List<String> partitionSourceColumns) {
        this.sortingKey = sortingKey;
        this.primaryKeySize = primaryKeySize;
        this.partitionKey = partitionKey;
        this.partitionSourceColumns = partitionSourceColumns;
    }

    public static KeyExpressions compile(TableDefinition def, EvaluationContext ctx) {
        List<ColumnDefinition> stored = def.storedColumns();
        InputSchema schema = new InputSchema(
                stored.stream().map(ColumnDefinition::name).toList(),
                stored.stream().map(ColumnDefinition::type).toList());
        List<CompiledExpression> sorting = compileAll(def.orderBy(), schema, ctx);
        int pk = def.primaryKey().isEmpty() ? sorting.size() : def.primaryKey().size();
        List<CompiledExpression> partition = def.partitionBy()
                .map(p -> compileAll(KeyTuples.elements(p), schema, ctx))
                .orElse(List.of());
        Set<String> sources = new LinkedHashSet<>();
        for (CompiledExpression e : partition) {
            for (String name : schema.names()) {
                if (e.requiredColumns().contains(name)) {
                    sources.add(name);
                }
            }
        }
        return new KeyExpressions(sorting, pk, partition, List.copyOf(sources));
    }

    private static List<CompiledExpression> compileAll(List<Expr> exprs, InputSchema schema, EvaluationContext ctx) {
        List<CompiledExpression> out = new ArrayList<>(exprs.size());
        for (Expr e : exprs) {
            CompiledExpression compiled = ExpressionCompiler.compile(e, schema, ctx);
            if (containsMap(compiled.type())) {
                throw new MergeLabException(ErrorCode.DATA_TYPE_CANNOT_BE_USED_IN_KEY, "Column " + SqlFormatter.format(e)
                        + " with type " + compiled.type().name() + " is not allowed in key expression, it's not comparable");
            }
            out.add(compiled);
        }
        return List.copyOf(out);
    }

    /** Maps have no order, so ClickHouse rejects them (also nested) in sorting, primary and partition keys. */
    private static boolean containsMap(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof MapType) {
            return true;
        }
        if (t instanceof NullableType n) {
            return containsMap(n.nested());
        }
        if (t instanceof ArrayType a) {
            return containsMap(a.element());
        }
        return t instanceof TupleType tuple && tuple.elements().stream().anyMatch(KeyExpressions::containsMap);
    }

    public List<Column> sortingKeyValues(Chunk storedColumns) {
        return evaluate(sortingKey, storedColumns);
    }

    public List<Column> partitionValues(Chunk storedColumns) {
        return evaluate(partitionKey, storedColumns);
    }

    public boolean isPartitioned() {
        return !partitionKey.isEmpty();
    }

    /** Whether rows are sorted before they are written ({@code ORDER BY ()} sorts nothing). */
    public boolean hasSortingKey() {
        return !sortingKey.isEmpty();
    }

    public int primaryKeySize() {
        return primaryKeySize;
    }

    public List<DataType> primaryKeyTypes() {
        return sortingKey.subList(0, primaryKeySize).stream().map(CompiledExpression::type).toList();
    }

    public List<String> primaryKeyNames() {
        return sortingKey.subList(0, primaryKeySize).stream().map(CompiledExpression::columnName).toList();
    }

    /** The stored columns the sorting key reads (the primary key is a prefix of it): rows cannot change them in place. */
    public Set<String> sortingKeyColumns() {
        Set<String> out = new LinkedHashSet<>();
        sortingKey.forEach(e -> out.addAll(e.requiredColumns()));
        return out;
    }

    /** The types of the whole sorting key (the primary key is a prefix of it). */
    public List<DataType> sortingKeyTypes() {
        return sortingKey.stream().map(CompiledExpression::type).toList();
    }

    public List<DataType> partitionTypes() {
        return partitionKey.stream().map(CompiledExpression::type).toList();
    }

    public List<String> partitionSourceColumns() {
        return partitionSourceColumns;
    }

    private static List<Column> evaluate(List<CompiledExpression> exprs, Chunk chunk) {
        List<Column> out = new ArrayList<>(exprs.size());
        for (CompiledExpression e : exprs) {
            out.add(e.evaluate(chunk));
        }
        return out;
    }
}
