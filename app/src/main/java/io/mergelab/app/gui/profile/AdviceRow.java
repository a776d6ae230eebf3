package io.mergelab.app.gui.profile;

import io.mergelab.profiler.advice.Severity;

/** One finding of the run's advice as the Advice tab shows it: the rule's title beside its id, the rest as found. */
public record AdviceRow(Severity severity, int score, String ruleId, String ruleTitle, String finding,
                        String explanation, String fix) {
}
