package io.mergelab.app.cli;

import io.mergelab.profiler.advice.Advice;
import io.mergelab.profiler.advice.AdviceText;
import io.mergelab.profiler.advice.Finding;
import io.mergelab.profiler.advice.Severity;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mergelab advise RUN}: the tuning advice for one stored run, the highest score first. */
@Command(name = "advise", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Tuning advice for one stored run: what each rule found, the highest score first, with a fix.")
final class AdviseCommand extends StoreCommand {
    @Parameters(paramLabel = "RUN", description = "The run's id, or the beginning of it as history prints it.")
    private String run;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default, an aligned table) or JSONEachRow (one finding per line), TSV, TSVWithNames.")
    private String format;

    @Option(names = {"-v", "--verbose"}, description = "Explain each finding under it.")
    private boolean verbose;

    @Option(names = "--all", description = "Also list the rules that found nothing (OK).")
    private boolean all;

    AdviseCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore runs) {
        String id = runs.resolve(run);
        Run advised = runs.load(id).orElseThrow(() -> new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                "No run " + id + " in run store " + runs.file()));
        List<Finding> findings = Advice.of(advised).stream().filter(f -> all || f.severity() != Severity.OK).toList();
        RowFormat rows = RowFormat.named(format, "advise");
        if (rows != RowFormat.PRETTY) {
            streams.printOut(rows.render(findings.stream().map(AdviseCommand::fields).toList()));
            return ExitCodes.OK;
        }
        String quiet = all ? "" : (Advice.rules().size() - findings.size()) + " of " + Advice.rules().size()
                + " rules found nothing (--all lists them).\n";
        streams.printOut("Advice for run " + advised.id() + "\n" + AdviceText.table(findings, verbose) + quiet);
        return ExitCodes.OK;
    }

    private static Map<String, Object> fields(Finding f) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("rule", f.ruleId());
        row.put("severity", f.severity().name());
        row.put("score", f.score());
        row.put("finding", f.summary());
        row.put("explanation", f.explanation());
        row.put("fix", f.fix());
        return row;
    }
}
