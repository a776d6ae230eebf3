package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * {@code optimize_functions_to_subcolumns} for Strings, as ClickHouse rewrites them: {@code length(s)} reads the
 * subcolumn {@code s.size}, {@code empty(s)} is {@code s.size = 0} and {@code notEmpty(s)} {@code s.size != 0}, so
 * only the lengths stream of {@code s} is read, never its bytes. Applies where the relation offers {@code s.size}
 * (a MergeTree String column, not under FINAL). Remembers the subcolumns used, the ones the query names too.
 */
final class FunctionsToSubcolumns {
    private final Map<String, ?> offered;
    private final boolean functions;
    private final Set<String> used = new LinkedHashSet<>();

    /** {@code functions}: the setting; subcolumns named in the query ({@code s.size}) are read whatever it says. */
    FunctionsToSubcolumns(Map<String, ?> offered, boolean functions) {
        this.offered = offered;
        this.functions = functions;
    }

    Expr rewrite(Expr e) {
        if (e instanceof Aliased a) {
            return new Aliased(rewrite(a.expr()), a.alias());
        }
        if (e instanceof Identifier id && offered.containsKey(id.fullName())) {
            used.add(id.fullName());
            return e;
        }
        if (functions && e instanceof FunctionCall f && f.args().size() == 1 && f.parameters().isEmpty() && !f.distinct()
                && f.args().get(0) instanceof Identifier id && offered.containsKey(id.fullName() + ".size")) {
            String size = id.fullName() + ".size";
            Expr sizes = Identifier.of(id.fullName(), "size");
            switch (f.name().toLowerCase(java.util.Locale.ROOT)) {
                case "length", "octet_length" -> {
                    used.add(size);
                    return sizes;
                }
                case "empty" -> {
                    used.add(size);
                    return FunctionCall.of("equals", sizes, new Literal(0L));
                }
                case "notempty" -> {
                    used.add(size);
                    return FunctionCall.of("notEquals", sizes, new Literal(0L));
                }
                default -> {
                    return e;
                }
            }
        }
        return ExprTrees.mapOperands(e, this::rewrite);
    }

    Set<String> used() {
        return used;
    }
}
