package io.mergelab.profiler.advice;

/**
 * How much a finding matters, from its score as Java Mission Control grades its rules: {@code OK} below 25,
 * {@code INFO} from 25, {@code WARNING} from 75.
 */
public enum Severity {
    OK, INFO, WARNING;

    public static final int INFO_FROM = 25;
    public static final int WARNING_FROM = 75;

    public static Severity of(int score) {
        if (score >= WARNING_FROM) {
            return WARNING;
        }
        return score >= INFO_FROM ? INFO : OK;
    }
}
