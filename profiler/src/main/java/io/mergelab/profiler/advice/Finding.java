package io.mergelab.profiler.advice;

import java.util.Objects;

/**
 * What one rule found in one run: the rule's id, a score from 0 to 100 (see {@link Severity}), one line with the
 * run's own figures, an explanation of why it matters, and a fix as a setting or DDL (empty when there is nothing
 * to change).
 */
public record Finding(String ruleId, int score, String summary, String explanation, String fix) {
    public Finding {
        Objects.requireNonNull(ruleId, "ruleId");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(explanation, "explanation");
        Objects.requireNonNull(fix, "fix");
        if (score < 0 || score > 100) {
            throw new IllegalArgumentException("score " + score + " of rule " + ruleId + " is outside 0..100");
        }
    }

    /** A finding that nothing needs doing, with the reason in one line. */
    public static Finding ok(String ruleId, String summary) {
        return new Finding(ruleId, 0, summary, "", "");
    }

    public Severity severity() {
        return Severity.of(score);
    }
}
