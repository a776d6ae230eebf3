package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * {@code GROUP BY GROUPING SETS ((a, b), (a), ())} in the tree: one {@code groupingSets(...)} call whose arguments are
 * the sets, each a {@code tuple(...)} of its keys (as ROLLUP and CUBE are one {@code rollup(...)} / {@code cube(...)}
 * call), printed back as written.
 */
public final class GroupingSetsSyntax {
    public static final String NAME = "groupingSets";

    private GroupingSetsSyntax() {
    }

    static FunctionCall of(List<List<Expr>> sets) {
        return new FunctionCall(NAME, sets.stream().map(s -> (Expr) new FunctionCall("tuple", s, false, List.of()))
                .toList(), false, List.of());
    }

    /** The call when {@code groupBy} is a GROUPING SETS clause. */
    public static Optional<FunctionCall> call(List<Expr> groupBy) {
        if (groupBy.size() == 1 && groupBy.get(0) instanceof FunctionCall f && f.name().equals(NAME)
                && f.parameters().isEmpty() && f.args().stream().allMatch(GroupingSetsSyntax::isSet)) {
            return Optional.of(f);
        }
        return Optional.empty();
    }

    /** The keys of each set of a {@link #call}. */
    public static List<List<Expr>> sets(FunctionCall call) {
        return call.args().stream().map(s -> ((FunctionCall) s).args()).toList();
    }

    private static boolean isSet(Expr e) {
        return e instanceof FunctionCall t && t.name().equals("tuple") && t.parameters().isEmpty();
    }

    /** {@code GROUPING SETS ((a, b), (a), ())}, each key as {@code key} prints it. */
    static String text(FunctionCall call, Function<Expr, String> key) {
        return "GROUPING SETS (" + sets(call).stream()
                .map(s -> "(" + s.stream().map(key).collect(Collectors.joining(", ")) + ")")
                .collect(Collectors.joining(", ")) + ")";
    }
}
