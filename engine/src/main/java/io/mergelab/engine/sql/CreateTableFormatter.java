package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Codec;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.CreateView;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.IndexDef;
import java.util.Optional;

/** Prints CREATE TABLE and CREATE VIEW: columns, indexes, engine and the table clauses in ClickHouse's order. */
final class CreateTableFormatter {
    private final StringBuilder out;
    private final ExpressionFormatter ex;
    private final SelectFormatter select;

    CreateTableFormatter(StringBuilder out, ExpressionFormatter ex, SelectFormatter select) {
        this.out = out;
        this.ex = ex;
        this.select = select;
    }

    void createTable(CreateTable c) {
        out.append(c.ifNotExists() ? "CREATE TABLE IF NOT EXISTS " : "CREATE TABLE ");
        name(c.database(), c.table());
        if (!c.columns().isEmpty() || !c.indexes().isEmpty()) {
            out.append(" (");
            String separator = "";
            for (ColumnDef column : c.columns()) {
                out.append(separator);
                column(column);
                separator = ", ";
            }
            for (IndexDef index : c.indexes()) {
                out.append(separator).append("INDEX ");
                index(out, ex, index);
                separator = ", ";
            }
            out.append(')');
        }
        c.asTable().ifPresent(t -> {
            out.append(" AS ");
            name(t.database(), t.table());
        });
        storageClauses(c);
        c.comment().ifPresent(comment -> SqlText.appendQuoted(out.append(" COMMENT "), comment, '\''));
        c.asSelect().ifPresent(query -> {
            out.append(" AS ");
            select.union(query);
        });
    }

    /** {@code CREATE [OR REPLACE] [MATERIALIZED] VIEW [IF NOT EXISTS] name [TO t] [(columns)] [storage] [POPULATE] AS SELECT}. */
    void createView(CreateView v) {
        out.append(v.orReplace() ? "CREATE OR REPLACE " : "CREATE ").append(v.materialized() ? "MATERIALIZED VIEW " : "VIEW ");
        if (v.ifNotExists()) {
            out.append("IF NOT EXISTS ");
        }
        name(v.database(), v.name());
        v.to().ifPresent(t -> {
            out.append(" TO ");
            name(t.database(), t.table());
        });
        if (!v.columns().isEmpty()) {
            out.append(" (");
            for (int i = 0; i < v.columns().size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                column(v.columns().get(i));
            }
            out.append(')');
        }
        v.storage().ifPresent(this::storageClauses);
        if (v.populate()) {
            out.append(" POPULATE");
        }
        out.append(" AS ");
        select.union(v.query());
    }

    private void storageClauses(CreateTable c) {
        c.engine().ifPresent(engine -> {
            SqlText.appendEngineName(out.append(" ENGINE = "), engine.name());
            if (!engine.args().isEmpty()) {
                out.append('(');
                ex.elements(engine.args());
                out.append(')');
            }
        });
        clause(" PARTITION BY ", c.partitionBy());
        clause(" PRIMARY KEY ", c.primaryKey());
        clause(" ORDER BY ", c.orderBy());
        clause(" SAMPLE BY ", c.sampleBy());
        select.settings(c.settings());
    }

    private void name(Optional<String> database, String table) {
        if (database.isPresent()) {
            SqlText.appendName(out, database.get());
            out.append('.');
        }
        SqlText.appendName(out, table);
    }

    private void clause(String keyword, Optional<Expr> e) {
        if (e.isPresent()) {
            out.append(keyword);
            ex.expression(e.get());
        }
    }

    void column(ColumnDef column) {
        String name = column.name();
        if (name.equalsIgnoreCase("INDEX") || name.equalsIgnoreCase("PRIMARY")) {
            // a bare INDEX or PRIMARY at the start of an element would start an index or key declaration
            SqlText.appendQuoted(out, name, '`');
        } else {
            SqlText.appendName(out, name);
        }
        out.append(' ').append(column.typeName());
        column.defaultValue().ifPresent(d -> {
            out.append(' ').append(d.kind().name()).append(' ');
            ex.expression(d.expression());
        });
        if (!column.codecs().isEmpty()) {
            out.append(" CODEC(");
            for (int i = 0; i < column.codecs().size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                Codec codec = column.codecs().get(i);
                SqlText.appendName(out, codec.name());
                if (!codec.args().isEmpty()) {
                    out.append('(');
                    ex.elements(codec.args());
                    out.append(')');
                }
            }
            out.append(')');
        }
        column.comment().ifPresent(comment -> SqlText.appendQuoted(out.append(" COMMENT "), comment, '\''));
    }

    /** {@code name expr TYPE type[(args)] GRANULARITY n}, also used by ALTER TABLE ... ADD INDEX. */
    static void index(StringBuilder out, ExpressionFormatter ex, IndexDef index) {
        SqlText.appendName(out, index.name());
        out.append(' ');
        ex.expression(index.expression());
        SqlText.appendName(out.append(" TYPE "), index.type());
        if (!index.typeArgs().isEmpty()) {
            out.append('(');
            ex.elements(index.typeArgs());
            out.append(')');
        }
        out.append(" GRANULARITY ").append(index.granularity());
    }
}
