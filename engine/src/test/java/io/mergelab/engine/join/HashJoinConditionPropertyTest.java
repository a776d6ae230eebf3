package io.mergelab.engine.join;

import static io.mergelab.engine.join.JoinTesting.header;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.step.JoinStep;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.JoinClause.Kind;
import io.mergelab.engine.sql.ast.JoinClause.Strictness;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.testing.ChunksSource;
import io.mergelab.engine.type.DataType;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiPredicate;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The hash join with a residual condition (and without keys: CROSS JOIN, INNER JOIN on a condition alone) against a
 * nested loop over small random tables: a pair joins when the keys are equal and the condition holds; ANY takes a
 * left row's first such pair; unmatched rows of outer joins come with defaults, or NULLs under join_use_nulls.
 */
class HashJoinConditionPropertyTest {
    private static final Header LEFT = header("k", "Nullable(Int64)", "lp", "UInt32");
    private static final Header RIGHT = header("rk", "Nullable(Int64)", "rp", "UInt32");
    private static final EvaluationContext EVAL = new EvaluationContext(Instant.EPOCH, ZoneOffset.UTC, Map.of());

    /** Conditions over the joined row (k, lp, rk, rp), as an expression and as the reference predicate. */
    enum Condition {
        LESS(FunctionCall.of("less", Identifier.of("lp"), Identifier.of("rp")),
                (l, r) -> (Long) l.get(1) < (Long) r.get(1)),
        SUM_NOT_DIVISIBLE(FunctionCall.of("notEquals", FunctionCall.of("modulo",
                FunctionCall.of("plus", Identifier.of("lp"), Identifier.of("rp")), new Literal(3L)), new Literal(0L)),
                (l, r) -> ((Long) l.get(1) + (Long) r.get(1)) % 3 != 0),
        RIGHT_ONLY(FunctionCall.of("greater", Identifier.of("rp"), new Literal(20L)), (l, r) -> (Long) r.get(1) > 20),
        NULLABLE(FunctionCall.of("less", Identifier.of("k"), Identifier.of("rp")),
                (l, r) -> l.get(0) != null && (Long) l.get(0) < (Long) r.get(1));

        final Expr expr;
        final BiPredicate<List<Object>, List<Object>> holds;

        Condition(Expr expr, BiPredicate<List<Object>, List<Object>> holds) {
            this.expr = expr;
            this.holds = holds;
        }
    }

    @Provide
    Arbitrary<List<List<Object>>> rows() {
        Arbitrary<Long> key = Arbitraries.longs().between(-2, 4).injectNull(0.15);
        // the payload is distinct per row (its position plus noise), so duplicates stay distinguishable
        return key.list().ofMaxSize(40).map(keys -> {
            List<List<Object>> out = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                out.add(new ArrayList<>(Arrays.asList(keys.get(i), (long) (i * 7 % 41))));
            }
            return out;
        });
    }

    @Provide
    Arbitrary<Kind> kinds() {
        return Arbitraries.of(Kind.INNER, Kind.LEFT, Kind.RIGHT, Kind.FULL);
    }

    @Property(tries = 400)
    void keysWithAConditionMatchTheNestedLoop(@ForAll("rows") List<List<Object>> left,
                                              @ForAll("rows") List<List<Object>> right, @ForAll("kinds") Kind kind,
                                              @ForAll Strictness strictness, @ForAll Condition condition,
                                              @ForAll @IntRange(min = 1, max = 3) int leftLanes,
                                              @ForAll @IntRange(min = 1, max = 2) int threads,
                                              @ForAll @IntRange(min = 1, max = 7) int blockRows,
                                              @ForAll boolean useNulls) {
        Strictness s = kind == Kind.RIGHT || kind == Kind.FULL ? Strictness.ALL : strictness;
        boolean any = s == Strictness.ANY;
        JoinStep join = new JoinStep(new ChunksSource(LEFT, JoinTesting.lanes(LEFT, left, leftLanes, 3)),
                new ChunksSource(RIGHT, JoinTesting.lanes(RIGHT, right, any ? 1 : 2, 3)), kind, s, List.of("k"),
                List.of("rk"), Optional.of(compile(condition.expr)), useNulls);
        List<List<Object>> actual = JoinTesting.run(join, threads, blockRows).rows();
        assertThat(actual).containsExactlyInAnyOrderElementsOf(
                nestedLoop(left, right, kind, any, true, condition, useNulls));
    }

    @Property(tries = 200)
    void withoutKeysEveryPairIsACandidate(@ForAll("rows") List<List<Object>> left,
                                          @ForAll("rows") List<List<Object>> right, @ForAll boolean cross,
                                          @ForAll("kinds") Kind kind,
                                          @ForAll Condition condition, @ForAll @IntRange(min = 1, max = 2) int threads,
                                          @ForAll @IntRange(min = 1, max = 9) int blockRows) {
        JoinStep join = new JoinStep(new ChunksSource(LEFT, JoinTesting.lanes(LEFT, left, 2, 4)),
                new ChunksSource(RIGHT, JoinTesting.lanes(RIGHT, right, 2, 4)), cross ? Kind.CROSS : kind,
                Strictness.ALL, List.of(), List.of(), cross ? Optional.empty()
                : Optional.of(compile(condition.expr)), false);
        List<List<Object>> actual = JoinTesting.run(join, threads, blockRows).rows();
        assertThat(actual).containsExactlyInAnyOrderElementsOf(
                nestedLoop(left, right, cross ? Kind.INNER : kind, false, false, cross ? null : condition, false));
    }

    private static CompiledExpression compile(Expr e) {
        List<String> names = new ArrayList<>(LEFT.names());
        names.addAll(RIGHT.names());
        List<DataType> types = new ArrayList<>(LEFT.types());
        types.addAll(RIGHT.types());
        return ExpressionCompiler.compile(e, new InputSchema(names, types), EVAL);
    }

    private static List<List<Object>> nestedLoop(List<List<Object>> left, List<List<Object>> right, Kind kind,
                                                 boolean any, boolean keyed, Condition condition, boolean useNulls) {
        boolean keepLeft = kind == Kind.LEFT || kind == Kind.FULL;
        boolean keepRight = kind == Kind.RIGHT || kind == Kind.FULL;
        boolean[] rightJoined = new boolean[right.size()];
        List<List<Object>> out = new ArrayList<>();
        for (List<Object> l : left) {
            boolean matched = false;
            for (int ri = 0; ri < right.size() && !(any && matched); ri++) {
                List<Object> r = right.get(ri);
                boolean keysEqual = !keyed || l.get(0) != null && Objects.equals(l.get(0), r.get(0));
                if (keysEqual && (condition == null || condition.holds.test(l, r))) {
                    out.add(concat(l, r));
                    rightJoined[ri] = true;
                    matched = true;
                }
            }
            if (!matched && keepLeft) {
                out.add(concat(l, defaults(RIGHT, useNulls)));
            }
        }
        for (int ri = 0; ri < right.size(); ri++) {
            if (keepRight && !rightJoined[ri]) {
                out.add(concat(defaults(LEFT, useNulls), right.get(ri)));
            }
        }
        return out;
    }

    /** An unmatched side: its types' defaults, or NULLs under join_use_nulls. */
    private static List<Object> defaults(Header h, boolean nulls) {
        List<Object> out = new ArrayList<>();
        if (nulls) {
            h.types().forEach(t -> out.add(null));
            return out;
        }
        for (DataType t : h.types()) {
            ColumnBuilder b = ColumnBuilder.create(t, 1);
            b.appendDefault();
            out.add(b.build().get(0));
        }
        return out;
    }

    private static List<Object> concat(List<Object> a, List<Object> b) {
        List<Object> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
