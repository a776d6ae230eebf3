package io.mergelab.engine.sql;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.ColumnAssignment;
import io.mergelab.engine.sql.ast.CreateDatabase;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.CreateView;
import io.mergelab.engine.sql.ast.CheckTable;
import io.mergelab.engine.sql.ast.DescribeTable;
import io.mergelab.engine.sql.ast.DropDatabase;
import io.mergelab.engine.sql.ast.DropTable;
import io.mergelab.engine.sql.ast.ExistsTable;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.InsertSource;
import io.mergelab.engine.sql.ast.KillQuery;
import io.mergelab.engine.sql.ast.OptimizeTable;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.sql.ast.RenameTables;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.ShowCreateTable;
import io.mergelab.engine.sql.ast.ShowDatabases;
import io.mergelab.engine.sql.ast.ShowTables;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.sql.ast.SystemCommand;
import io.mergelab.engine.sql.ast.TableName;
import io.mergelab.engine.sql.ast.TruncateTable;
import io.mergelab.engine.sql.ast.UseDatabase;
import java.util.List;
import java.util.Optional;

/** Prints statements other than CREATE TABLE (see {@link CreateTableFormatter}) on one line. */
final class StatementFormatter {
    private final StringBuilder out;
    private final ExpressionFormatter ex;
    private final SelectFormatter select;

    StatementFormatter(StringBuilder out) {
        this.out = out;
        this.ex = new ExpressionFormatter(out);
        this.select = new SelectFormatter(out, ex);
    }

    void statement(Statement s) {
        if (s instanceof SelectUnion u) {
            select.union(u);
        } else if (s instanceof Insert i) {
            insert(i);
        } else if (s instanceof CreateTable c) {
            new CreateTableFormatter(out, ex, select).createTable(c);
        } else if (s instanceof CreateView v) {
            new CreateTableFormatter(out, ex, select).createView(v);
        } else if (s instanceof CreateDatabase c) {
            out.append("CREATE DATABASE ");
            if (c.ifNotExists()) {
                out.append("IF NOT EXISTS ");
            }
            SqlText.appendName(out, c.database());
            c.engine().ifPresent(e -> SqlText.appendName(out.append(" ENGINE = "), e));
        } else if (s instanceof DropDatabase d) {
            out.append(d.ifExists() ? "DROP DATABASE IF EXISTS " : "DROP DATABASE ");
            SqlText.appendName(out, d.database());
        } else if (s instanceof DropTable d) {
            out.append(d.view() ? "DROP VIEW " : "DROP TABLE ").append(d.ifExists() ? "IF EXISTS " : "");
            table(d.database(), d.table());
        } else if (s instanceof TruncateTable t) {
            out.append(t.ifExists() ? "TRUNCATE TABLE IF EXISTS " : "TRUNCATE TABLE ");
            table(t.database(), t.table());
        } else if (s instanceof RenameTables r) {
            rename(r);
        } else if (s instanceof AlterTable a) {
            alter(a);
        } else {
            inspection(s);
        }
    }

    /** Statements that look at or steer the server rather than change data. */
    private void inspection(Statement s) {
        if (s instanceof Explain e) {
            explain(e);
        } else if (s instanceof ShowDatabases sd) {
            out.append("SHOW DATABASES");
            like(sd.like());
        } else if (s instanceof ShowTables st) {
            out.append("SHOW TABLES");
            st.database().ifPresent(db -> SqlText.appendName(out.append(" FROM "), db));
            like(st.like());
        } else if (s instanceof ShowCreateTable sc) {
            out.append("SHOW CREATE TABLE ");
            table(sc.database(), sc.table());
        } else if (s instanceof DescribeTable d) {
            out.append("DESCRIBE TABLE ");
            table(d.database(), d.table());
        } else if (s instanceof ExistsTable e) {
            out.append("EXISTS TABLE ");
            table(e.database(), e.table());
        } else if (s instanceof CheckTable c) {
            check(c);
        } else if (s instanceof UseDatabase u) {
            SqlText.appendName(out.append("USE "), u.database());
        } else if (s instanceof SetSettings set) {
            out.append("SET ");
            select.settingList(set.settings());
        } else if (s instanceof OptimizeTable o) {
            optimize(o);
        } else if (s instanceof SystemCommand c) {
            system(c);
        } else if (s instanceof KillQuery k) {
            out.append("KILL QUERY WHERE ");
            ex.expression(k.where());
            if (k.sync()) {
                out.append(" SYNC");
            }
        } else {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                    "Cannot format statement " + s.getClass().getSimpleName());
        }
    }

    void table(Optional<String> database, String table) {
        if (database.isPresent()) {
            SqlText.appendName(out, database.get());
            out.append('.');
        }
        SqlText.appendName(out, table);
    }

    void table(TableName name) {
        table(name.database(), name.table());
    }

    private void like(Optional<String> pattern) {
        pattern.ifPresent(p -> SqlText.appendQuoted(out.append(" LIKE "), p, '\''));
    }

    private void insert(Insert insert) {
        out.append("INSERT INTO ");
        table(insert.database(), insert.table());
        if (!insert.columns().isEmpty()) {
            out.append(" (");
            names(insert.columns());
            out.append(')');
        }
        select.settings(insert.settings());
        InsertSource source = insert.source();
        if (source instanceof InsertSource.Values v) {
            out.append(" VALUES ");
            for (int i = 0; i < v.rows().size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                out.append('(');
                ex.expressions(v.rows().get(i));
                out.append(')');
            }
        } else if (source instanceof InsertSource.Format f) {
            SqlText.appendName(out.append(" FORMAT "), f.format());
            f.data().ifPresent(data -> out.append('\n').append(data));
        } else if (source instanceof InsertSource.File f) {
            SqlText.appendQuoted(out.append(" FROM INFILE "), f.path(), '\'');
            f.compression().ifPresent(c -> SqlText.appendQuoted(out.append(" COMPRESSION "), c, '\''));
            SqlText.appendName(out.append(" FORMAT "), f.format());
        } else if (source instanceof InsertSource.Select s) {
            out.append(' ');
            select.union(s.query());
        }
    }

    private void names(List<String> names) {
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            SqlText.appendName(out, names.get(i));
        }
    }

    private void rename(RenameTables r) {
        out.append("RENAME TABLE ");
        for (int i = 0; i < r.renames().size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            table(r.renames().get(i).from());
            out.append(" TO ");
            table(r.renames().get(i).to());
        }
    }

    private void explain(Explain e) {
        out.append("EXPLAIN ").append(e.kind() == Explain.Kind.QUERY_TREE ? "QUERY TREE" : e.kind().name());
        String explained = SqlFormatter.format(e.statement());
        List<SettingAssignment> settings = e.settings();
        if (!settings.isEmpty()) {
            out.append(' ');
            if (explained.startsWith("(")) {
                // "x = f (SELECT ...)" would read as a call of f: bracket the last value
                select.settingList(settings.subList(0, settings.size() - 1));
                SettingAssignment last = settings.get(settings.size() - 1);
                out.append(settings.size() > 1 ? ", " : "");
                SqlText.appendName(out, last.name());
                out.append(" = (");
                ex.expression(last.value());
                out.append(')');
            } else {
                select.settingList(settings);
            }
        }
        out.append(' ').append(explained);
    }

    private void optimize(OptimizeTable o) {
        out.append("OPTIMIZE TABLE ");
        table(o.database(), o.table());
        o.partition().ifPresent(p -> partition(" PARTITION ", p));
        if (o.isFinal()) {
            out.append(" FINAL");
        }
        if (o.deduplicate()) {
            out.append(" DEDUPLICATE");
        }
    }

    private void partition(String keyword, PartitionSpec p) {
        out.append(keyword);
        if (p.id().isPresent()) {
            SqlText.appendQuoted(out.append("ID "), p.id().get(), '\'');
        } else {
            ex.expression(p.expression().get());
        }
    }

    private void system(SystemCommand c) {
        out.append("SYSTEM ");
        switch (c.action()) {
            case FLUSH_LOGS: out.append("FLUSH LOGS"); break;
            case STOP_MERGES: out.append("STOP MERGES"); break;
            case START_MERGES: out.append("START MERGES"); break;
            case DROP_MARK_CACHE: out.append("DROP MARK CACHE"); break;
            case DROP_UNCOMPRESSED_CACHE: out.append("DROP UNCOMPRESSED CACHE"); break;
            case DROP_QUERY_CONDITION_CACHE: out.append("DROP QUERY CONDITION CACHE"); break;
            default: throw new IllegalStateException("Unhandled " + c.action());
        }
        if (c.table().isPresent()) {
            out.append(' ');
            table(c.table().get());
        }
    }

    private void check(CheckTable c) {
        out.append("CHECK TABLE ");
        table(c.database(), c.table());
        c.partition().ifPresent(p -> partition(" PARTITION ", p));
        c.part().ifPresent(part -> SqlText.appendQuoted(out.append(" PART "), part, '\''));
        select.settings(c.settings());
    }

    private void partsTarget(AlterCommand.PartsTarget target) {
        target.part().ifPresent(part -> SqlText.appendQuoted(out.append("PART "), part, '\''));
        target.partition().ifPresent(p -> partition("PARTITION ", p));
    }

    private void alter(AlterTable a) {
        out.append("ALTER TABLE ");
        table(a.database(), a.table());
        for (int i = 0; i < a.commands().size(); i++) {
            out.append(i == 0 ? " " : ", ");
            alterCommand(a.commands().get(i));
        }
        select.settings(a.settings());
    }

    private void alterCommand(AlterCommand c) {
        if (c instanceof AlterCommand.AddIndex add) {
            out.append(add.ifNotExists() ? "ADD INDEX IF NOT EXISTS " : "ADD INDEX ");
            CreateTableFormatter.index(out, ex, add.index());
            add.after().ifPresent(after -> SqlText.appendName(out.append(" AFTER "), after));
        } else if (c instanceof AlterCommand.DropIndex drop) {
            out.append(drop.ifExists() ? "DROP INDEX IF EXISTS " : "DROP INDEX ");
            SqlText.appendName(out, drop.name());
        } else if (c instanceof AlterCommand.MaterializeIndex m) {
            SqlText.appendName(out.append("MATERIALIZE INDEX "), m.name());
            m.partition().ifPresent(p -> partition(" IN PARTITION ", p));
        } else if (c instanceof AlterCommand.ClearIndex clear) {
            SqlText.appendName(out.append("CLEAR INDEX "), clear.name());
            clear.partition().ifPresent(p -> partition(" IN PARTITION ", p));
        } else if (c instanceof AlterCommand.Detach d) {
            out.append("DETACH ");
            partsTarget(d.target());
        } else if (c instanceof AlterCommand.Attach a) {
            out.append("ATTACH ");
            partsTarget(a.target());
        } else if (c instanceof AlterCommand.DropDetached d) {
            out.append("DROP DETACHED ");
            partsTarget(d.target());
        } else if (c instanceof AlterCommand.Drop d) {
            out.append("DROP ");
            partsTarget(d.target());
        } else if (c instanceof AlterCommand.AddColumn add) {
            out.append(add.ifNotExists() ? "ADD COLUMN IF NOT EXISTS " : "ADD COLUMN ");
            new CreateTableFormatter(out, ex, select).column(add.column());
            add.after().ifPresent(after -> SqlText.appendName(out.append(" AFTER "), after));
            if (add.first()) {
                out.append(" FIRST");
            }
        } else if (c instanceof AlterCommand.DropColumn drop) {
            SqlText.appendName(out.append(drop.ifExists() ? "DROP COLUMN IF EXISTS " : "DROP COLUMN "), drop.name());
        } else if (c instanceof AlterCommand.ModifyColumn m) {
            SqlText.appendName(out.append(m.ifExists() ? "MODIFY COLUMN IF EXISTS " : "MODIFY COLUMN "), m.name());
            m.remove().ifPresent(what -> out.append(" REMOVE ").append(what));
            m.typeName().ifPresent(type -> out.append(' ').append(type));
            m.defaultValue().ifPresent(d -> {
                out.append(' ').append(d.kind().name()).append(' ');
                ex.expression(d.expression());
            });
            m.comment().ifPresent(comment -> SqlText.appendQuoted(out.append(" COMMENT "), comment, '\''));
        } else if (c instanceof AlterCommand.CommentColumn cc) {
            SqlText.appendName(out.append(cc.ifExists() ? "COMMENT COLUMN IF EXISTS " : "COMMENT COLUMN "), cc.name());
            SqlText.appendQuoted(out.append(' '), cc.comment(), '\'');
        } else if (c instanceof AlterCommand.RenameColumn r) {
            SqlText.appendName(out.append(r.ifExists() ? "RENAME COLUMN IF EXISTS " : "RENAME COLUMN "), r.from());
            SqlText.appendName(out.append(" TO "), r.to());
        } else if (c instanceof AlterCommand.ModifySettings m) {
            out.append("MODIFY SETTING ");
            select.settingList(m.settings());
        } else if (c instanceof AlterCommand.Delete d) {
            out.append("DELETE");
            d.partition().ifPresent(p -> partition(" IN PARTITION ", p));
            out.append(" WHERE ");
            ex.expression(d.where());
        } else if (c instanceof AlterCommand.Update u) {
            out.append("UPDATE ");
            for (int i = 0; i < u.assignments().size(); i++) {
                ColumnAssignment assignment = u.assignments().get(i);
                if (i > 0) {
                    out.append(", ");
                }
                SqlText.appendName(out, assignment.column());
                out.append(" = ");
                ex.expression(assignment.value());
            }
            u.partition().ifPresent(p -> partition(" IN PARTITION ", p));
            out.append(" WHERE ");
            ex.expression(u.where());
        }
    }
}
