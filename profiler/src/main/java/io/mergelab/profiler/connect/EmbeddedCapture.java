package io.mergelab.profiler.connect;

import io.mergelab.engine.Engine;
import io.mergelab.engine.PartSnapshot;
import io.mergelab.engine.PlanExplains;
import io.mergelab.engine.QueryOptions;
import io.mergelab.engine.Session;
import io.mergelab.engine.SystemRows;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.PartRow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The embedded engine's {@link DirectCapture}: the log rows and parts straight from the engine's memory (the same
 * rows and text the system tables serve), and the three EXPLAINs from one planning of the statement in the target's
 * console session, so {@code USE} and {@code SET} apply as they do to statements.
 */
final class EmbeddedCapture implements DirectCapture {
    private final Engine engine;
    private final Session console;

    EmbeddedCapture(Engine engine, Session console) {
        this.engine = engine;
        this.console = console;
    }

    @Override
    public Explains explains(QueryRequest request) {
        QueryOptions options = new QueryOptions(request.queryId(), request.settings(), request.parameters());
        PlanExplains plans = EmbeddedTarget.translated(() -> console.explainPlans(request.sql(), options));
        return new Explains(plans.plan(), plans.planJson(), plans.pipeline());
    }

    @Override
    public Optional<RunExplains> executedExplains(TargetResult executed) {
        if (!(executed instanceof EmbeddedResult result)) {
            return Optional.empty();
        }
        return result.planExplains().map(plans -> new RunExplains(
                new Explains(plans.plan(), plans.planJson(), plans.pipeline()),
                plans.indexFunnels().stream().map(EmbeddedCapture::funnel).toList()));
    }

    /** As the json EXPLAIN names a read ({@code db.t}) and lists its stages. */
    private static IndexFunnel funnel(io.mergelab.engine.IndexFunnel f) {
        return new IndexFunnel(f.database() + "." + f.table(), f.stages().stream()
                .map(s -> new FunnelStage(s.type(), s.name(), s.description(), s.keys(), s.condition(), s.partsBefore(),
                        s.partsAfter(), s.granulesBefore(), s.granulesAfter(), s.searchAlgorithm()))
                .toList());
    }

    @Override
    public List<Map<String, String>> queryLogRows(String queryId) {
        return byName(EmbeddedTarget.translated(() -> engine.queryLogRows(queryId)));
    }

    @Override
    public List<Map<String, String>> processorsProfileLogRows(String queryId) {
        return byName(EmbeddedTarget.translated(() -> engine.processorsProfileLogRows(queryId)));
    }

    /** The engine prints DateTime values without a zone in UTC, as the interface asks. */
    @Override
    public List<Map<String, String>> partLogRows(String database, String table, Instant since) {
        return byName(EmbeddedTarget.translated(() -> engine.partLogRows(database, table, since)));
    }

    @Override
    public List<PartRow> parts(String database, String table) {
        return EmbeddedTarget.translated(() -> engine.parts(database, table)).stream()
                .map(EmbeddedCapture::row)
                .toList();
    }

    private static List<Map<String, String>> byName(SystemRows rows) {
        List<Map<String, String>> named = new ArrayList<>(rows.rows().size());
        for (List<String> row : rows.rows()) {
            Map<String, String> values = new LinkedHashMap<>();
            for (int c = 0; c < rows.columnNames().size(); c++) {
                values.put(rows.columnNames().get(c), row.get(c));
            }
            named.add(values);
        }
        return named;
    }

    private static PartRow row(PartSnapshot p) {
        return new PartRow(p.database(), p.table(), p.partition(), p.name(), p.partType(), p.active(), p.rows(),
                p.marks(), p.bytesOnDisk(), p.dataCompressedBytes(), p.dataUncompressedBytes(),
                p.primaryKeyBytesInMemory(), p.level(), p.minBlockNumber(), p.maxBlockNumber(),
                p.modificationEpochSeconds());
    }
}
