package io.mergelab.engine.index.cache;

import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.function.hash.CityHash64;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A read's filter condition ({@link ReadConditions#filter()}) in the canonical text the query condition cache is
 * keyed by, and that text's hash. Aliases are dropped and the operands of {@code and} / {@code or} are flattened and
 * sorted, so {@code PREWHERE a WHERE b}, {@code WHERE b AND a} and {@code WHERE a AND b} share entries.
 *
 * <p>A condition whose value for a row may differ between queries is not cacheable: functions of time, randomness,
 * the session or the row's position in the read, and query parameters. Subqueries were replaced by their results
 * before the read got its conditions, so their values are part of the text (ClickHouse instead disables the cache
 * for {@code IN (subquery)}; both keep a changed subquery result from reusing an entry).
 */
public record CacheableCondition(String text, long hash) {
    /** Lower-cased names of the functions whose value does not follow from their arguments alone. */
    private static final Set<String> NON_DETERMINISTIC = Set.of(
            "rand", "rand32", "rand64", "randconstant", "randuniform", "randnormal", "randomstring",
            "randomfixedstring", "randomprintableascii", "randomstringutf8", "generateuuidv4", "generateuuidv7",
            "now", "now64", "nowinblock", "today", "yesterday", "current_timestamp", "current_date",
            "currentdatabase", "currentuser", "currentqueryid", "queryid", "initialqueryid", "timezone", "uptime",
            "rownumberinblock", "rownumberinallblocks", "blocknumber", "blocksize", "runningdifference",
            "runningaccumulate", "neighbor", "getsetting");

    public static Optional<CacheableCondition> of(ReadConditions conditions) {
        Optional<Expr> filter = conditions.filter();
        if (filter.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder sb = new StringBuilder();
        if (!append(filter.get(), sb)) {
            return Optional.empty();
        }
        String text = sb.toString();
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return Optional.of(new CacheableCondition(text, CityHash64.hash(bytes, 0, bytes.length)));
    }

    /**
     * True when {@code e}'s value for a row follows from the row's values and {@code e}'s text alone: no function of
     * time, randomness, the session or the row's place in its block, and no query parameter.
     */
    public static boolean isDeterministic(Expr e) {
        return append(e, new StringBuilder());
    }

    /** Appends the canonical text of {@code e}; false when {@code e} is not deterministic. */
    private static boolean append(Expr e, StringBuilder sb) {
        if (e instanceof Aliased a) {
            return append(a.expr(), sb);
        }
        if (e instanceof Identifier id) {
            sb.append(id.fullName());
            return true;
        }
        if (e instanceof Literal l) {
            ColumnNames.literal(l.value(), sb);
            return true;
        }
        if (e instanceof FunctionCall f) {
            return call(f, sb);
        }
        if (e instanceof ArrayLiteral a) {
            return list(a.elements(), "[", "]", sb);
        }
        if (e instanceof TupleLiteral t) {
            return list(t.elements(), "tuple(", ")", sb);
        }
        if (e instanceof LambdaExpr l) {
            sb.append("lambda(tuple(").append(String.join(", ", l.parameters())).append("), ");
            boolean ok = append(l.body(), sb);
            sb.append(')');
            return ok;
        }
        // query parameters, subqueries, asterisks: values not fixed by the text
        return false;
    }

    private static boolean call(FunctionCall f, StringBuilder sb) {
        String name = f.name().toLowerCase(Locale.ROOT);
        if (NON_DETERMINISTIC.contains(name)) {
            return false;
        }
        if (!f.parameters().isEmpty() || f.distinct()) {
            return false;
        }
        if (!name.equals("and") && !name.equals("or")) {
            sb.append(f.name());
            return list(f.args(), "(", ")", sb);
        }
        List<String> operands = new ArrayList<>();
        if (!flatten(name, f, operands)) {
            return false;
        }
        operands.sort(null);
        sb.append(name).append('(').append(String.join(", ", operands)).append(')');
        return true;
    }

    /** Collects the canonical texts of the operands of nested calls of {@code op} (and or or). */
    private static boolean flatten(String op, FunctionCall f, List<String> operands) {
        for (Expr arg : f.args()) {
            Expr inner = arg instanceof Aliased a ? a.expr() : arg;
            if (inner instanceof FunctionCall g && g.name().toLowerCase(Locale.ROOT).equals(op)
                    && g.parameters().isEmpty() && !g.distinct()) {
                if (!flatten(op, g, operands)) {
                    return false;
                }
                continue;
            }
            StringBuilder sb = new StringBuilder();
            if (!append(inner, sb)) {
                return false;
            }
            operands.add(sb.toString());
        }
        return true;
    }

    private static boolean list(List<Expr> items, String open, String close, StringBuilder sb) {
        sb.append(open);
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            if (!append(items.get(i), sb)) {
                return false;
            }
        }
        sb.append(close);
        return true;
    }
}
