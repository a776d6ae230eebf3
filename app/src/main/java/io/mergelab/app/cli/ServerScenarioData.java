package io.mergelab.app.cli;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.dataset.TableDigest;
import io.mergelab.profiler.experiment.ExperimentData;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.experiment.ExperimentQuery;
import io.mergelab.profiler.experiment.LayoutStorage;
import io.mergelab.profiler.experiment.PreparedLayout;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.remote.RemoteScenarioLoadResult;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.Variant;
import io.mergelab.sampledata.scenario.VariantLoadResult;
import java.util.ArrayList;
import java.util.List;

/**
 * A scenario's layouts on a ClickHouse server, for an experiment: loaded beforehand (a server may not hold every
 * variant, and the plan must name only those it holds), so {@link #prepare} hands over the tables as they are.
 */
final class ServerScenarioData implements ExperimentData {
    private final QueryTarget target;
    private final Scenario scenario;
    private final RemoteScenarioLoadResult loaded;

    ServerScenarioData(QueryTarget target, Scenario scenario, RemoteScenarioLoadResult loaded) {
        this.target = target;
        this.scenario = scenario;
        this.loaded = loaded;
    }

    /** {@code plan} over the loaded layouts only; each query's own layout list loses the skipped ones too. */
    ExperimentPlan restrict(ExperimentPlan plan) {
        List<String> names = loaded.loaded().variants().stream().map(VariantLoadResult::variant).toList();
        List<ExperimentQuery> queries = plan.queries().stream().map(q -> new ExperimentQuery(q.name(), q.sql(),
                q.parameters(), q.layouts().isEmpty() ? q.layouts()
                        : q.layouts().stream().filter(names::contains).toList())).toList();
        return new ExperimentPlan(plan.kind(), plan.name(), plan.description(), names, queries, plan.settings(),
                plan.options());
    }

    @Override
    public List<PreparedLayout> prepare(ExperimentProgress progress) {
        List<String> columns = Datasets.named(scenario.dataset().name()).columnNames().stream()
                .map(SqlLiterals::identifier).toList();
        List<PreparedLayout> layouts = new ArrayList<>();
        for (VariantLoadResult result : loaded.loaded().variants()) {
            Variant variant = scenario.variant(result.variant());
            boolean collapses = TableDigest.collapsesRows(variant.table().engine().replaceAll("\\(.*", "").strip());
            layouts.add(new PreparedLayout(variant.name(), result.source(), columns, collapses,
                    LayoutStorage.of(target, loaded.loaded().database(), variant.name())));
        }
        return layouts;
    }

    /** Loading is over before the experiment starts: nothing to stop here. */
    @Override
    public void cancel() {
    }
}
