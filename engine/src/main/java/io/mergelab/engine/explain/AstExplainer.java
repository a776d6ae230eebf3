package io.mergelab.engine.explain;

import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code EXPLAIN AST}: the parsed SELECT as ClickHouse's AST dump shows it, one node per line indented one space per
 * level, {@code Name (alias a) (children n)}: {@code SelectWithUnionQuery}, {@code ExpressionList},
 * {@code SelectQuery} (clauses in ClickHouse's order), {@code TablesInSelectQuery}, {@code TableExpression},
 * {@code TableIdentifier t}, {@code TableJoin}, {@code Function plus}, {@code Identifier a},
 * {@code Literal UInt64_1}, {@code OrderByElement}, {@code Subquery}, {@code Set}. Array and tuple literals made of
 * literals are one {@code Literal Array_[...]}, as ClickHouse's parser folds them.
 */
public final class AstExplainer {
    /** One AST node: its id (with alias) and children. */
    private record Node(String id, List<Node> children) {
        static Node leaf(String id) {
            return new Node(id, List.of());
        }
    }

    private AstExplainer() {
    }

    public static List<String> explain(SelectUnion query) {
        List<String> lines = new ArrayList<>();
        print(union(query), 0, lines);
        return lines;
    }

    private static void print(Node n, int depth, List<String> lines) {
        lines.add(" ".repeat(depth) + n.id() + (n.children().isEmpty() ? "" : " (children " + n.children().size() + ")"));
        n.children().forEach(c -> print(c, depth + 1, lines));
    }

    private static Node union(SelectUnion u) {
        List<Node> children = new ArrayList<>();
        children.add(new Node("ExpressionList", u.selects().stream().map(AstExplainer::select).toList()));
        u.format().ifPresent(f -> children.add(Node.leaf("Identifier " + f)));
        if (!u.settings().isEmpty()) {
            children.add(Node.leaf("Set"));
        }
        return new Node("SelectWithUnionQuery", children);
    }

    private static Node select(SelectQuery q) {
        List<Node> children = new ArrayList<>();
        if (!q.with().isEmpty()) {
            children.add(list(q.with()));
        }
        children.add(list(q.select()));
        q.from().ifPresent(from -> {
            List<Node> elements = new ArrayList<>();
            elements.add(new Node("TablesInSelectQueryElement", List.of(table(from))));
            for (JoinClause j : q.joins()) {
                List<Node> on = new ArrayList<>();
                if (!j.using().isEmpty()) {
                    on.add(new Node("ExpressionList", j.using().stream().map(c -> Node.leaf("Identifier " + c)).toList()));
                }
                j.on().ifPresent(e -> on.add(expr(e)));
                elements.add(new Node("TablesInSelectQueryElement", List.of(table(j.table()), new Node("TableJoin", on))));
            }
            children.add(new Node("TablesInSelectQuery", elements));
        });
        q.prewhere().ifPresent(e -> children.add(expr(e)));
        q.where().ifPresent(e -> children.add(expr(e)));
        if (!q.groupBy().isEmpty()) {
            children.add(list(q.groupBy()));
        }
        q.having().ifPresent(e -> children.add(expr(e)));
        if (!q.orderBy().isEmpty()) {
            children.add(new Node("ExpressionList", q.orderBy().stream()
                    .map((OrderItem o) -> new Node("OrderByElement", List.of(expr(o.expr())))).toList()));
        }
        q.limitBy().ifPresent(l -> {
            l.offset().ifPresent(o -> children.add(expr(o)));
            children.add(expr(l.count()));
            children.add(list(l.by()));
        });
        q.limit().ifPresent(l -> {
            l.offset().ifPresent(o -> children.add(expr(o)));
            children.add(expr(l.count()));
        });
        if (!q.settings().isEmpty()) {
            children.add(Node.leaf("Set"));
        }
        return new Node("SelectQuery", children);
    }

    private static Node table(TableExpr t) {
        Node inner;
        if (t instanceof TableRef r) {
            inner = Node.leaf(withAlias("TableIdentifier " + r.database().map(d -> d + ".").orElse("") + r.table(), r.alias()));
        } else if (t instanceof SubqueryTable s) {
            inner = new Node(withAlias("Subquery", s.alias()), List.of(union(s.query())));
        } else {
            TableFunctionRef f = (TableFunctionRef) t;
            inner = new Node(withAlias("Function " + f.database().map(d -> d + ".").orElse("") + f.name(), f.alias()),
                    List.of(list(f.args())));
        }
        return new Node("TableExpression", List.of(inner));
    }

    private static String withAlias(String id, Optional<String> alias) {
        return alias.map(a -> id + " (alias " + a + ")").orElse(id);
    }

    private static Node list(List<Expr> items) {
        return new Node("ExpressionList", items.stream().map(AstExplainer::expr).toList());
    }

    private static Node expr(Expr e) {
        if (e instanceof Aliased a) {
            Node n = expr(a.expr());
            return new Node(n.id() + " (alias " + a.alias() + ")", n.children());
        }
        if (e instanceof Identifier id) {
            return Node.leaf("Identifier " + id.fullName());
        }
        Optional<String> literal = literal(e);
        if (literal.isPresent()) {
            return Node.leaf("Literal " + literal.get());
        }
        if (e instanceof FunctionCall f) {
            List<Node> children = new ArrayList<>();
            children.add(list(f.args()));
            if (!f.parameters().isEmpty()) {
                children.add(list(f.parameters()));
            }
            return new Node("Function " + f.name() + (f.distinct() ? "Distinct" : ""), children);
        }
        if (e instanceof ArrayLiteral a) {
            return new Node("Function array", List.of(list(a.elements())));
        }
        if (e instanceof TupleLiteral t) {
            return new Node("Function tuple", List.of(list(t.elements())));
        }
        if (e instanceof Asterisk a) {
            return a.qualifier().map(q -> new Node("QualifiedAsterisk", List.of(Node.leaf("Identifier " + q))))
                    .orElse(Node.leaf("Asterisk"));
        }
        if (e instanceof QueryParameter p) {
            return Node.leaf("QueryParameter " + p.name() + ":" + p.typeName());
        }
        if (e instanceof SubqueryExpr s) {
            return new Node("Subquery", List.of(union(s.query())));
        }
        LambdaExpr l = (LambdaExpr) e;
        Node parameters = new Node("Function tuple", List.of(new Node("ExpressionList",
                l.parameters().stream().map(p -> Node.leaf("Identifier " + p)).toList())));
        return new Node("Function lambda", List.of(new Node("ExpressionList", List.of(parameters, expr(l.body())))));
    }

    /** ClickHouse's field dump of a literal ({@code UInt64_1}, {@code 'a'}, {@code Array_[UInt64_1]}), if {@code e} is one. */
    private static Optional<String> literal(Expr e) {
        if (e instanceof Literal l) {
            return Optional.of(value(l.value()));
        }
        List<Expr> elements = e instanceof ArrayLiteral a ? a.elements() : e instanceof TupleLiteral t ? t.elements() : null;
        if (elements == null || elements.isEmpty()) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        for (Expr x : elements) {
            Optional<String> p = literal(x);
            if (p.isEmpty()) {
                return Optional.empty();
            }
            parts.add(p.get());
        }
        return Optional.of(e instanceof ArrayLiteral ? "Array_[" + String.join(", ", parts) + "]"
                : "Tuple_(" + String.join(", ", parts) + ")");
    }

    private static String value(Object v) {
        if (v == null) {
            return "NULL";
        }
        if (v instanceof Long l) {
            return (l < 0 ? "Int64_" : "UInt64_") + l;
        }
        if (v instanceof BigInteger b) {
            return "UInt64_" + b;
        }
        if (v instanceof Double d) {
            return "Float64_" + (d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString(d.longValue()) : d.toString());
        }
        if (v instanceof Boolean b) {
            return "Bool_" + (b ? 1 : 0);
        }
        StringBuilder sb = new StringBuilder();
        ColumnNames.quote(String.valueOf(v), sb);
        return sb.toString();
    }
}
