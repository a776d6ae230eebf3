package io.mergelab.engine.plan.step;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.join.HashJoin;
import io.mergelab.engine.join.JoinSpec;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.MultiInputStep;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.processor.PlanStepRef;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.FillingRightJoinSideTransform;
import io.mergelab.engine.processor.transform.JoiningTransform;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.Set;

/**
 * {@code Join (JOIN FillRightFirst)}: a hash join, INNER, LEFT, RIGHT, FULL or CROSS, ALL (or ANY for INNER and
 * LEFT), on equality of key columns and an optional residual condition over the joined columns (a CROSS JOIN, or a
 * join on a condition alone, has no keys: every right row is a candidate). The right side is built first into one table, then every left lane probes it in
 * parallel; for RIGHT and FULL the last lane to finish emits the right rows nobody joined. The output header is all
 * left columns, then all right columns (the analyzer has made the names distinct).
 *
 * <p>Pipeline, as ClickHouse builds it: right streams → {@code Resize n → 1} → {@code FillingRightJoinSide} →
 * {@code Resize 1 → k} → the second input of k {@code JoiningTransform}s, one per left stream. As in ClickHouse,
 * the build-side processors belong to the right input's last step; only the JoiningTransforms belong to this one.
 */
public final class JoinStep implements MultiInputStep {
    private final PlanStep left;
    private final PlanStep right;
    private final List<String> leftKeys;
    private final List<String> rightKeys;
    private final JoinSpec spec;
    private final Header header;

    public JoinStep(PlanStep left, PlanStep right, JoinClause.Kind kind, JoinClause.Strictness strictness,
                    List<String> leftKeys, List<String> rightKeys) {
        this(left, right, kind, strictness, leftKeys, rightKeys, Optional.empty(), false);
    }

    /** A join with any_join_distinct_right_table_keys = 0. */
    public JoinStep(PlanStep left, PlanStep right, JoinClause.Kind kind, JoinClause.Strictness strictness,
                    List<String> leftKeys, List<String> rightKeys, Optional<CompiledExpression> condition,
                    boolean useNulls) {
        this(left, right, kind, strictness, leftKeys, rightKeys, condition, useNulls, false);
    }

    /**
     * @param condition the residual condition, compiled over the left columns then the right columns (as the inputs'
     *                  headers give them, before join_use_nulls makes a side Nullable)
     * @param useNulls  join_use_nulls: unmatched rows of outer joins get NULL (that side's columns become Nullable)
     * @param anyEveryLeftRow any_join_distinct_right_table_keys: ANY INNER JOIN keeps every matching left row
     */
    public JoinStep(PlanStep left, PlanStep right, JoinClause.Kind kind, JoinClause.Strictness strictness,
                    List<String> leftKeys, List<String> rightKeys, Optional<CompiledExpression> condition,
                    boolean useNulls, boolean anyEveryLeftRow) {
        this.left = left;
        this.right = right;
        this.leftKeys = List.copyOf(leftKeys);
        this.rightKeys = List.copyOf(rightKeys);
        this.spec = JoinSpec.of(kind, strictness, left.header(), right.header(), leftKeys, rightKeys, condition,
                useNulls, anyEveryLeftRow);
        this.header = joinedHeader(nullableIf(spec.nullsOnLeft(), left.header()),
                nullableIf(spec.nullsOnRight(), right.header()));
    }

    private static Header nullableIf(boolean nullable, Header h) {
        return nullable ? new Header(h.names(), h.types().stream().map(TypeRules::makeNullable).toList()) : h;
    }

    private static Header joinedHeader(Header l, Header r) {
        List<String> names = new ArrayList<>(l.names());
        names.addAll(r.names());
        Set<String> seen = new HashSet<>();
        for (String n : names) {
            if (!seen.add(n)) {
                throw new MergeLabException(ErrorCode.DUPLICATE_COLUMN,
                        "Column " + n + " is on both sides of the JOIN; the right one must be renamed");
            }
        }
        List<DataType> types = new ArrayList<>(l.types());
        types.addAll(r.types());
        return new Header(names, types);
    }

    @Override
    public String name() {
        return "Join";
    }

    @Override
    public String description() {
        return "JOIN FillRightFirst";
    }

    @Override
    public Header header() {
        return header;
    }

    @Override
    public List<PlanStep> children() {
        return List.of(left, right);
    }

    public JoinSpec spec() {
        return spec;
    }

    /**
     * EXPLAIN actions = 1: {@code Type}, {@code Strictness}, {@code Algorithm}, {@code Clauses} (when there are keys)
     * and {@code Residual filter} (when there is a condition) as ClickHouse prints them.
     */
    @Override
    public List<String> actionLines() {
        return actionJson().entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).toList();
    }

    @Override
    public Map<String, Object> actionJson() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Type", spec.kind().toString());
        map.put("Strictness", spec.strictness().toString());
        map.put("Algorithm", "HashJoin");
        if (!leftKeys.isEmpty()) {
            map.put("Clauses", "[(" + String.join(", ", leftKeys) + ") = (" + String.join(", ", rightKeys) + ")]");
        }
        spec.condition().ifPresent(c -> map.put("Residual filter", c.columnName()));
        return map;
    }

    @Override
    public QueryPipelineBuilder unitePipelines(List<QueryPipelineBuilder> inputs, PlanStepRef self, PipelineContext ctx) {
        QueryPipelineBuilder probe = inputs.get(0);
        QueryPipelineBuilder build = inputs.get(1);
        HashJoin join = new HashJoin(spec, probe.streams(), ctx.memory());
        build.resize(1);
        build.addSimpleTransform(() -> new FillingRightJoinSideTransform(join));
        build.resize(probe.streams());
        probe.setStep(self);
        int maxBlockRows = ctx.maxBlockRows();
        probe.addPairedTransform(build, () -> new JoiningTransform(join, maxBlockRows));
        return probe;
    }
}
