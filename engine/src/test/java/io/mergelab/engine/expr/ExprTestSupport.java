package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.type.DataType;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds expression ASTs and input chunks for expression tests. */
final class ExprTestSupport {
    static final EvaluationContext CTX = new EvaluationContext(Instant.parse("2024-03-15T10:20:30Z"), ZoneOffset.UTC,
            Map.of("p", "42", "d", "2024-01-31", "bad", "x1"));

    private ExprTestSupport() {
    }

    static Expr call(String name, Expr... args) {
        return FunctionCall.of(name, args);
    }

    static Expr id(String name) {
        return Identifier.of(name);
    }

    static Expr lit(Object value) {
        return new Literal(value instanceof Integer i ? Long.valueOf(i) : value);
    }

    static Expr array(Expr... elements) {
        return new ArrayLiteral(List.of(elements));
    }

    static Expr tuple(Expr... elements) {
        return new TupleLiteral(List.of(elements));
    }

    /** A table of named, typed columns filled from text values ("\\N" is NULL). */
    static final class Table {
        private final Map<String, DataType> types = new LinkedHashMap<>();
        private final Map<String, List<String>> values = new LinkedHashMap<>();

        Table column(String name, String type, String... texts) {
            types.put(name, DataType.parse(type));
            values.put(name, List.of(texts));
            return this;
        }

        InputSchema schema() {
            return new InputSchema(new ArrayList<>(types.keySet()), new ArrayList<>(types.values()));
        }

        Chunk chunk() {
            List<Column> columns = new ArrayList<>();
            int rows = values.isEmpty() ? 1 : values.values().iterator().next().size();
            for (var e : types.entrySet()) {
                ColumnBuilder b = ColumnBuilder.create(e.getValue());
                for (String text : values.get(e.getKey())) {
                    if (text.equals("\\N")) {
                        b.appendNull();
                    } else {
                        TextValues.parseInto(b, e.getValue(), text);
                    }
                }
                columns.add(b.build());
            }
            return new Chunk(columns, rows);
        }

        CompiledExpression compile(Expr expr) {
            return ExpressionCompiler.compile(expr, schema(), CTX);
        }

        /** Evaluates and renders each row as text ("\\N" for NULL). */
        List<String> eval(Expr expr) {
            CompiledExpression c = compile(expr);
            Column result = c.evaluate(chunk());
            List<String> out = new ArrayList<>();
            for (int i = 0; i < result.size(); i++) {
                out.add(result.get(i) == null ? "\\N" : TextValues.format(result, i));
            }
            return out;
        }

        String type(Expr expr) {
            return compile(expr).type().name();
        }
    }

    static Table table() {
        return new Table();
    }

    /** Evaluates an expression without input columns (one row) and renders it. */
    static String value(Expr expr) {
        return table().eval(expr).get(0);
    }

    static String typeOf(Expr expr) {
        return table().type(expr);
    }
}
