package io.mergelab.engine.interpreter;

import io.mergelab.engine.PlanExplains;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.explain.AstExplainer;
import io.mergelab.engine.explain.EstimateExplainer;
import io.mergelab.engine.explain.PipelineExplainer;
import io.mergelab.engine.explain.PlanExplainer;
import io.mergelab.engine.index.ExecutedRead;
import io.mergelab.engine.index.Selection;
import io.mergelab.engine.index.SelectionMemo;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.sql.PrettySelectFormatter;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code EXPLAIN [PLAN] [header, description, actions, indexes, json] SELECT}, {@code EXPLAIN PIPELINE [header, graph, compact]},
 * {@code EXPLAIN ESTIMATE SELECT}, {@code EXPLAIN AST SELECT} and {@code EXPLAIN SYNTAX [oneline] SELECT}.
 */
final class ExplainRunner {
    private static final Set<String> PLAN_SETTINGS = Set.of("header", "description", "actions", "json", "indexes", "projections");
    private static final Set<String> PIPELINE_SETTINGS = Set.of("header", "graph", "compact");

    private ExplainRunner() {
    }

    static QueryResult run(Explain explain, SelectRunner runner, QueryContext ctx) {
        ExplainTable t = table(explain, runner, ctx);
        return ResultStream.rows(t.names(), t.types(), List.of(t.rows()).iterator(), Optional.empty(), ctx);
    }

    /** What an EXPLAIN prints, as columns and rows: its result, or the table {@code FROM (EXPLAIN ...)} reads. */
    record ExplainTable(List<String> names, List<DataType> types, Chunk rows) {
    }

    static ExplainTable table(Explain explain, SelectRunner runner, QueryContext ctx) {
        if (!(explain.statement() instanceof SelectUnion select)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "EXPLAIN is supported for SELECT queries only");
        }
        // Settings are checked before the query is analysed, as ClickHouse does.
        Map<String, Boolean> s = switch (explain.kind()) {
            case PLAN, ESTIMATE -> settings(explain, PLAN_SETTINGS, "ExplainPlan");
            case PIPELINE -> settings(explain, PIPELINE_SETTINGS, "ExplainPipeline");
            case SYNTAX -> settings(explain, Set.of("oneline"), "ExplainSyntax");
            case AST -> settings(explain, Set.of(), "ExplainAST");
            default -> throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "EXPLAIN "
                    + explain.kind().name().replace('_', ' ') + " is not supported yet");
        };
        if (explain.kind() == Explain.Kind.ESTIMATE) {
            return estimate(EstimateExplainer.estimate(runner.plan(select)));
        }
        List<String> lines = switch (explain.kind()) {
            case PLAN -> PlanExplainer.explain(runner.plan(select), new PlanExplainer.Options(s.getOrDefault("header", false),
                    s.getOrDefault("description", true), s.getOrDefault("actions", false), s.getOrDefault("indexes", false),
                    s.getOrDefault("json", false)));
            case PIPELINE -> pipeline(runner.plan(select), s, ctx);
            case SYNTAX -> PrettySelectFormatter.format(select, s.getOrDefault("oneline", false));
            default -> AstExplainer.explain(select);
        };
        ColumnBuilder b = ColumnBuilder.create(StringType.INSTANCE, lines.size());
        for (String line : lines) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            b.appendBytes(bytes, 0, bytes.length);
        }
        return new ExplainTable(List.of("explain"), List.of(StringType.INSTANCE), Chunk.of(List.of(b.build())));
    }

    /**
     * The three EXPLAINs a profiler keeps, from one analysis of {@code select} and one index analysis per read: the
     * texts {@code EXPLAIN PLAN indexes = 1}, {@code EXPLAIN PLAN indexes = 1, actions = 1, json = 1} and
     * {@code EXPLAIN PIPELINE} give, in that order, as those statements would produce them one after another.
     */
    static PlanExplains plans(SelectUnion select, SelectRunner runner, QueryContext ctx) {
        return SelectionMemo.during(() -> {
            QueryPlan plan = runner.plan(select);
            return texts(plan, pipeline(plan, Map.of(), ctx));
        });
    }

    /**
     * The same three texts of a SELECT that ran, from its own plan, pipeline and index analysis: nothing is planned,
     * built or analysed again. They equal what the EXPLAINs gave just before the run, but for the Skip rows of reads
     * that checked their skip indexes while reading (see {@link ExecutedRead}).
     */
    static PlanExplains executed(QueryExecution execution, QueryContext ctx) {
        Map<Object, Selection> ran = new IdentityHashMap<>();
        for (ExecutedRead read : ctx.readCounters().reads()) {
            ran.put(read.read(), read.explained());
        }
        return SelectionMemo.during(ran, () -> texts(execution.plan(),
                PipelineExplainer.text(execution.plan(), execution.pipeline(), false)));
    }

    private static PlanExplains texts(QueryPlan plan, List<String> pipeline) {
        String text = String.join("\n", PlanExplainer.explain(plan,
                new PlanExplainer.Options(false, true, false, true, false)));
        String json = String.join("\n", PlanExplainer.explain(plan,
                new PlanExplainer.Options(false, true, true, true, true)));
        return new PlanExplains(text, json, String.join("\n", pipeline), PlanExplainer.indexFunnels(plan));
    }

    private static List<String> pipeline(QueryPlan plan, Map<String, Boolean> s, QueryContext ctx) {
        QueryPipeline pipeline = plan.buildPipeline(ctx.pipelineContext());
        if (!s.getOrDefault("graph", false)) {
            return PipelineExplainer.text(plan, pipeline, s.getOrDefault("header", false));
        }
        return s.getOrDefault("compact", true) ? PipelineExplainer.compactGraph(pipeline) : PipelineExplainer.graph(pipeline);
    }

    /** Columns database, table, parts, rows, marks: one row per MergeTree table read. */
    private static ExplainTable estimate(List<EstimateExplainer.Estimate> estimates) {
        ColumnBuilder database = ColumnBuilder.create(StringType.INSTANCE, estimates.size());
        ColumnBuilder table = ColumnBuilder.create(StringType.INSTANCE, estimates.size());
        ColumnBuilder parts = ColumnBuilder.create(IntegerType.UINT64, estimates.size());
        ColumnBuilder rows = ColumnBuilder.create(IntegerType.UINT64, estimates.size());
        ColumnBuilder marks = ColumnBuilder.create(IntegerType.UINT64, estimates.size());
        for (EstimateExplainer.Estimate e : estimates) {
            byte[] db = e.database().getBytes(StandardCharsets.UTF_8);
            database.appendBytes(db, 0, db.length);
            byte[] t = e.table().getBytes(StandardCharsets.UTF_8);
            table.appendBytes(t, 0, t.length);
            parts.appendLong(e.parts());
            rows.appendLong(e.rows());
            marks.appendLong(e.marks());
        }
        Chunk chunk = new Chunk(List.of(database.build(), table.build(), parts.build(), rows.build(), marks.build()),
                estimates.size());
        return new ExplainTable(List.of("database", "table", "parts", "rows", "marks"),
                List.of(StringType.INSTANCE, StringType.INSTANCE, IntegerType.UINT64, IntegerType.UINT64, IntegerType.UINT64),
                chunk);
    }

    private static Map<String, Boolean> settings(Explain explain, Set<String> known, String kind) {
        Map<String, Boolean> out = new HashMap<>();
        for (SettingAssignment a : explain.settings()) {
            if (!known.contains(a.name())) {
                throw new MergeLabException(ErrorCode.UNKNOWN_SETTING, "Unknown setting \"" + a.name() + "\" for EXPLAIN "
                        + kind.substring("Explain".length()).toUpperCase(Locale.ROOT) + " query. Supported settings: "
                        + String.join(", ", known.stream().sorted().toList()));
            }
            String v = TableDefinitions.literalText(a.value(), a.name());
            out.put(a.name(), !v.equals("0") && !v.equalsIgnoreCase("false"));
        }
        return out;
    }
}
