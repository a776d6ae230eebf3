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
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.table.MaterializedViewTable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

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

    /** A materialized view as its definition describes it: source from its query, target from TO or its inner table. */
    static MaterializedViewTable materializedView(TableDefinition def) {
        CreateView v = statement(def);
        MaterializedViewTable.Name target = v.to()
                .map(t -> new MaterializedViewTable.Name(t.database().orElse(def.database()), t.table()))
                .orElse(new MaterializedViewTable.Name(def.database(), innerTableName(def.database(), def.name())));
        return new MaterializedViewTable(def, v.query(), source(v.query()), target, v.to().isEmpty());
    }

    /**
     * The name of the inner table a materialized view with an ENGINE clause writes: {@code .inner_id.} and a UUID, as
     * in ClickHouse; here the UUID is derived from the view's name, so the stored view finds its table again.
     */
    static String innerTableName(String database, String view) {
        return ".inner_id." + UUID.nameUUIDFromBytes((database + "." + view).getBytes(StandardCharsets.UTF_8));
    }

    /** The table a materialized view's inserts come from: the FROM table of its (first, innermost) SELECT. */
    static MaterializedViewTable.Name source(SelectUnion query) {
        SelectQuery first = query.selects().get(0);
        if (first.from().orElse(null) instanceof TableRef r && r.database().isPresent()) {
            return new MaterializedViewTable.Name(r.database().get(), r.table());
        }
        if (first.from().orElse(null) instanceof SubqueryTable s) {
            return source(s.query());
        }
        throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "A materialized view's query must read a table in its FROM clause");
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
