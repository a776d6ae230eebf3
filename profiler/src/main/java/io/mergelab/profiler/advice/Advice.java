package io.mergelab.profiler.advice;

import io.mergelab.profiler.run.Run;
import java.util.Comparator;
import java.util.List;

/** The registry of rules, and a run's findings from all of them, the highest score first. */
public final class Advice {
    private static final List<Rule> RULES = List.of(
            new SkipIndexDropsNothingRule(),
            new FinalSingleStreamRule(),
            new RowsReadPerRowReturnedRule(),
            new FinalKeyColumnsRule(),
            new SingleSourceNoResizeRule(),
            new FilterNotInKeyRule(),
            new PartNeverMergesRule(),
            new TooManyPartsRule(),
            new SmallPartsPerInsertRule(),
            new PlanningTimeRule(),
            new SourceOutputWaitRule(),
            new ConditionCacheUnusedRule(),
            new PrewhereKeepsAllRule(),
            new SelectStarRule(),
            new MemoryNearLimitRule(),
            new MaxThreadsOverCoresRule());

    private Advice() {
    }

    public static List<Rule> rules() {
        return RULES;
    }

    /** Every rule's finding for the run, the highest score first (ties in registry order). */
    public static List<Finding> of(Run run) {
        return RULES.stream().map(r -> r.evaluate(run))
                .sorted(Comparator.comparingInt(Finding::score).reversed()).toList();
    }

    /** Only the findings that say something: INFO and WARNING. */
    public static List<Finding> worthReading(Run run) {
        return of(run).stream().filter(f -> f.severity() != Severity.OK).toList();
    }
}
