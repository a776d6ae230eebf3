package io.mergelab.app.gui.profile;

import io.mergelab.app.gui.services.Meanings;
import io.mergelab.app.gui.services.LiveQuery;
import io.mergelab.profiler.advice.Advice;
import io.mergelab.profiler.advice.Finding;
import io.mergelab.profiler.advice.Rule;
import io.mergelab.profiler.advice.Severity;
import io.mergelab.profiler.analysis.ClientWording;
import io.mergelab.profiler.analysis.CriticalPath;
import io.mergelab.profiler.analysis.FunnelCheck;
import io.mergelab.profiler.analysis.FunnelOrigin;
import io.mergelab.profiler.analysis.NodeLine;
import io.mergelab.profiler.analysis.StageLabel;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.analysis.graph.PipelineDiagram;
import io.mergelab.profiler.analysis.graph.PipelineGraph;
import io.mergelab.profiler.analysis.graph.PipelineLayout;
import io.mergelab.profiler.connect.LiveStats;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.text.DatasetText;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.jfree.data.category.DefaultCategoryDataset;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The profile of one run: header, pipeline diagram, per-step bars, index funnel, critical path, the tuning advice
 * (every rule's finding, highest score first), EXPLAIN texts, the query_log row, ProfileEvents and the parts read. It follows {@code selectedRun} (null: nothing to show);
 * everything is derived on the {@code background} executor (the graph layout can take a while for large pipelines)
 * and published on {@code ui}, the FX thread in the app. A result for a run that is no longer selected is dropped.
 */
public final class ProfileViewModel {
    static final String WORK = "work (elapsed)";
    static final String INPUT_WAIT = "input wait";
    static final String INITIAL_QUERY = "initial query (the whole run on the server it went to)";
    static final String SECONDARY_QUERY = "secondary query (a shard's part)";
    static final String OUTPUT_WAIT = "output wait";
    static final String RUNTIME_CATEGORY = "read (query log)";
    static final String RUNTIME_SERIES = "selected at run time";
    private static final int MAX_SQL_LINE = 160;
    static final int MAX_BARS = 12;
    private static final DateTimeFormatter STARTED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);
    private static final Logger LOG = LoggerFactory.getLogger(ProfileViewModel.class);

    private final Executor background;
    private final Executor ui;
    /** Bumped when the selected run changes (or a live statement shows); content for an older one is dropped. */
    private final AtomicLong runGeneration = new AtomicLong();
    /** Bumped when the run or the collapse toggle changes; a layout for older ones is dropped. */
    private final AtomicLong layoutGeneration = new AtomicLong();
    private final ObservableValue<Run> selectedRun;
    private final LiveQuery live;
    private Run run;
    /** While a live graph is laid out in the background; snapshots arriving meanwhile wait in {@code nextLive}. */
    private boolean liveLayoutBusy;
    private LiveStats nextLive;
    private final ReadOnlyBooleanWrapper showingLive = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper liveBanner = new ReadOnlyStringWrapper("");

    private final ReadOnlyBooleanWrapper hasRun = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<ProfileHeader> header = new ReadOnlyObjectWrapper<>(ProfileHeader.NONE);
    private final BooleanProperty collapseCopies = new SimpleBooleanProperty(true);
    private final ReadOnlyObjectWrapper<PipelineDiagram> diagram = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper graphStatus = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<DefaultCategoryDataset> stepBars =
            new ReadOnlyObjectWrapper<>(new DefaultCategoryDataset());
    private final ObservableList<FunnelChartData> funnels = FXCollections.observableArrayList();
    /** Read-only views made once: a view made per call could be collected with the listeners added to it. */
    private final ObservableList<FunnelChartData> funnelsView = FXCollections.unmodifiableObservableList(funnels);
    private final ReadOnlyStringWrapper funnelNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper funnelDiffers = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<PathRow> criticalPath = FXCollections.observableArrayList();
    private final ObservableList<PathRow> criticalPathView = FXCollections.unmodifiableObservableList(criticalPath);
    private final ReadOnlyStringWrapper criticalPathSummary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper planText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper pipelineText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper indexesText = new ReadOnlyStringWrapper("");
    private final ObservableList<NameValue> queryLogColumns = FXCollections.observableArrayList();
    private final ObservableList<NameValue> queryLogColumnsView = FXCollections.unmodifiableObservableList(queryLogColumns);
    private final ObservableList<NameValue> allEvents = FXCollections.observableArrayList();
    private final FilteredList<NameValue> profileEvents = new FilteredList<>(allEvents);
    private final StringProperty eventFilter = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<TextTable> parts = new ReadOnlyObjectWrapper<>(TextTable.EMPTY);
    private final ReadOnlyObjectWrapper<TextTable> servers = new ReadOnlyObjectWrapper<>(TextTable.EMPTY);
    private final ReadOnlyObjectWrapper<DefaultCategoryDataset> serverBars =
            new ReadOnlyObjectWrapper<>(new DefaultCategoryDataset());
    private final ObservableList<AdviceRow> allAdvice = FXCollections.observableArrayList();
    private final FilteredList<AdviceRow> advice = new FilteredList<>(allAdvice, ProfileViewModel::worthReading);
    private final BooleanProperty showQuietRules = new SimpleBooleanProperty(false);
    private final ReadOnlyStringWrapper adviceBadge = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper adviceSummary = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Severity> adviceSeverity = new ReadOnlyObjectWrapper<>(Severity.OK);

    /** A profile that follows {@code selectedRun} only, with nothing live. */
    public ProfileViewModel(ObservableValue<Run> selectedRun, Executor background, Executor ui) {
        this(selectedRun, new LiveQuery(ui), background, ui);
    }

    /**
     * A profile that follows {@code selectedRun} and, while {@code live} runs a statement, shows that statement's
     * pipeline as it runs; when it ends, the run selected then.
     */
    public ProfileViewModel(ObservableValue<Run> selectedRun, LiveQuery live, Executor background, Executor ui) {
        this.background = background;
        this.ui = ui;
        this.selectedRun = selectedRun;
        this.live = live;
        eventFilter.addListener((obs, old, text) -> {
            String needle = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
            profileEvents.setPredicate(e -> needle.isEmpty() || e.name().toLowerCase(Locale.ROOT).contains(needle));
        });
        collapseCopies.addListener((obs, old, collapse) -> relayout());
        showQuietRules.addListener((obs, old, all) -> advice.setPredicate(all ? row -> true : ProfileViewModel::worthReading));
        selectedRun.addListener((obs, old, selected) -> show(selected));
        live.runningProperty().addListener((obs, was, running) -> {
            if (running) {
                showLive();
            } else if (showingLive.get()) {
                show(selectedRun.getValue());
            }
        });
        live.statsProperty().addListener((obs, old, stats) -> {
            if (stats != null && showingLive.get()) {
                liveFigures(stats);
            }
        });
        if (live.runningProperty().get()) {
            showLive();
        } else {
            show(selectedRun.getValue());
        }
    }

    /** Cancels the statement shown live. */
    public void cancelLive() {
        live.cancel();
    }

    private void showLive() {
        long mine = runGeneration.incrementAndGet();
        layoutGeneration.incrementAndGet();
        run = null;
        nextLive = null;
        apply(mine, Content.NONE);
        diagram.set(null);
        graphStatus.set("Waiting for the pipeline to start…");
        liveBanner.set("Running…  " + oneLine(live.sqlProperty().get()));
        showingLive.set(true);
    }

    private void liveFigures(LiveStats stats) {
        liveBanner.set(String.format(Locale.ROOT, "Running…  %s · %,d rows read · %,d processors · %s",
                PipelineLayout.duration(stats.elapsedMicros()), stats.readRows(), stats.processors().size(),
                oneLine(live.sqlProperty().get())));
        if (stats.processors().isEmpty()) {
            return;
        }
        nextLive = stats;
        if (!liveLayoutBusy) {
            layOutLive();
        }
    }

    /**
     * Lays out the latest live figures in the background: only when the pipeline's shape changed, otherwise the
     * diagram keeps its boxes and takes the new figures. One at a time; what arrives meanwhile waits, the latest only.
     */
    private void layOutLive() {
        LiveStats stats = nextLive;
        nextLive = null;
        liveLayoutBusy = true;
        long mine = layoutGeneration.get();
        PipelineDiagram shown = diagram.get();
        boolean collapse = collapseCopies.get();
        background.execute(() -> {
            PipelineDiagram laidOut = null;
            String status = "";
            DefaultCategoryDataset bars = null;
            CriticalPath path = null;
            try {
                bars = stepBars(stats.processors());
                path = CriticalPath.of(stats.processors());
                PipelineGraph graph = PipelineGraph.of(stats.processors(), collapse);
                laidOut = shown != null && PipelineLayout.sameShape(shown, graph)
                        ? PipelineLayout.refigured(shown, graph) : PipelineLayout.layout(graph);
            } catch (RuntimeException e) {
                LOG.warn("Laying out the live pipeline of query {} failed", stats.queryId(), e);
                status = "The pipeline graph could not be laid out: " + e.getMessage();
            }
            PipelineDiagram result = laidOut;
            String message = status;
            DefaultCategoryDataset barsSoFar = bars;
            CriticalPath pathSoFar = path;
            ui.execute(() -> {
                liveLayoutBusy = false;
                if (layoutGeneration.get() != mine) {
                    return;
                }
                if (result != null) {
                    diagram.set(result);
                }
                graphStatus.set(message);
                if (pathSoFar != null) {
                    stepBars.set(barsSoFar);
                    criticalPath.setAll(pathRows(pathSoFar));
                    criticalPathSummary.set(pathSummary(pathSoFar));
                }
                if (nextLive != null) {
                    layOutLive();
                }
            });
        });
    }

    private static String oneLine(String sql) {
        String line = sql.strip().replaceAll("\\s+", " ");
        return line.length() <= MAX_SQL_LINE ? line : line.substring(0, MAX_SQL_LINE - 1) + "…";
    }

    private void show(Run selected) {
        long mine = runGeneration.incrementAndGet();
        long myLayout = layoutGeneration.incrementAndGet();
        showingLive.set(false);
        liveBanner.set("");
        nextLive = null;
        run = selected;
        if (selected == null) {
            apply(mine, Content.NONE);
            diagram.set(null);
            graphStatus.set("");
            return;
        }
        boolean collapse = collapseCopies.get();
        graphStatus.set(layingOut(selected));
        background.execute(() -> {
            Content content = Content.of(selected);
            ui.execute(() -> apply(mine, content));
            publishLayout(myLayout, selected, collapse);
        });
    }

    private void relayout() {
        Run current = run;
        if (current == null) {
            return;
        }
        long mine = layoutGeneration.incrementAndGet();
        boolean collapse = collapseCopies.get();
        graphStatus.set(layingOut(current));
        background.execute(() -> publishLayout(mine, current, collapse));
    }

    private static String layingOut(Run run) {
        return String.format(Locale.ROOT, "Laying out %,d processors…", run.processors().size());
    }

    private void publishLayout(long mine, Run selected, boolean collapse) {
        PipelineDiagram laidOut = null;
        String status;
        if (selected.processors().isEmpty()) {
            status = "No processor rows were captured for this run.";
        } else {
            try {
                laidOut = PipelineLayout.layout(PipelineGraph.of(selected.processors(), collapse));
                status = laidOut.graph().problems().isEmpty() ? ""
                        : "Pipeline graph repaired: " + String.join("; ", laidOut.graph().problems());
            } catch (RuntimeException e) {
                LOG.warn("Laying out the pipeline of run {} failed", selected.id(), e);
                status = "The pipeline graph could not be laid out: " + e.getMessage();
            }
        }
        PipelineDiagram result = laidOut;
        String message = status;
        ui.execute(() -> {
            if (layoutGeneration.get() == mine) {
                diagram.set(result);
                graphStatus.set(message);
            }
        });
    }

    private void apply(long mine, Content content) {
        if (runGeneration.get() != mine) {
            return;
        }
        hasRun.set(content != Content.NONE);
        header.set(content.header);
        stepBars.set(content.stepBars);
        funnels.setAll(content.funnels);
        funnelNote.set(content.funnelCheck == null ? "" : content.funnelCheck.note());
        funnelDiffers.set(content.funnelCheck != null && content.funnelCheck.differs());
        criticalPath.setAll(content.path);
        criticalPathSummary.set(content.pathSummary);
        planText.set(content.planText);
        pipelineText.set(content.pipelineText);
        indexesText.set(content.indexesText);
        queryLogColumns.setAll(content.queryLogColumns);
        allEvents.setAll(content.events);
        parts.set(content.parts);
        servers.set(content.servers);
        serverBars.set(content.serverBars);
        allAdvice.setAll(content.advice);
        long warnings = content.advice.stream().filter(a -> a.severity() == Severity.WARNING).count();
        long notes = content.advice.stream().filter(a -> a.severity() == Severity.INFO).count();
        adviceBadge.set(warnings > 0 ? Long.toString(warnings) : notes > 0 ? Long.toString(notes) : "");
        adviceSeverity.set(warnings > 0 ? Severity.WARNING : notes > 0 ? Severity.INFO : Severity.OK);
        adviceSummary.set(content == Content.NONE ? "" : adviceSummary(warnings, notes, content.advice.size()));
    }

    private static String adviceSummary(long warnings, long notes, int rules) {
        return plural(warnings, "warning", "warnings") + " · " + plural(notes, "note", "notes") + " · "
                + plural(rules - warnings - notes, "rule", "rules") + " found nothing, of " + rules;
    }

    private static String plural(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static boolean worthReading(AdviceRow row) {
        return row.severity() != Severity.OK;
    }

    static List<AdviceRow> advice(Run run) {
        Map<String, String> titles = Advice.rules().stream().collect(Collectors.toMap(Rule::id, Rule::title));
        return Advice.of(run).stream().map(f -> row(f, titles.getOrDefault(f.ruleId(), f.ruleId()))).toList();
    }

    private static AdviceRow row(Finding f, String title) {
        return new AdviceRow(f.severity(), f.score(), f.ruleId(), title, f.summary(), f.explanation(), f.fix());
    }

    /** Everything but the layout, derived from a run in one go. */
    private record Content(ProfileHeader header, DefaultCategoryDataset stepBars, List<FunnelChartData> funnels,
                           FunnelCheck funnelCheck, List<PathRow> path, String pathSummary, String planText,
                           String pipelineText, String indexesText, List<NameValue> queryLogColumns,
                           List<NameValue> events, TextTable parts, List<AdviceRow> advice, TextTable servers,
                           DefaultCategoryDataset serverBars) {
        static final Content NONE = new Content(ProfileHeader.NONE, new DefaultCategoryDataset(), List.of(), null,
                List.of(), "", "", "", "", List.of(), List.of(), TextTable.EMPTY, List.of(), TextTable.EMPTY,
                new DefaultCategoryDataset());

        static Content of(Run run) {
            FunnelCheck check = FunnelCheck.of(run);
            CriticalPath path = CriticalPath.of(run.processors());
            return new Content(ProfileViewModel.header(run), ProfileViewModel.stepBars(run),
                    ProfileViewModel.funnels(run, check), check, pathRows(path), ProfileViewModel.pathSummary(path), run.explains().planText(), run.explains().pipelineText(),
                    IndexesText.of(run.explains().planText()),
                    run.queryLog().map(q -> q.columns().entrySet().stream()
                            .map(e -> new NameValue(e.getKey(), e.getValue())).toList()).orElse(List.of()),
                    run.queryLog().map(q -> q.profileEvents().entrySet().stream()
                            .map(e -> new NameValue(e.getKey(), count(e.getValue()))).toList()).orElse(List.of()),
                    partsTable(run.parts()), ProfileViewModel.advice(run), serversTable(run),
                    ProfileViewModel.serverBars(run));
        }
    }

    static ProfileHeader header(Run run) {
        String sqlLine = oneLine(run.sql());
        String target = run.target().description()
                + (run.target().engineVersion().isEmpty() ? "" : " · version " + run.target().engineVersion());
        return new ProfileHeader(sqlLine, run.sql(), target, STARTED.format(run.startedAt()) + " · query_id " + run.queryId(),
                ClientWording.summary(run), run.tags(),
                run.datasets().stream().map(d -> "Data: " + DatasetText.line(d)).toList(),
                DatasetText.anyModified(run.datasets()), run.outcome().error().map(ProfileViewModel::errorText),
                run.missing());
    }

    private static String errorText(RunError e) {
        String message = e.message();
        return "Code: " + e.code() + ". DB::Exception: " + message + (message.endsWith(".") ? "" : ".") + " (" + e.name() + ")";
    }

    /**
     * Work and waits per plan step in ms, summed over the step's processors, steps ranked by work; past
     * {@value #MAX_BARS} steps the rest are summed into one bar, so the chart stays readable.
     */
    static DefaultCategoryDataset stepBars(Run run) {
        return stepBars(run.processors());
    }

    private static DefaultCategoryDataset stepBars(List<ProcessorRow> processors) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        Set<String> seen = new HashSet<>();
        List<StepRollup> steps = StepRollup.of(processors);
        for (StepRollup step : steps.subList(0, Math.min(MAX_BARS, steps.size()))) {
            String label = unique(step.label() + (step.parallelism() > 1 ? " ×" + step.parallelism() : ""), seen);
            addBar(dataset, label, step.elapsedMicros().sum(), step.inputWaitMicros().sum(), step.outputWaitMicros().sum());
        }
        if (steps.size() > MAX_BARS) {
            List<StepRollup> rest = steps.subList(MAX_BARS, steps.size());
            addBar(dataset, rest.size() + " more steps", rest.stream().mapToLong(x -> x.elapsedMicros().sum()).sum(),
                    rest.stream().mapToLong(x -> x.inputWaitMicros().sum()).sum(),
                    rest.stream().mapToLong(x -> x.outputWaitMicros().sum()).sum());
        }
        return dataset;
    }

    private static void addBar(DefaultCategoryDataset dataset, String label, long workMicros, long inputWaitMicros,
                               long outputWaitMicros) {
        dataset.addValue(workMicros / 1e3, WORK, label);
        dataset.addValue(inputWaitMicros / 1e3, INPUT_WAIT, label);
        dataset.addValue(outputWaitMicros / 1e3, OUTPUT_WAIT, label);
    }

    static List<FunnelChartData> funnels(Run run, FunnelCheck check) {
        List<FunnelChartData> charts = new ArrayList<>();
        String origin = FunnelOrigin.of(run).phrase();
        for (IndexFunnel funnel : run.indexFunnels()) {
            DefaultCategoryDataset granules = new DefaultCategoryDataset();
            DefaultCategoryDataset parts = new DefaultCategoryDataset();
            Set<String> seen = new HashSet<>();
            for (FunnelStage stage : funnel.stages()) {
                String label = unique(StageLabel.of(stage), seen);
                granules.addValue(stage.granulesBefore(), "before", label);
                granules.addValue(stage.granulesAfter(), "after", label);
                parts.addValue(stage.partsBefore(), "before", label);
                parts.addValue(stage.partsAfter(), "after", label);
            }
            if (run.indexFunnels().size() == 1 && check.runtime().isPresent() && !funnel.stages().isEmpty()) {
                granules.addValue(check.runtime().get().granules(), RUNTIME_SERIES, RUNTIME_CATEGORY);
                parts.addValue(check.runtime().get().parts(), RUNTIME_SERIES, RUNTIME_CATEGORY);
            }
            charts.add(new FunnelChartData(funnel.table(), origin, granules, parts));
        }
        return charts;
    }

    private static String unique(String label, Set<String> seen) {
        String candidate = label;
        for (int n = 2; !seen.add(candidate); n++) {
            candidate = label + " (" + n + ")";
        }
        return candidate;
    }

    private static List<PathRow> pathRows(CriticalPath path) {
        List<PathRow> rows = new ArrayList<>();
        List<CriticalPath.Hop> hops = path.hops();
        for (int i = 0; i < hops.size(); i++) {
            CriticalPath.Hop h = hops.get(i);
            rows.add(new PathRow(h.processor().name(), h.processor().planStepName(), h.workMicros(),
                    i == 0 ? "" : count(h.inputWaitMicros()), i == hops.size() - 1 ? "" : count(h.outputWaitMicros()),
                    h.waitCausedMicros()));
        }
        return rows;
    }

    private static String pathSummary(CriticalPath path) {
        if (path.hops().isEmpty()) {
            return "No processor rows were captured for this run.";
        }
        return String.format(Locale.ROOT, "%s µs of work over %d processors (the source-to-sink chain with the most work)",
                count(path.workMicros()), path.hops().size());
    }

    static TextTable partsTable(List<PartRow> parts) {
        List<String> columns = List.of("database", "table", "partition", "name", "part_type", "active", "rows", "marks",
                "bytes_on_disk", "data_compressed_bytes", "data_uncompressed_bytes", "primary_key_bytes_in_memory",
                "level", "min_block_number", "max_block_number", "modification_time");
        List<List<String>> rows = parts.stream().map(p -> List.of(p.database(), p.table(), p.partition(), p.name(),
                p.partType(), p.active() ? "1" : "0", count(p.rows()), count(p.marks()), count(p.bytesOnDisk()),
                count(p.dataCompressedBytes()), count(p.dataUncompressedBytes()), count(p.primaryKeyBytesInMemory()),
                Long.toString(p.level()), Long.toString(p.minBlockNumber()), Long.toString(p.maxBlockNumber()),
                STARTED.format(Instant.ofEpochSecond(p.modificationTime())))).toList();
        return new TextTable(columns, rows);
    }

    /** A cluster run's servers: one row per query_log row of the run on each, with the server's parts. */
    static TextTable serversTable(Run run) {
        List<String> columns = List.of("server", "shard", "query", "query_duration_ms", "read_rows", "read_bytes",
                "memory_usage", "active parts", "rows in parts");
        List<List<String>> rows = NodeLine.of(run).stream().map(l -> List.of((l.entry() ? "→ " : "") + l.node(),
                Integer.toString(l.shardNum()), l.role(), count(l.durationMs()), count(l.readRows()),
                count(l.readBytes()), count(l.memoryBytes()), count(l.activeParts()), count(l.activeRows()))).toList();
        return new TextTable(columns, rows);
    }

    /** A cluster run's time per server: one bar per query_log row, in the series of its role. */
    static DefaultCategoryDataset serverBars(Run run) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        Set<String> seen = new HashSet<>();
        for (NodeLine line : NodeLine.of(run)) {
            if (line.role().equals(NodeLine.NONE_LOGGED)) {
                continue;
            }
            String label = unique((line.entry() ? "→ " : "") + line.node() + " · shard " + line.shardNum() + " · "
                    + line.role(), seen);
            String series = line.role().equals("initial") ? INITIAL_QUERY : SECONDARY_QUERY;
            dataset.addValue(line.durationMs(), series, label);
        }
        return dataset;
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** True while the profile shows a statement running (its pipeline filling in), not a captured run. */
    public ReadOnlyBooleanProperty showingLiveProperty() {
        return showingLive.getReadOnlyProperty();
    }

    /** What the running statement has done so far, for the banner; empty when nothing runs. */
    public ReadOnlyStringProperty liveBannerProperty() {
        return liveBanner.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty hasRunProperty() {
        return hasRun.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ProfileHeader> headerProperty() {
        return header.getReadOnlyProperty();
    }

    /** Whether parallel copies of a processor are drawn as one {@code ×N} node; changing it lays the graph out again. */
    public BooleanProperty collapseCopiesProperty() {
        return collapseCopies;
    }

    /** The laid-out pipeline graph; null while none is ready. */
    public ReadOnlyObjectProperty<PipelineDiagram> diagramProperty() {
        return diagram.getReadOnlyProperty();
    }

    /** Empty when the graph is ready and well-formed; otherwise what is happening or went wrong. */
    public ReadOnlyStringProperty graphStatusProperty() {
        return graphStatus.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<DefaultCategoryDataset> stepBarsProperty() {
        return stepBars.getReadOnlyProperty();
    }

    public ObservableList<FunnelChartData> funnels() {
        return funnelsView;
    }

    public ReadOnlyStringProperty funnelNoteProperty() {
        return funnelNote.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty funnelDiffersProperty() {
        return funnelDiffers.getReadOnlyProperty();
    }

    public ObservableList<PathRow> criticalPath() {
        return criticalPathView;
    }

    public ReadOnlyStringProperty criticalPathSummaryProperty() {
        return criticalPathSummary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty planTextProperty() {
        return planText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty pipelineTextProperty() {
        return pipelineText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty indexesTextProperty() {
        return indexesText.getReadOnlyProperty();
    }

    public ObservableList<NameValue> queryLogColumns() {
        return queryLogColumnsView;
    }

    /** The ProfileEvents whose name contains {@link #eventFilterProperty()} (any case). */
    /** What a processor, metric, setting or ProfileEvent shown on the screen means, for its tooltip. */
    public Optional<String> meaning(String term) {
        return Meanings.of(term);
    }

    public ObservableList<NameValue> profileEvents() {
        return profileEvents;
    }

    public StringProperty eventFilterProperty() {
        return eventFilter;
    }

    /** A cluster run's servers (empty off a cluster): {@link #serversTable}. */
    public ReadOnlyObjectProperty<TextTable> serversProperty() {
        return servers.getReadOnlyProperty();
    }

    /** A cluster run's time per server (ms, series: initial and secondary queries). */
    public ReadOnlyObjectProperty<DefaultCategoryDataset> serverBarsProperty() {
        return serverBars.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<TextTable> partsProperty() {
        return parts.getReadOnlyProperty();
    }

    /** The run's advice, highest score first: INFO and WARNING findings, or every rule's with {@link #showQuietRulesProperty()}. */
    public ObservableList<AdviceRow> advice() {
        return advice;
    }

    /** Whether the advice lists the rules that found nothing (OK) too. */
    public BooleanProperty showQuietRulesProperty() {
        return showQuietRules;
    }

    /** The number of warnings, else of notes (INFO), for the Advice tab's badge; empty when there are none. */
    public ReadOnlyStringProperty adviceBadgeProperty() {
        return adviceBadge.getReadOnlyProperty();
    }

    /** "1 warning · 2 notes · 13 rules found nothing, of 16"; empty when no run is shown. */
    public ReadOnlyStringProperty adviceSummaryProperty() {
        return adviceSummary.getReadOnlyProperty();
    }

    /** The most severe finding's severity, for the badge's colour. */
    public ReadOnlyObjectProperty<Severity> adviceSeverityProperty() {
        return adviceSeverity.getReadOnlyProperty();
    }
}
