package io.mergelab.engine.analyzer;

import io.mergelab.engine.aggregate.TotalsMode;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.plan.step.AggregatingStep;
import io.mergelab.engine.plan.step.DistinctStep;
import io.mergelab.engine.plan.step.ExpressionStep;
import io.mergelab.engine.plan.step.FilterStep;
import io.mergelab.engine.plan.step.LimitByStep;
import io.mergelab.engine.plan.step.LimitStep;
import io.mergelab.engine.plan.step.PrewhereInfo;
import io.mergelab.engine.plan.step.ReadFromMergeTree;
import io.mergelab.engine.plan.step.ReadFromSystemTable;
import io.mergelab.engine.plan.step.SortingStep;
import io.mergelab.engine.plan.step.TotalsHavingStep;
import io.mergelab.engine.plan.step.UnionStep;
import io.mergelab.engine.processor.transform.SortColumn;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ViewExplain;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Plans SELECT queries: {@code SELECT ... FROM ... [ARRAY JOIN] [PREWHERE] [WHERE] [GROUP BY [WITH TOTALS]]
 * [HAVING] [DISTINCT] [ORDER BY] [LIMIT BY] [LIMIT]} and UNION ALL, as the steps {@code Read → [array joins, see
 * ArrayJoins] → Filter (PREWHERE) → Filter (WHERE) → [Expression (Before GROUP BY) → Aggregating → Filter (HAVING)
 * or, WITH TOTALS, TotalsHaving → [arrayJoin over aggregates]] → Expression (Before ORDER BY) → Distinct → Sorting →
 * LimitBy → Limit → Expression ((Project names + Projection))}. Only the columns the query uses are read; every
 * expression is compiled against the header of the step it runs in. {@code ORDER BY ... LIMIT}
 * over a MergeTree table reads the columns only the SELECT list needs after the LIMIT ({@link LazyMaterialization}).
 * A direct MergeTree read filters by the PREWHERE itself (no Filter step), after WHERE conditions were moved there
 * ({@link PrewhereOptimizer}); PREWHERE on other single sources fails with ILLEGAL_PREWHERE.
 */
public final class SelectAnalyzer {
    private final TableResolver tables;
    private final EvaluationContext evaluation;
    private final Settings settings;
    private final Subqueries subqueries;
    private final CommonTableExpressions ctes = new CommonTableExpressions();
    private final boolean joinUseNulls;
    private final TotalsMode totalsMode;

    public SelectAnalyzer(TableResolver tables, SubqueryRunner runner, EvaluationContext evaluation) {
        this(tables, runner, evaluation, Settings.queryDefaults());
    }

    /** {@code settings}: the query's settings that shape its plan ({@code join_use_nulls}, {@code totals_mode}). */
    public SelectAnalyzer(TableResolver tables, SubqueryRunner runner, EvaluationContext evaluation, Settings settings) {
        this.tables = tables;
        this.evaluation = evaluation;
        this.settings = settings;
        this.subqueries = new Subqueries(this::analyze, runner, name -> ctes.plan(name, this::plan).map(QueryPlan::new));
        this.joinUseNulls = settings.getBool("join_use_nulls");
        this.totalsMode = TotalsMode.parse(settings.get("totals_mode"));
    }

    public QueryPlan analyze(SelectUnion union) {
        return new QueryPlan(plan(union));
    }

    private PlanStep plan(SelectUnion union) {
        if (union.selects().size() == 1) {
            return scoped(union.selects().get(0));
        }
        // enable_global_with_statement: the first SELECT's WITH items are visible in every branch
        List<Expr> globalWith = union.selects().get(0).with();
        List<PlanStep> branches = new ArrayList<>();
        for (int i = 0; i < union.selects().size(); i++) {
            SelectQuery q = union.selects().get(i);
            branches.add(i == 0 ? scoped(q) : ctes.within(globalWith, () -> scoped(q)));
        }
        return unionAll(branches);
    }

    /** A SELECT planned with its WITH items (CTEs and aliases) visible to its FROM, subqueries and CTEs. */
    private PlanStep scoped(SelectQuery q) {
        Optional<FunctionCall> groupingSets = GroupingSets.modifier(q);
        if (groupingSets.isPresent()) {
            return ctes.within(q.with(), () -> select(GroupingSets.expand(q, groupingSets.get())));
        }
        return ctes.within(q.with(), () -> select(q));
    }

    private PlanStep unionAll(List<PlanStep> branches) {
        Header first = branches.get(0).header();
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < first.size(); i++) {
            List<DataType> column = new ArrayList<>();
            for (PlanStep b : branches) {
                if (b.header().size() != first.size()) {
                    throw new MergeLabException(ErrorCode.UNION_ALL_RESULT_STRUCTURES_MISMATCH, "UNION ALL elements have "
                            + "different numbers of columns: " + first.size() + " and " + b.header().size());
                }
                column.add(b.header().types().get(i));
            }
            types.add(TypeRules.leastSupertype(column));
        }
        List<PlanStep> converted = new ArrayList<>();
        for (PlanStep b : branches) {
            converted.add(b.header().types().equals(types) ? b : convert(b, first.names(), types));
        }
        return new UnionStep(converted, new Header(first.names(), types));
    }

    /** {@code Expression (Conversion before UNION)}: casts a branch's columns to the union's types and names. */
    private PlanStep convert(PlanStep branch, List<String> names, List<DataType> types) {
        Header h = branch.header();
        InputSchema schema = schema(h);
        List<CompiledExpression> outputs = new ArrayList<>();
        for (int i = 0; i < h.size(); i++) {
            if (h.types().get(i).equals(types.get(i))) {
                outputs.add(new InputColumn(i, names.get(i), types.get(i), h.names().get(i)));
            } else {
                Expr cast = FunctionCall.of("_CAST", Identifier.of(h.names().get(i)), new Literal(types.get(i).name()));
                outputs.add(ExpressionCompiler.compile(new Aliased(cast, names.get(i)), schema, evaluation));
            }
        }
        return new ExpressionStep(branch, "Conversion before UNION", outputs);
    }

    private PlanStep select(SelectQuery query) {
        SelectQuery written = Sampling.apply(query, tables);
        FromClause fromClause = FromClause.of(written, this::relation, tables::one, evaluation, joinUseNulls,
                subqueries::rewrite);
        SelectQuery q = GroupByAll.expand(OrderByAll.expand(written, fromClause), fromClause);
        Relation from = fromClause.relation();
        Aliases aliases = new Aliases();
        List<Expr> with = CommonTableExpressions.expressions(q.with()).stream().map(subqueries::rewrite).toList();
        with.forEach(aliases::collect);

        List<String> names = new ArrayList<>();
        List<Expr> selected = new ArrayList<>();
        for (Expr item : q.select()) {
            if (item instanceof Asterisk a) {
                for (String c : fromClause.asterisk(a)) {
                    names.add(c);
                    selected.add(Identifier.of(c));
                }
                continue;
            }
            Expr rewritten = subqueries.rewrite(item);
            aliases.collect(rewritten);
            names.add(rewritten instanceof Aliased a ? a.alias() : ColumnNames.of(item));
            selected.add(rewritten);
        }
        Optional<Expr> prewhere = q.prewhere().map(subqueries::rewrite);
        Optional<Expr> where = q.where().map(subqueries::rewrite);
        Optional<Expr> having = q.having().map(subqueries::rewrite);
        prewhere.ifPresent(aliases::collect);
        where.ifPresent(aliases::collect);
        having.ifPresent(aliases::collect);
        aliases.inherit(name -> ctes.alias(name).map(subqueries::rewrite), Set.copyOf(from.names()));
        UnaryOperator<Expr> arithmetic = settings.getBool("optimize_arithmetic_operations_in_aggregate_functions")
                ? new ArithmeticInAggregates(from.schema())::rewrite : UnaryOperator.identity();
        FunctionsToSubcolumns subcolumns = new FunctionsToSubcolumns(q.joins().isEmpty() && q.arrayJoins().isEmpty()
                ? from.subcolumns() : Map.of(), settings.getBool("optimize_functions_to_subcolumns"),
                settings.getBool("optimize_empty_string_comparisons"));
        List<Expr> everywhere = new ArrayList<>(with);
        everywhere.addAll(selected);
        prewhere.ifPresent(everywhere::add);
        where.ifPresent(everywhere::add);
        having.ifPresent(everywhere::add);
        everywhere.addAll(q.groupBy());
        q.orderBy().forEach(o -> everywhere.add(o.expr()));
        q.limitBy().ifPresent(l -> everywhere.addAll(l.by()));
        subcolumns.readWhole(everywhere);
        UnaryOperator<Expr> toSubcolumns = subcolumns::rewrite;
        UnaryOperator<Expr> rewrites = e -> subcolumns.rewrite(arithmetic.apply(e));
        List<Expr> selectExprs = selected.stream().map(aliases::expand).map(rewrites).toList();
        prewhere = prewhere.map(aliases::expand).map(toSubcolumns);
        where = where.map(aliases::expand).map(toSubcolumns);
        having = having.map(aliases::expand).map(rewrites);
        prewhere.ifPresent(e -> Aggregation.rejectIn(e, "PREWHERE"));
        where.ifPresent(e -> Aggregation.rejectIn(e, "WHERE"));
        List<Expr> writtenKeys = q.groupBy().stream().map(e -> keyExpr(e, selectExprs, aliases)).map(toSubcolumns).toList();
        List<Expr> groupKeys = !q.withTotals() && settings.getBool("optimize_group_by_function_keys")
                ? GroupByFunctionKeys.reduce(writtenKeys) : writtenKeys;
        groupKeys.forEach(e -> Aggregation.rejectIn(e, "GROUP BY"));
        List<Expr> orderKeys = q.orderBy().stream().map(o -> keyExpr(o.expr(), selectExprs, aliases)).map(rewrites).toList();
        List<Expr> limitByKeys = q.limitBy().map(l -> l.by().stream().map(e -> keyExpr(e, selectExprs, aliases)).map(rewrites).toList())
                .orElse(List.of());

        from = from.withSubcolumns(subcolumns.used());
        List<Expr> beforeAggregation = new ArrayList<>(selectExprs);
        having.ifPresent(beforeAggregation::add);
        beforeAggregation.addAll(orderKeys);
        beforeAggregation.addAll(limitByKeys);
        boolean aggregating = !groupKeys.isEmpty() || having.isPresent()
                || beforeAggregation.stream().anyMatch(Aggregation::contains);
        Aggregation aggregation = new Aggregation(settings.get("count_distinct_implementation"));
        if (aggregating) {
            beforeAggregation.forEach(aggregation::collect);
        }
        // arrayJoin() runs on the table's rows, except over aggregates (arrayJoin(groupArray(x))): after GROUP BY.
        List<Expr> arrayJoinScope = new ArrayList<>(aggregating ? aggregation.arguments().values() : beforeAggregation);
        arrayJoinScope.addAll(groupKeys);
        where.ifPresent(arrayJoinScope::add);
        prewhere.ifPresent(arrayJoinScope::add);
        from = ArrayJoins.apply(from, q.arrayJoins(), arrayJoinScope, evaluation);
        having.ifPresent(ArrayJoins::rejectInHaving);

        // Compile what runs on the table's rows against the whole relation first: unknown names fail here, and we
        // learn the columns to read.
        List<Expr> afterFilters = new ArrayList<>();
        if (aggregating) {
            afterFilters.addAll(groupKeys);
            afterFilters.addAll(aggregation.arguments().values());
        } else {
            afterFilters.addAll(beforeAggregation);
        }
        InputSchema all = from.schema();
        Set<String> neededAfterFilters = new LinkedHashSet<>();
        afterFilters.forEach(e -> neededAfterFilters.addAll(columnsOf(e, all)));
        Set<String> needed = new LinkedHashSet<>(neededAfterFilters);
        prewhere.ifPresent(e -> needed.addAll(columnsOf(e, all)));
        where.ifPresent(e -> needed.addAll(columnsOf(e, all)));
        List<String> read = from.names().stream().filter(needed::contains).toList();
        if (read.isEmpty() && !from.names().isEmpty()) {
            read = List.of(from.names().get(0));
        }
        // a join's left read prunes by the conditions over its own columns (the filters below still apply them)
        PlanStep step = q.joins().isEmpty() ? from.read(read)
                : from.read(read, Optional.of(new ReadConditions(prewhere, where, settings, evaluation)));
        if (step instanceof ReadFromMergeTree mergeTree && q.from().orElse(null) instanceof TableRef ref) {
            if (prewhere.isEmpty() && where.isPresent() && settings.getBool("optimize_move_to_prewhere")
                    && (!mergeTree.isFinal() || settings.getBool("optimize_move_to_prewhere_if_final"))) {
                Optional<PrewhereOptimizer.Split> split = PrewhereOptimizer.split(where.get(), mergeTree, settings, evaluation);
                if (split.isPresent()) {
                    prewhere = Optional.of(split.get().prewhere());
                    where = split.get().where();
                }
            }
            TableQualifiers qualifiers = TableQualifiers.of(mergeTree.database(), mergeTree.table(), ref.alias(),
                    from.names());
            step = mergeTree.withConditions(new ReadConditions(prewhere.map(qualifiers::strip),
                    where.map(qualifiers::strip), settings, evaluation));
        } else if (step instanceof ExpressionStep computed && computed.input() instanceof ReadFromMergeTree inner
                && q.from().orElse(null) instanceof TableRef ref && prewhere.isEmpty() && where.isPresent()
                && inner.header().names().containsAll(columnsOf(where.get(), all))) {
            // ALIAS columns computed over the read: a WHERE on stored columns still narrows the read by its keys
            TableQualifiers qualifiers = TableQualifiers.of(inner.database(), inner.table(), ref.alias(), from.names());
            step = new ExpressionStep(inner.withConditions(new ReadConditions(Optional.empty(), where.map(qualifiers::strip),
                    settings, evaluation)), computed.description(), computed.outputs());
        } else if (!(step instanceof ReadFromMergeTree) && prewhere.isPresent() && q.joins().isEmpty()
                && q.arrayJoins().isEmpty()) {
            throw illegalPrewhere(q.from(), step);
        } else if (step instanceof ReadFromSystemTable system && where.isPresent()
                && q.from().orElse(null) instanceof TableRef ref && q.joins().isEmpty() && q.arrayJoins().isEmpty()) {
            // system.parts and the like list only the tables the WHERE can keep (it still applies to their rows)
            TableQualifiers qualifiers = TableQualifiers.of(Catalog.SYSTEM_DATABASE, ref.table(), ref.alias(), from.names());
            step = system.withConditions(new ReadConditions(Optional.empty(), where.map(qualifiers::strip), settings,
                    evaluation));
        }
        // a read of the whole table, whose part metadata may answer count(), min and max (MetadataAggregates)
        ReadFromMergeTree wholeTable = step instanceof ReadFromMergeTree m && prewhere.isEmpty() && where.isEmpty()
                && q.joins().isEmpty() && q.arrayJoins().isEmpty() && q.from().orElse(null) instanceof TableRef ? m : null;
        long limit = q.limit().map(l -> constant(l.count(), "LIMIT")).orElse(Long.MAX_VALUE);
        long offset = q.limit().flatMap(l -> l.offset()).map(o -> constant(o, "OFFSET")).orElse(0L);
        // ClickHouse's trivial LIMIT: the first rows of the table, in blocks no larger than they are, on one stream
        if (wholeTable != null && !aggregating && !q.distinct() && q.orderBy().isEmpty() && q.limitBy().isEmpty()
                && q.limit().isPresent() && !wholeTable.isFinal() && wholeTable.rowIndex() == null
                && saturatedAdd(limit, offset) < settings.getLong("max_block_size")) {
            step = wholeTable.withLimitRows((int) saturatedAdd(limit, offset));
        }
        if (!aggregating && !q.distinct() && q.limitBy().isEmpty() && q.limit().isPresent()) {
            Optional<PlanStep> lazy = LazyMaterialization.plan(new LazyMaterialization.Query(step, prewhere, where,
                    selectExprs, names, orderKeys, q.orderBy(), limit, offset), settings, evaluation);
            if (lazy.isPresent()) {
                return lazy.get();
            }
        }
        if (prewhere.isPresent()) {
            if (step instanceof ReadFromMergeTree mergeTree) {
                Set<String> keep = new LinkedHashSet<>(neededAfterFilters);
                where.ifPresent(e -> keep.addAll(columnsOf(e, all)));
                step = mergeTree.withPrewhere(PrewhereInfo.compile(prewhere.get(), mergeTree.header(), keep,
                        settings.getBool("enable_multiple_prewhere_read_steps"), evaluation));
            } else {
                step = new FilterStep(step, "PREWHERE", compile(prewhere.get(), step));
            }
        }
        if (where.isPresent()) {
            step = new FilterStep(step, "WHERE", compile(where.get(), step));
        }

        List<Expr> outputs = selectExprs;
        if (aggregating) {
            Map<Expr, String> keyColumns = new LinkedHashMap<>();
            Map<String, Expr> computedBefore = new LinkedHashMap<>();
            for (Expr k : groupKeys) {
                String name = ColumnNames.of(k);
                keyColumns.putIfAbsent(k, name);
                computedBefore.putIfAbsent(name, k);
            }
            aggregation.arguments().forEach(computedBefore::putIfAbsent);
            List<CompiledExpression> before = new ArrayList<>();
            for (Map.Entry<String, Expr> e : computedBefore.entrySet()) {
                before.add(compile(new Aliased(e.getValue(), e.getKey()), step));
            }
            step = new ExpressionStep(step, "Before GROUP BY", before);
            // WITH TOTALS: the aggregation stays non-final and TotalsHaving finalizes it, applying HAVING.
            AggregatingStep aggregatingStep = new AggregatingStep(step, List.copyOf(new LinkedHashSet<>(keyColumns.values())),
                    aggregation.descriptions(), !q.withTotals());
            step = aggregatingStep;
            if (wholeTable != null && groupKeys.isEmpty() && !q.withTotals()) {
                step = MetadataAggregates.plan(wholeTable, aggregation.descriptions(), aggregation.arguments(),
                        aggregatingStep.header(), settings)
                        .or(() -> BlockTotalsAggregation.plan(wholeTable, aggregation.descriptions(),
                                aggregation.arguments(), aggregatingStep.header(), settings, this::compile))
                        .orElse(step);
            }
            Header aggregated = step.header();
            outputs = rewriteAggregated(selectExprs, aggregation, keyColumns, aggregated, from);
            orderKeys = rewriteAggregated(orderKeys, aggregation, keyColumns, aggregated, from);
            limitByKeys = rewriteAggregated(limitByKeys, aggregation, keyColumns, aggregated, from);
            Optional<CompiledExpression> havingCondition = Optional.empty();
            if (having.isPresent()) {
                Expr condition = rewriteAggregated(List.of(having.get()), aggregation, keyColumns, aggregated, from).get(0);
                havingCondition = Optional.of(compile(condition, aggregatingStep));
            }
            if (q.withTotals()) {
                step = new TotalsHavingStep(aggregatingStep, havingCondition, totalsMode);
            } else if (havingCondition.isPresent()) {
                step = new FilterStep(step, "HAVING", havingCondition.get());
            }
            List<Expr> afterAggregation = new ArrayList<>(outputs);
            afterAggregation.addAll(orderKeys);
            afterAggregation.addAll(limitByKeys);
            step = ArrayJoins.applyAfterAggregation(step, afterAggregation, evaluation);
        }
        List<CompiledExpression> computed = new ArrayList<>();
        for (int i = 0; i < outputs.size(); i++) {
            computed.add(compile(new Aliased(outputs.get(i), names.get(i)), step));
        }
        List<Expr> computedExprs = new ArrayList<>(outputs);
        int[] orderColumns = keyColumns(orderKeys, computedExprs, computed, step);
        int[] limitByColumns = keyColumns(limitByKeys, computedExprs, computed, step);
        step = new ExpressionStep(step, "Before ORDER BY", computed);

        if (q.distinct()) {
            step = new DistinctStep(step, range(outputs.size()));
        }
        if (!q.orderBy().isEmpty()) {
            List<SortColumn> keys = new ArrayList<>();
            for (int i = 0; i < orderColumns.length; i++) {
                OrderItem o = q.orderBy().get(i);
                keys.add(new SortColumn(orderColumns[i], o.descending(), o.nullsFirst().orElse(false)));
            }
            long hint = q.limitBy().isPresent() || limit == Long.MAX_VALUE ? Long.MAX_VALUE : saturatedAdd(limit, offset);
            step = new SortingStep(step, keys, hint);
        }
        if (q.limitBy().isPresent()) {
            var lb = q.limitBy().get();
            step = new LimitByStep(step, limitByColumns, constant(lb.count(), "LIMIT BY"),
                    lb.offset().map(o -> constant(o, "LIMIT BY OFFSET")).orElse(0L));
        }
        if (q.limit().isPresent()) {
            step = new LimitStep(step, offset == 0 ? "preliminary LIMIT (without OFFSET)" : "preliminary LIMIT (with OFFSET)",
                    limit, offset);
        }
        Header h = step.header();
        List<CompiledExpression> projection = new ArrayList<>();
        for (int i = 0; i < outputs.size(); i++) {
            projection.add(new InputColumn(i, names.get(i), h.types().get(i), h.names().get(i)));
        }
        return new ExpressionStep(step, "(Project names + Projection)", projection);
    }

    /** The FROM columns {@code e} reads. */
    private Set<String> columnsOf(Expr e, InputSchema from) {
        return ExpressionCompiler.compile(ArrayJoins.asColumns(e, from), from, evaluation).requiredColumns();
    }

    /**
     * ILLEGAL_PREWHERE for a FROM item that is not a MergeTree table, in ClickHouse's words (for a table function,
     * naming the function instead of its storage).
     */
    private MergeLabException illegalPrewhere(Optional<TableExpr> from, PlanStep read) {
        String message;
        if (from.isEmpty()) {
            message = "Storage SystemOne (table system.one) does not support PREWHERE";
        } else if (from.get() instanceof TableRef ref && read instanceof SourceStep) {
            message = "Storage " + tables.storageDescription(ref) + " does not support PREWHERE";
        } else if (from.get() instanceof TableFunctionRef f) {
            message = "Table function " + f.name() + " does not support PREWHERE";
        } else {
            message = "Subquery does not support PREWHERE";
        }
        return new MergeLabException(ErrorCode.ILLEGAL_PREWHERE, message);
    }

    /**
     * Expressions over the Aggregating step's output; a table column used outside aggregates and GROUP BY keys
     * fails with NOT_AN_AGGREGATE, as in ClickHouse.
     */
    private static List<Expr> rewriteAggregated(List<Expr> exprs, Aggregation aggregation, Map<Expr, String> keys,
                                                Header aggregated, Relation from) {
        List<Expr> out = new ArrayList<>(exprs.size());
        for (Expr e : exprs) {
            Expr r = aggregation.rewrite(e, keys);
            checkAggregated(r, aggregated, from);
            out.add(r);
        }
        return out;
    }

    private static void checkAggregated(Expr e, Header aggregated, Relation from) {
        if (e instanceof Identifier id && aggregated.indexOf(id.fullName()) < 0
                && (from.names().contains(id.fullName()) || from.names().contains(id.name()))) {
            throw new MergeLabException(ErrorCode.NOT_AN_AGGREGATE, "Column `" + id.fullName()
                    + "` is not under aggregate function and not in GROUP BY keys. In query "
                    + "with aggregation, the column must be a GROUP BY key or the argument of an aggregate function");
        }
        if (e instanceof FunctionCall f) {
            f.args().forEach(a -> checkAggregated(a, aggregated, from));
        } else if (e instanceof io.mergelab.engine.sql.ast.ArrayLiteral a) {
            a.elements().forEach(x -> checkAggregated(x, aggregated, from));
        } else if (e instanceof io.mergelab.engine.sql.ast.TupleLiteral t) {
            t.elements().forEach(x -> checkAggregated(x, aggregated, from));
        }
    }

    private Relation relation(TableExpr from) {
        if (from instanceof TableRef ref) {
            Optional<PlanStep> cte = ctes.plan(ref, this::plan);
            if (cte.isPresent()) {
                return subquery(cte.get());
            }
            Optional<SelectUnion> view = tables.view(ref.database(), ref.table());
            return view.isPresent() ? subquery(plan(view.get())) : tables.table(ref);
        }
        if (from instanceof TableFunctionRef f && f.name().equals(ViewExplain.NAME)) {
            return tables.tableFunction(f); // its subquery is explained, not run
        }
        if (from instanceof TableFunctionRef f) {
            TableFunctionRef call = ctes.withAliases(f, subqueries::rewrite);
            Optional<SelectUnion> view = tables.view(f.database(), f.name());
            if (view.isEmpty() && f.database().isPresent()) {
                throw new MergeLabException(ErrorCode.UNKNOWN_TABLE, "There is no parameterized view "
                        + f.database().get() + "." + f.name());
            }
            return view.isPresent() ? subquery(plan(ViewQueries.bind(view.get(), ViewQueries.arguments(call))))
                    : tables.tableFunction(call);
        }
        return subquery(plan(((SubqueryTable) from).query()));
    }

    private static Relation subquery(PlanStep sub) {
        Header h = sub.header();
        return new Relation(h.names(), h.types(), h.names(), columns -> sub);
    }

    /** An ORDER BY / LIMIT BY key: a position ({@code ORDER BY 2}) means that output, else the expanded expression. */
    private static Expr keyExpr(Expr e, List<Expr> outputs, Aliases aliases) {
        if (e instanceof Literal l && l.value() instanceof Long n && n >= 1 && n <= outputs.size()) {
            return outputs.get((int) (n - 1));
        }
        return aliases.expand(e);
    }

    /** The column of each key: an output computing the same expression, or a new (hidden) column added for it. */
    private int[] keyColumns(List<Expr> keys, List<Expr> exprs, List<CompiledExpression> computed, PlanStep input) {
        int[] out = new int[keys.size()];
        for (int i = 0; i < keys.size(); i++) {
            int at = exprs.indexOf(keys.get(i));
            if (at < 0) {
                at = exprs.size();
                exprs.add(keys.get(i));
                computed.add(compile(keys.get(i), input));
            }
            out[i] = at;
        }
        return out;
    }

    private CompiledExpression compile(Expr e, PlanStep input) {
        InputSchema schema = schema(input.header());
        return ExpressionCompiler.compile(ArrayJoins.asColumns(e, schema), schema, evaluation);
    }

    private static InputSchema schema(Header h) {
        return new InputSchema(h.names(), h.types());
    }

    private static int[] range(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = i;
        }
        return r;
    }

    private static long saturatedAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    private static long constant(Expr e, String clause) {
        if (e instanceof Literal l && l.value() instanceof Long v && v >= 0) {
            return v;
        }
        throw new MergeLabException(ErrorCode.INCORRECT_QUERY, clause + " must be a non-negative integer literal, got "
                + ColumnNames.of(e));
    }
}
