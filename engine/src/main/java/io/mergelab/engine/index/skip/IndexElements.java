package io.mergelab.engine.index.skip;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.TupleType;
import java.util.List;

/**
 * The elements an index summarises: the expressions of a tuple index {@code (a, lower(s))}, or the one expression of
 * any other, with their types and names (ClickHouse's column names, {@code lower(s)}) by which a filter's
 * sub-expressions are matched.
 */
public record IndexElements(List<Expr> exprs, List<String> names, List<DataType> types) {
    public IndexElements {
        exprs = List.copyOf(exprs);
        names = List.copyOf(names);
        types = List.copyOf(types);
    }

    /** The elements of an index on {@code expr}, whose compiled type is {@code type}. */
    public static IndexElements of(Expr expr, DataType type) {
        if (expr instanceof TupleLiteral t && type instanceof TupleType tt && tt.elements().size() == t.elements().size()) {
            return new IndexElements(t.elements(), t.elements().stream().map(ColumnNames::of).toList(), tt.elements());
        }
        return new IndexElements(List.of(expr), List.of(ColumnNames.of(expr)), List.of(type));
    }

    public int size() {
        return exprs.size();
    }

    /** The element {@code e} is (by name), or -1. */
    public int indexOf(Expr e) {
        return names.indexOf(ColumnNames.of(e));
    }

    /** Element {@code i}'s values within the index expression's values. */
    public Column element(Column values, int i) {
        return exprs.size() == 1 ? values : ((TupleColumn) values).elements().get(i);
    }
}
