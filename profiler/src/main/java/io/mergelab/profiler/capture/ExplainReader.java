package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.run.Explains;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Runs the three EXPLAINs of a captured SELECT with the run's settings and parameters (they decide the plan):
 * {@code EXPLAIN PLAN indexes = 1}, {@code EXPLAIN PLAN indexes = 1, actions = 1, json = 1} and
 * {@code EXPLAIN PIPELINE}. One that fails leaves its text empty and says why in {@code missing}.
 */
final class ExplainReader {
    static final String PLAN = "EXPLAIN PLAN indexes = 1";
    static final String PLAN_JSON = "EXPLAIN PLAN indexes = 1, actions = 1, json = 1";
    static final String PIPELINE = "EXPLAIN PIPELINE";

    private ExplainReader() {
    }

    static Explains read(QueryTarget target, String sql, Map<String, String> settings, Map<String, String> parameters,
                         List<String> missing) {
        if (!Statements.explainable(sql)) {
            missing.add("EXPLAIN: only SELECT statements can be explained");
            return Explains.NONE;
        }
        String statement = Statements.withoutFinalSemicolon(sql);
        return new Explains(
                explain(target, PLAN, statement, settings, parameters, missing),
                explain(target, PLAN_JSON, statement, settings, parameters, missing),
                explain(target, PIPELINE, statement, settings, parameters, missing));
    }

    private static String explain(QueryTarget target, String kind, String statement, Map<String, String> settings,
                                  Map<String, String> parameters, List<String> missing) {
        QueryRequest request = QueryRequest.of(kind + " " + statement).withSettings(settings).withParameters(parameters);
        try {
            return target.run(request).rows().stream()
                    .map(row -> row.isEmpty() || row.get(0) == null ? "" : row.get(0))
                    .collect(Collectors.joining("\n"));
        } catch (TargetException e) {
            missing.add(kind + ": " + e.clientLine());
            return "";
        }
    }
}
