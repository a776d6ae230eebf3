package io.mergelab.app.gui.compare;

import io.mergelab.profiler.advice.Advice;
import io.mergelab.profiler.advice.Finding;
import io.mergelab.profiler.advice.Severity;
import io.mergelab.profiler.run.Run;
import java.util.List;
import java.util.Objects;

/** A tuning advice finding (INFO or WARNING) on one side of a comparison: which variant's run it read, and the rest. */
public record AdviceLine(String variant, Severity severity, int score, String ruleId, String finding, String fix) {
    public AdviceLine {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(severity, "severity");
    }

    /** {@code WARNING 88}, {@code INFO 43}. */
    public String severityAndScore() {
        return severity + " " + score;
    }

    public boolean warning() {
        return severity == Severity.WARNING;
    }

    /** The findings worth reading of {@code run}, highest score first. */
    static List<AdviceLine> of(String variant, Run run) {
        return Advice.of(run).stream().filter(f -> f.severity() != Severity.OK)
                .map(f -> of(variant, f)).toList();
    }

    private static AdviceLine of(String variant, Finding f) {
        return new AdviceLine(variant, f.severity(), f.score(), f.ruleId(), f.summary(), f.fix());
    }
}
