package io.mergelab.engine.interpreter;

import io.mergelab.engine.analyzer.Relation;
import io.mergelab.engine.analyzer.SamplingTarget;
import io.mergelab.engine.analyzer.TableResolver;
import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Optional;

/**
 * Resolves FROM items as {@code tables} does, except the source table of a materialized view, which reads one block
 * being inserted into it: a view's SELECT sees only the rows of the insert, block by block, as in ClickHouse.
 */
final class InsertedBlockResolver implements TableResolver {
    private final TableResolver tables;
    private final TableDefinition source;
    private final Chunk block;

    InsertedBlockResolver(TableResolver tables, TableDefinition source, Chunk block) {
        this.tables = tables;
        this.source = source;
        this.block = block;
    }

    @Override
    public Relation table(TableRef ref) {
        if (!ref.database().orElse("").equals(source.database()) || !ref.table().equals(source.name())) {
            return tables.table(ref);
        }
        List<ColumnDefinition> stored = source.storedColumns();
        List<String> names = stored.stream().map(ColumnDefinition::name).toList();
        List<DataType> types = stored.stream().map(ColumnDefinition::type).toList();
        List<String> asterisk = source.ordinaryColumns().stream().map(ColumnDefinition::name).toList();
        return ChunkRelation.of(names, types, asterisk, block);
    }

    /** The inserted block is no MergeTree read: a view's SAMPLE of its source cannot apply to it. */
    @Override
    public Optional<SamplingTarget> sampling(TableRef ref, Optional<Expr> condition) {
        boolean isSource = ref.database().orElse("").equals(source.database()) && ref.table().equals(source.name());
        return isSource ? Optional.empty() : tables.sampling(ref, condition);
    }

    @Override
    public Optional<SelectUnion> view(Optional<String> database, String name) {
        return tables.view(database, name);
    }

    @Override
    public Relation tableFunction(TableFunctionRef ref) {
        return tables.tableFunction(ref);
    }

    @Override
    public String storageDescription(TableRef ref) {
        return tables.storageDescription(ref);
    }

    @Override
    public Relation one() {
        return tables.one();
    }
}
