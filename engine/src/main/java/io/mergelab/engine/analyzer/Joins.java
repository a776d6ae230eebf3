package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.step.ExpressionStep;
import io.mergelab.engine.plan.step.FilterStep;
import io.mergelab.engine.plan.step.JoinStep;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.NullableType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code left JOIN right ON ... | USING (k, ...)}, {@code CROSS JOIN} and {@code left, right} as one relation: left
 * columns keep their names, right columns whose name the left side has too are renamed {@code <right alias>.<name>}
 * (so {@code t2.x} finds them); reading it reads each side's needed columns plus what the ON clause uses, filters
 * each side by its pushed-down conditions and joins them with a {@link JoinStep} (see {@link JoinOnCondition}); the
 * left side's read is told the query's conditions over its columns alone ({@link JoinLeftConditions}).
 */
final class Joins {
    private Joins() {
    }

    /** The joined relation; {@code leftName} / {@code rightName} are the sides' aliases or table names, if any. */
    static Relation join(Relation left, Optional<String> leftName, Relation right, Optional<String> rightName,
                         JoinClause clause, EvaluationContext evaluation, boolean useNulls) {
        List<String> rightNames = rightNames(left, right, rightName);
        List<Expr> leftKeys = new ArrayList<>();
        List<Expr> rightKeys = new ArrayList<>();
        List<Expr> leftFilters = List.of();
        List<Expr> rightFilters = List.of();
        Optional<Expr> residual = Optional.empty();
        if (!clause.using().isEmpty()) {
            for (String k : clause.using()) {
                int r = right.names().indexOf(k);
                if (!left.names().contains(k) || r < 0) {
                    throw new MergeLabException(ErrorCode.UNKNOWN_IDENTIFIER, "Unknown identifier `" + k
                            + "` in JOIN USING: it must be a column of both sides");
                }
                leftKeys.add(Identifier.of(k));
                rightKeys.add(Identifier.of(rightNames.get(r)));
            }
        } else if (clause.on().isPresent()) {
            JoinOnCondition on = JoinOnCondition.analyze(clause.on().get(), clause.kind(), left, right, rightNames,
                    rightName);
            leftKeys.addAll(on.leftKeys);
            rightKeys.addAll(on.rightKeys);
            leftFilters = on.leftFilters;
            rightFilters = on.rightFilters;
            residual = JoinOnCondition.and(on.residual);
        } else if (clause.kind() != JoinClause.Kind.CROSS) {
            throw new MergeLabException(ErrorCode.SYNTAX_ERROR, "JOIN needs ON or USING");
        }
        List<String> names = new ArrayList<>(left.names());
        names.addAll(rightNames);
        boolean leftNullable = useNulls && (clause.kind() == JoinClause.Kind.RIGHT || clause.kind() == JoinClause.Kind.FULL);
        boolean rightNullable = useNulls && (clause.kind() == JoinClause.Kind.LEFT || clause.kind() == JoinClause.Kind.FULL);
        List<DataType> types = new ArrayList<>();
        left.types().forEach(t -> types.add(leftNullable ? TypeRules.makeNullable(t) : t));
        right.types().forEach(t -> types.add(rightNullable ? TypeRules.makeNullable(t) : t));
        List<String> asterisk = new ArrayList<>(left.asteriskColumns());
        for (String n : right.asteriskColumns()) {
            if (!clause.using().contains(n)) {
                asterisk.add(rightNames.get(right.names().indexOf(n)));
            }
        }
        // what the ON clause reads, compiled once against the whole of each side: unknown names fail here
        Optional<Expr> leftFilter = JoinOnCondition.and(leftFilters);
        Optional<Expr> rightFilter = JoinOnCondition.and(rightFilters);
        InputSchema joinedSchema = new InputSchema(names, types);
        unifyKeyTypes(leftKeys, left.schema(), rightKeys, joinedSchema, evaluation);
        Set<String> leftUses = new LinkedHashSet<>();
        leftFilter.ifPresent(f -> leftUses.addAll(required(f, left.schema(), evaluation)));
        Set<String> rightUses = new LinkedHashSet<>();
        rightFilter.ifPresent(f -> rightUses.addAll(required(f, right.schema(), evaluation)));
        // keys and the residual are over joined names: right columns are read when any of these needs them
        Set<String> joinedUses = new LinkedHashSet<>();
        residual.ifPresent(r -> joinedUses.addAll(required(r, joinedSchema, evaluation)));
        for (Expr k : leftKeys) {
            joinedUses.addAll(required(k, joinedSchema, evaluation));
        }
        for (Expr k : rightKeys) {
            joinedUses.addAll(required(k, joinedSchema, evaluation));
        }
        List<String> leftKeyNames = leftKeys.stream().map(Joins::keyName).toList();
        List<String> rightKeyNames = rightKeys.stream().map(Joins::keyName).toList();
        Optional<Expr> condition = residual;
        // an INNER JOIN on one-side conditions only: those filter the sides of a cross join
        JoinClause.Kind kind = clause.kind() == JoinClause.Kind.INNER && leftKeys.isEmpty() && residual.isEmpty()
                ? JoinClause.Kind.CROSS : clause.kind();
        return new Relation(names, types, asterisk, (columns, known) -> {
            Set<String> leftRead = new LinkedHashSet<>(leftUses);
            Set<String> rightRead = new LinkedHashSet<>(rightUses);
            for (String c : left.names()) {
                if (columns.contains(c) || joinedUses.contains(c)) {
                    leftRead.add(c);
                }
            }
            for (int i = 0; i < right.names().size(); i++) {
                String joined = rightNames.get(i);
                if (columns.contains(joined) || joinedUses.contains(joined)) {
                    rightRead.add(right.names().get(i));
                }
            }
            PlanStep l = withKeys(filtered(left.read(left.names().stream().filter(leftRead::contains).toList(),
                    JoinLeftConditions.of(known, kind, clause.strictness(), joinedSchema, left, evaluation)),
                    leftFilter, evaluation), leftKeys, evaluation);
            PlanStep r = withKeys(renamed(filtered(right.read(right.names().stream().filter(rightRead::contains).toList()),
                    rightFilter, evaluation), right, rightNames), rightKeys, evaluation);
            Optional<CompiledExpression> compiled = condition.map(c -> compile(c, l.header(), r.header(), evaluation));
            return new JoinStep(l, r, kind, clause.strictness(), leftKeyNames, rightKeyNames, compiled,
                    useNulls, evaluation.anyJoinDistinctRightTableKeys());
        });
    }

    /** The right side's column names in the joined relation: {@code <right name>.<name>} where the left has it too. */
    static List<String> rightNames(Relation left, Relation right, Optional<String> rightName) {
        String qualifier = rightName.orElse("right");
        List<String> out = new ArrayList<>();
        for (String n : right.names()) {
            out.add(left.names().contains(n) ? qualifier + "." + n : n);
        }
        return out;
    }

    /**
     * Casts each key pair whose types differ (beyond Nullable and LowCardinality) to their least common supertype,
     * as ClickHouse does; keys without one fail with NO_COMMON_TYPE.
     */
    private static void unifyKeyTypes(List<Expr> leftKeys, InputSchema leftSchema, List<Expr> rightKeys,
                                      InputSchema rightSchema, EvaluationContext evaluation) {
        for (int i = 0; i < leftKeys.size(); i++) {
            DataType lt = ExpressionCompiler.compile(leftKeys.get(i), leftSchema, evaluation).type();
            DataType rt = ExpressionCompiler.compile(rightKeys.get(i), rightSchema, evaluation).type();
            DataType ls = TypeRules.removeNullable(TypeRules.stripLowCardinality(lt));
            DataType rs = TypeRules.removeNullable(TypeRules.stripLowCardinality(rt));
            if (!ls.equals(rs)) {
                DataType common = TypeRules.removeNullable(TypeRules.leastSupertype(List.of(ls, rs)));
                leftKeys.set(i, castKey(leftKeys.get(i), lt, ls, common));
                rightKeys.set(i, castKey(rightKeys.get(i), rt, rs, common));
            }
        }
    }

    private static Expr castKey(Expr key, DataType type, DataType stripped, DataType common) {
        if (stripped.equals(common)) {
            return key;
        }
        DataType target = TypeRules.stripLowCardinality(type) instanceof NullableType ? TypeRules.makeNullable(common) : common;
        return FunctionCall.of("_CAST", key, new Literal(target.name()));
    }

    /** A key's column: the column itself, or the one computed for an expression (named as ClickHouse names it). */
    private static String keyName(Expr key) {
        return key instanceof Identifier id ? id.name() : ColumnNames.of(key);
    }

    /** Adds a column for each key that is an expression ({@code ON a.k + 1 = b.k}), keeping the input's columns. */
    private static PlanStep withKeys(PlanStep step, List<Expr> keys, EvaluationContext evaluation) {
        if (keys.stream().allMatch(k -> k instanceof Identifier)) {
            return step;
        }
        Header h = step.header();
        InputSchema schema = new InputSchema(h.names(), h.types());
        List<CompiledExpression> outputs = new ArrayList<>();
        for (int i = 0; i < h.size(); i++) {
            outputs.add(new InputColumn(i, h.names().get(i), h.types().get(i), h.names().get(i)));
        }
        Set<String> added = new LinkedHashSet<>();
        for (Expr k : keys) {
            if (!(k instanceof Identifier) && h.indexOf(keyName(k)) < 0 && added.add(keyName(k))) {
                outputs.add(ExpressionCompiler.compile(new Aliased(k, keyName(k)), schema, evaluation));
            }
        }
        return new ExpressionStep(step, "Calculate JOIN keys", outputs);
    }

    private static Set<String> required(Expr e, InputSchema schema, EvaluationContext evaluation) {
        return ExpressionCompiler.compile(e, schema, evaluation).requiredColumns();
    }

    /** A side's ON conditions as a Filter step before the join. */
    private static PlanStep filtered(PlanStep step, Optional<Expr> filter, EvaluationContext evaluation) {
        if (filter.isEmpty()) {
            return step;
        }
        Header h = step.header();
        return new FilterStep(step, "JOIN ON condition",
                ExpressionCompiler.compile(filter.get(), new InputSchema(h.names(), h.types()), evaluation));
    }

    /** The residual condition over the join's output header: left columns, then right columns. */
    private static CompiledExpression compile(Expr condition, Header left, Header right, EvaluationContext evaluation) {
        List<String> names = new ArrayList<>(left.names());
        names.addAll(right.names());
        List<DataType> types = new ArrayList<>(left.types());
        types.addAll(right.types());
        CompiledExpression c = ExpressionCompiler.compile(condition, new InputSchema(names, types), evaluation);
        FilterStep.requireFilterType(c);
        return c;
    }

    /** Gives the right side's columns their joined names (and keeps only what was asked for). */
    private static PlanStep renamed(PlanStep step, Relation right, List<String> rightNames) {
        Header h = step.header();
        List<CompiledExpression> outputs = new ArrayList<>();
        boolean changed = false;
        for (int i = 0; i < h.size(); i++) {
            int at = right.names().indexOf(h.names().get(i));
            String name = rightNames.get(at);
            changed |= !name.equals(h.names().get(i));
            outputs.add(new InputColumn(i, name, h.types().get(i), h.names().get(i)));
        }
        return changed ? new ExpressionStep(step, "Change column names to column identifiers", outputs) : step;
    }
}
