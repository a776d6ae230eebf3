package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.sql.ast.CommonTableExpr;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.QueryTreeMapper;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The rewrites of a view's stored query: binding a parameterized view's {@code {name:Type}} to the values given in
 * {@code FROM v(name = value, ...)} (as ClickHouse substitutes them, a value cast to the parameter's type; a
 * parameter left unbound still reads the session's query parameters, else fails with UNKNOWN_QUERY_PARAMETER), the
 * placeholders CREATE VIEW analyses the query with, and naming the database of the tables it reads.
 */
public final class ViewQueries {
    private ViewQueries() {
    }

    /** {@code FROM v(a = 1, b = 'x')}: the values by parameter name. */
    static Map<String, Expr> arguments(TableFunctionRef call) {
        Map<String, Expr> values = new LinkedHashMap<>();
        for (Expr arg : call.args()) {
            if (!(arg instanceof FunctionCall f && f.name().equals("equals") && f.args().size() == 2
                    && f.args().get(0) instanceof Identifier name && name.parts().size() == 1)) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Parameterized view " + call.name()
                        + " takes its parameters as name = value, got " + ColumnNames.of(arg));
            }
            values.put(name.name(), f.args().get(1));
        }
        return values;
    }

    /** The query with each parameter named in {@code values} replaced by its value cast to the parameter's type. */
    static SelectUnion bind(SelectUnion query, Map<String, Expr> values) {
        if (values.isEmpty()) {
            return query;
        }
        return parameters(query, p -> values.containsKey(p.name())
                ? FunctionCall.of("_CAST", values.get(p.name()), new Literal(p.typeName())) : p);
    }

    /** The query with every parameter replaced by its type's default value: what CREATE VIEW derives columns from. */
    public static SelectUnion placeholders(SelectUnion query) {
        return parameters(query, p -> FunctionCall.of("defaultValueOfTypeName", new Literal(p.typeName())));
    }

    /** Whether the query has a {@code {name:Type}} parameter, which makes the view a parameterized one. */
    public static boolean isParameterized(SelectUnion query) {
        boolean[] found = {false};
        parameters(query, p -> {
            found[0] = true;
            return p;
        });
        return found[0];
    }

    private static SelectUnion parameters(SelectUnion query, Function<QueryParameter, Expr> f) {
        return new QueryTreeMapper(e -> e instanceof QueryParameter p ? f.apply(p) : e, UnaryOperator.identity()).union(query);
    }

    /**
     * The query with every table it reads named with its database ({@code t} becomes {@code database.t}), as ClickHouse
     * stores a view's query, so the view reads the same tables whatever the current database of the reader. Names of
     * the query's CTEs stay as they are.
     */
    public static SelectUnion qualify(SelectUnion query, String database) {
        Set<String> ctes = new HashSet<>();
        new QueryTreeMapper(e -> {
            if (e instanceof CommonTableExpr c) {
                ctes.add(c.name());
            }
            return e;
        }, UnaryOperator.identity()).union(query);
        return new QueryTreeMapper(UnaryOperator.identity(), r -> r.database().isPresent() || ctes.contains(r.table()) ? r
                : new TableRef(Optional.of(database), r.table(), r.alias(), r.isFinal(), r.sample())).union(query);
    }
}
