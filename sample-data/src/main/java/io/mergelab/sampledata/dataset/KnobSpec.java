package io.mergelab.sampledata.dataset;

/**
 * One tunable of a dataset besides rows and seed: its name (as on the command line and in scenario files), the
 * accepted closed range, the default, whether it takes whole numbers only, and what it changes in the data.
 */
public record KnobSpec(String name, double min, double max, double defaultValue, boolean integer, String meaning) {

    public KnobSpec {
        if (!(min <= defaultValue && defaultValue <= max)) {
            throw new IllegalArgumentException("default of knob " + name + " outside [" + min + ", " + max + "]");
        }
    }

    /** The usual knob names, shared by the datasets that have them. */
    public static final String SKEW = "skew";
    public static final String DISTINCT = "distinct";
    public static final String CORRELATION = "correlation";
}
