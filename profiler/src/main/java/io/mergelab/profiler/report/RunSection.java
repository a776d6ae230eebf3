package io.mergelab.profiler.report;

import io.mergelab.profiler.advice.Advice;
import io.mergelab.profiler.advice.Finding;
import io.mergelab.profiler.analysis.ClientWording;
import io.mergelab.profiler.analysis.CriticalPath;
import io.mergelab.profiler.analysis.FunnelCheck;
import io.mergelab.profiler.analysis.ProcessorGraph;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.analysis.graph.PipelineDiagram;
import io.mergelab.profiler.analysis.graph.PipelineGraph;
import io.mergelab.profiler.analysis.graph.PipelineLayout;
import io.mergelab.profiler.parts.RunMerges;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.text.DatasetText;

import java.util.List;
import java.util.Optional;

/**
 * One run as a report draws it: the run and what the analyses derive from it, computed once for every format. The
 * diagram is the Profile screen's layout (parallel copies collapsed), empty when the run has no processor rows;
 * {@code merges} the part log captured with the run, per table.
 */
public record RunSection(Run run, String anchor, String summary, List<StepRollup> steps, CriticalPath criticalPath,
                         FunnelCheck funnelCheck, Optional<PipelineDiagram> diagram, List<Finding> findings,
                         List<String> datasetLines, List<RunMerges> merges) {

    public RunSection {
        merges = List.copyOf(merges);
        steps = List.copyOf(steps);
        findings = List.copyOf(findings);
        datasetLines = List.copyOf(datasetLines);
    }

    public static RunSection of(Run run) {
        ProcessorGraph graph = ProcessorGraph.of(run.processors());
        Optional<PipelineDiagram> diagram = run.processors().isEmpty() ? Optional.empty()
                : Optional.of(PipelineLayout.layout(PipelineGraph.of(run.processors(), true)));
        return new RunSection(run, anchorOf(run.id()), ClientWording.summary(run), StepRollup.of(graph),
                CriticalPath.of(graph), FunnelCheck.of(run), diagram, Advice.worthReading(run),
                run.datasets().stream().map(DatasetText::line).toList(), RunMerges.of(run));
    }

    /** The first 8 characters of a run id, as history prints it. */
    public static String shortId(String id) {
        return id.length() <= 8 ? id : id.substring(0, 8);
    }

    /** The run's statement on one line, cut to {@code max} characters. */
    public String sqlExcerpt(int max) {
        String line = run.sql().strip().replaceAll("\\s+", " ");
        return line.length() <= max ? line : line.substring(0, max - 1) + "…";
    }

    /** The anchor of a part of this run's section: {@code run-<id>-sql}. */
    public String anchor(String part) {
        return anchor + "-" + part;
    }

    /** The anchor of run {@code id}'s section: {@code run-<id>}. */
    static String anchorOf(String id) {
        return "run-" + id.replaceAll("[^A-Za-z0-9_-]", "-");
    }
}
