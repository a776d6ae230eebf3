package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.CreateView;
import io.mergelab.engine.sql.ast.TableName;
import java.util.Optional;

/** CREATE [OR REPLACE] VIEW and CREATE MATERIALIZED VIEW, after the words naming them. */
final class ViewParser {
    private final ParseContext ctx;
    private final TokenStream t;
    private final DdlParser ddl;

    ViewParser(ParseContext ctx, DdlParser ddl) {
        this.ctx = ctx;
        this.t = ctx.tokens;
        this.ddl = ddl;
    }

    /**
     * {@code [IF NOT EXISTS] [db.]v [TO [db.]t] [(columns)] [ENGINE = ... table clauses] [POPULATE] AS SELECT ...};
     * TO, ENGINE and POPULATE only for a materialized view.
     */
    CreateView view(boolean materialized, boolean orReplace) {
        boolean ifNotExists = ctx.clauses.ifNotExists();
        TableName name = ctx.clauses.tableName();
        Optional<TableName> to = Optional.empty();
        if (materialized && t.acceptKeyword("TO")) {
            to = Optional.of(ctx.clauses.tableName());
        }
        DdlParser.TableElements elements = ddl.elements();
        Optional<CreateTable> storage = Optional.empty();
        boolean populate = false;
        if (materialized) {
            CreateTable spec = ddl.storage(false, name, elements, Optional.empty());
            if (spec.engine().isPresent() || spec.orderBy().isPresent() || spec.partitionBy().isPresent()
                    || spec.primaryKey().isPresent() || !spec.settings().isEmpty()) {
                storage = Optional.of(spec);
            }
            populate = t.acceptKeyword("POPULATE");
        }
        t.expectKeyword("AS");
        return new CreateView(materialized, orReplace, ifNotExists, name.database(), name.table(), elements.columns, to,
                storage, populate, ctx.selects.union());
    }
}
