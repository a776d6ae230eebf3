package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code optimize_functions_to_subcolumns} for Strings, as ClickHouse rewrites them: {@code length(s)} reads the
 * subcolumn {@code s.size}, {@code empty(s)} is {@code s.size = 0} and {@code notEmpty(s)} {@code s.size != 0}, so
 * only the lengths stream of {@code s} is read, never its bytes. Applies where the relation offers {@code s.size}
 * (a MergeTree String column, not under FINAL) and, as in ClickHouse, only to a column the query reads nowhere
 * else whole ({@link #readWhole}): reading the sizes beside the whole column would read them twice. Remembers the
 * subcolumns used, the ones the query names too.
 *
 * <p>With {@code optimize_empty_string_comparisons}, {@code s = ''} and {@code s != ''} (either side) are
 * {@code empty(s)} and {@code notEmpty(s)} first, as in ClickHouse, so ClickBench's {@code WHERE URL <> ''} beside
 * {@code avg(length(URL))} reads only the sizes of URL.
 */
final class FunctionsToSubcolumns {
    private final Map<String, ?> offered;
    private final boolean functions;
    private final boolean emptyComparisons;
    private final Set<String> used = new LinkedHashSet<>();
    private final Set<String> whole = new HashSet<>();

    /**
     * {@code functions} and {@code emptyComparisons}: the two settings; subcolumns named in the query ({@code s.size})
     * are read whatever they say.
     */
    FunctionsToSubcolumns(Map<String, ?> offered, boolean functions, boolean emptyComparisons) {
        this.offered = offered;
        this.functions = functions;
        this.emptyComparisons = emptyComparisons;
    }

    /**
     * Notes the columns that {@code exprs} (all of the query's expressions, before any {@link #rewrite}) read whole,
     * outside a function the sizes answer: those keep their functions over the bytes.
     */
    void readWhole(Collection<Expr> exprs) {
        exprs.forEach(this::collectWhole);
    }

    private void collectWhole(Expr e) {
        if (e instanceof Identifier id) {
            whole.add(id.fullName());
        } else if (e instanceof Aliased a) {
            collectWhole(a.expr());
        } else if (e instanceof LambdaExpr l) {
            collectWhole(l.body());
        } else if (!(e instanceof FunctionCall f && sizesAnswer(f) != null)) {
            ExprTrees.operands(e).forEach(this::collectWhole);
        }
    }

    Expr rewrite(Expr e) {
        if (e instanceof Aliased a) {
            return new Aliased(rewrite(a.expr()), a.alias());
        }
        if (e instanceof Identifier id && offered.containsKey(id.fullName())) {
            used.add(id.fullName());
            return e;
        }
        if (e instanceof FunctionCall f) {
            Identifier id = sizesAnswer(f);
            if (id != null && !whole.contains(id.fullName())) {
                String size = id.fullName() + ".size";
                used.add(size);
                Expr sizes = Identifier.of(id.fullName(), "size");
                return switch (test(f)) {
                    case "empty" -> FunctionCall.of("equals", sizes, new Literal(0L));
                    case "notempty" -> FunctionCall.of("notEquals", sizes, new Literal(0L));
                    default -> sizes;
                };
            }
        }
        return ExprTrees.mapOperands(e, this::rewrite);
    }

    /** The String column whose sizes alone answer {@code f} (length, empty, notEmpty, a comparison with ''), or null. */
    private Identifier sizesAnswer(FunctionCall f) {
        if (!functions || !f.parameters().isEmpty() || f.distinct()) {
            return null;
        }
        String test = test(f);
        if (test.equals("length") || test.equals("empty") || test.equals("notempty")) {
            for (Expr arg : f.args()) {
                if (arg instanceof Identifier id && offered.containsKey(id.fullName() + ".size")) {
                    return id;
                }
            }
        }
        return null;
    }

    /**
     * What {@code f} asks of a String: "length", "empty", "notempty", or something else (a call of one argument: its
     * name; of more: ""). A comparison with '' counts as empty or notEmpty under optimize_empty_string_comparisons.
     */
    private String test(FunctionCall f) {
        String name = f.name().toLowerCase(Locale.ROOT);
        if (f.args().size() == 1) {
            return name.equals("octet_length") ? "length" : name;
        }
        boolean equals = name.equals("equals");
        if (emptyComparisons && f.args().size() == 2 && (equals || name.equals("notequals"))
                && (isEmptyString(f.args().get(0)) || isEmptyString(f.args().get(1)))) {
            return equals ? "empty" : "notempty";
        }
        // length(a, b) and the like: left to fail with the function's own error
        return "";
    }

    private static boolean isEmptyString(Expr e) {
        return e instanceof Literal l && "".equals(l.value());
    }

    Set<String> used() {
        return used;
    }
}
