package io.mergelab.engine.interpreter;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.sql.ast.DescribeTable;
import io.mergelab.engine.sql.ast.ExistsTable;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.ShowCreateTable;
import io.mergelab.engine.sql.ast.ShowDatabases;
import io.mergelab.engine.sql.ast.ShowTables;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.system.SystemColumn;
import io.mergelab.engine.system.SystemTable;
import io.mergelab.engine.system.SystemTables;
import io.mergelab.engine.table.Table;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** SHOW DATABASES / TABLES / CREATE TABLE, DESCRIBE and EXISTS: small results built from the catalog. */
final class ShowStatements {
    private static final List<String> DESCRIBE_COLUMNS = List.of("name", "type", "default_type", "default_expression",
            "comment", "codec_expression", "ttl_expression");

    private ShowStatements() {
    }

    static QueryResult run(Statement statement, QueryContext ctx, Catalog catalog, SystemTables systemTables) {
        if (statement instanceof ShowDatabases s) {
            return strings("name", filter(catalog.databaseNames(), s.like(), ctx), ctx);
        }
        if (statement instanceof ShowTables s) {
            String db = s.database().orElse(ctx.currentDatabase());
            if (!catalog.hasDatabase(db)) {
                throw new MergeLabException(ErrorCode.UNKNOWN_DATABASE, "Database " + db + " does not exist");
            }
            List<String> names = db.equals(Catalog.SYSTEM_DATABASE)
                    ? systemTables.all().stream().map(SystemTable::name).sorted().toList()
                    : catalog.tables(db).stream().map(t -> t.definition().name()).toList();
            return strings("name", filter(names, s.like(), ctx), ctx);
        }
        if (statement instanceof ShowCreateTable s) {
            Table t = catalog.table(s.database().orElse(ctx.currentDatabase()), s.table());
            return strings("statement", List.of(t.definition().createQuery()), ctx);
        }
        if (statement instanceof ExistsTable e) {
            String db = e.database().orElse(ctx.currentDatabase());
            boolean exists = catalog.hasTable(db, e.table())
                    || db.equals(Catalog.SYSTEM_DATABASE) && systemTables.all().stream().anyMatch(t -> t.name().equals(e.table()));
            ColumnBuilder b = ColumnBuilder.create(IntegerType.UINT8);
            b.appendLong(exists ? 1 : 0);
            return ResultStream.rows(List.of("result"), List.of(IntegerType.UINT8),
                    List.of(Chunk.of(List.of(b.build()))).iterator(), Optional.empty(), ctx);
        }
        if (statement instanceof DescribeTable d) {
            return describe(d, ctx, catalog, systemTables);
        }
        throw new IllegalArgumentException(statement.getClass().getName());
    }

    private static QueryResult describe(DescribeTable d, QueryContext ctx, Catalog catalog, SystemTables systemTables) {
        String db = d.database().orElse(ctx.currentDatabase());
        List<List<String>> rows = new ArrayList<>();
        if (db.equals(Catalog.SYSTEM_DATABASE)) {
            for (SystemColumn c : systemTables.get(d.table()).columns()) {
                rows.add(List.of(c.name(), c.type().name(), "", "", "", "", ""));
            }
        } else {
            TableDefinition def = catalog.table(db, d.table()).definition();
            for (ColumnDefinition c : def.columns()) {
                boolean hasDefault = c.defaultKind() != ColumnDefinition.DefaultKind.NONE;
                rows.add(List.of(c.name(), c.type().name(),
                        hasDefault ? c.defaultKind().name() : "",
                        c.defaultExpr().map(SqlFormatter::format).orElse(""),
                        c.comment(),
                        c.codec().equals(Codec.DEFAULT) ? "" : c.codec().toString(),
                        ""));
            }
        }
        List<ColumnBuilder> builders = DESCRIBE_COLUMNS.stream().map(n -> ColumnBuilder.create(StringType.INSTANCE)).toList();
        for (List<String> row : rows) {
            for (int i = 0; i < row.size(); i++) {
                builders.get(i).appendValue(row.get(i));
            }
        }
        List<DataType> types = DESCRIBE_COLUMNS.stream().map(n -> (DataType) StringType.INSTANCE).toList();
        return ResultStream.rows(DESCRIBE_COLUMNS, types,
                List.of(new Chunk(builders.stream().map(ColumnBuilder::build).toList(), rows.size())).iterator(),
                Optional.empty(), ctx);
    }

    private static QueryResult strings(String column, List<String> values, QueryContext ctx) {
        ColumnBuilder b = ColumnBuilder.create(StringType.INSTANCE);
        values.forEach(b::appendValue);
        return ResultStream.rows(List.of(column), List.of(StringType.INSTANCE),
                List.of(new Chunk(List.of(b.build()), values.size())).iterator(), Optional.empty(), ctx);
    }

    /** Keeps the names matching a SHOW ... LIKE pattern, evaluated by the SQL {@code like} function. */
    private static List<String> filter(List<String> names, Optional<String> like, QueryContext ctx) {
        if (like.isEmpty() || names.isEmpty()) {
            return names;
        }
        ColumnBuilder b = ColumnBuilder.create(StringType.INSTANCE, names.size());
        names.forEach(b::appendValue);
        CompiledExpression matches = ExpressionCompiler.compile(FunctionCall.of("like", Identifier.of("name"), new Literal(like.get())),
                new InputSchema(List.of("name"), List.of(StringType.INSTANCE)), ctx.evaluation());
        LongColumn mask = (LongColumn) matches.evaluate(new Chunk(List.of(b.build()), names.size()));
        List<String> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (mask.getLong(i) != 0) {
                out.add(names.get(i));
            }
        }
        return out;
    }
}
