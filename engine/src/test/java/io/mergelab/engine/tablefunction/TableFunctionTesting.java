package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.LimitTransform;
import io.mergelab.engine.processor.PlanStepRef;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.table.ReadCounters;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Resolves table functions from SQL text and runs their steps through real pipelines. */
final class TableFunctionTesting {
    static final EvaluationContext EVAL = new EvaluationContext(Instant.parse("2024-03-15T10:20:30Z"), ZoneOffset.UTC, Map.of());

    private TableFunctionTesting() {
    }

    /**
     * The step of the table function in {@code SELECT * FROM <call>}, with user_files_path at the system's temporary
     * directory (where JUnit's temporary directories are) and any url() host.
     */
    static SourceStep resolve(String call) {
        return resolve(call, ExternalAccess.open(Path.of(System.getProperty("java.io.tmpdir")), Optional.empty()));
    }

    static SourceStep resolve(String call, ExternalAccess access) {
        SelectUnion union = (SelectUnion) SqlParser.parse("SELECT * FROM " + call);
        TableFunctionRef ref = (TableFunctionRef) union.selects().get(0).from().orElseThrow();
        return TableFunctions.resolve(ref, EVAL, access);
    }

    static PipelineContext context(String... settings) {
        Settings s = Settings.queryDefaults();
        for (int i = 0; i < settings.length; i += 2) {
            s = s.with(settings[i], settings[i + 1]);
        }
        return new PipelineContext(s, EVAL, new ReadCounters(), () -> false);
    }

    /** All rows the step yields, boxed. */
    static List<List<Object>> rows(SourceStep step, PipelineContext ctx) {
        QueryPipeline p = new QueryPlan(step).buildPipeline(ctx);
        return run(p, ctx);
    }

    /** The first {@code limit} rows through a {@link LimitTransform}, as {@code LIMIT n} runs them. */
    static List<List<Object>> rowsWithLimit(SourceStep step, PipelineContext ctx, long limit) {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        step.initializePipeline(b, ctx);
        b.resize(1);
        b.addSimpleTransform(() -> new LimitTransform(limit, 0));
        return run(b.build(), ctx);
    }

    private static List<List<Object>> run(QueryPipeline p, PipelineContext ctx) {
        p.start(ctx.maxThreads(), "test", () -> false);
        List<List<Object>> out = new ArrayList<>();
        Iterator<Chunk> it = p.results();
        while (it.hasNext()) {
            Chunk c = it.next();
            for (int r = 0; r < c.rows(); r++) {
                List<Object> row = new ArrayList<>();
                for (int k = 0; k < c.columnCount(); k++) {
                    row.add(c.column(k).get(r));
                }
                out.add(row);
            }
        }
        return out;
    }

    /** The first column of every row. */
    static List<Object> firstColumn(List<List<Object>> rows) {
        return rows.stream().map(r -> r.get(0)).toList();
    }

    /** Names of the processors the step creates when its pipeline is built (sources, Resize). */
    static List<String> processorNames(SourceStep step, PipelineContext ctx) {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        PlanStepRef ref = new PlanStepRef(0, step.name(), step.description(), 0);
        b.setStep(ref);
        step.initializePipeline(b, ctx);
        b.setStep(PlanStepRef.NONE);
        return b.build().processors().stream()
                .filter(p -> p.step() == ref)
                .map(p -> p.name() + (p.inputs().size() == 1 && p.outputs().size() == 1 ? ""
                        : " " + p.inputs().size() + " → " + p.outputs().size()))
                .toList();
    }
}
