package io.mergelab.engine.interpreter;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.CreateView;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.storage.Codec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The catalog definition of a view: its columns (what its query returns, worked out when it is created and kept in
 * its stored CREATE query, as ClickHouse keeps them, so loading a view needs no other table) and its canonical
 * CREATE VIEW, which names the database of every table the query reads.
 */
final class ViewDefinitions {
    private ViewDefinitions() {
    }

    /** A definition from a CREATE VIEW whose columns are given (by the statement or by analysing its query). */
    static TableDefinition of(CreateView v, String database, String name) {
        if (v.columns().isEmpty()) {
            throw new MergeLabException(ErrorCode.EMPTY_LIST_OF_COLUMNS_PASSED, "Empty list of columns passed");
        }
        List<ColumnDefinition> columns = new ArrayList<>();
        for (ColumnDef c : v.columns()) {
            columns.add(new ColumnDefinition(c.name(), c.dataType(), ColumnDefinition.DefaultKind.NONE, Optional.empty(),
                    Codec.DEFAULT, ""));
        }
        CreateView canonical = new CreateView(v.materialized(), false, false, Optional.of(database), name, v.columns(),
                v.to(), v.storage(), false, v.query());
        return new TableDefinition(database, name, columns, List.of(),
                v.materialized() ? TableEngineKind.MATERIALIZED_VIEW : TableEngineKind.VIEW, List.of(), List.of(), List.of(),
                Optional.empty(), Settings.mergeTreeDefaults(), "", SqlFormatter.format(canonical));
    }

    /** The CREATE VIEW a view's definition was made from. */
    static CreateView statement(TableDefinition def) {
        Statement s = SqlParser.parse(def.createQuery());
        if (!(s instanceof CreateView v)) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Metadata of " + def.qualifiedName() + " is not a CREATE VIEW query");
        }
        return v;
    }
}
