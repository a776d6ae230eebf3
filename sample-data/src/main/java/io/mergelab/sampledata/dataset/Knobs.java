package io.mergelab.sampledata.dataset;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The checked knobs of one generation: rows, seed and a value for every knob the dataset declares (given or its
 * default). Only {@link #resolve} makes them, so a generator never sees a value outside its declared range.
 */
public record Knobs(String dataset, long rows, long seed, Map<String, Double> values) {

    public Knobs {
        values = Map.copyOf(values);
    }

    /**
     * Checks {@code given} (knob name to text) against {@code specs}: unknown names, values that are not numbers,
     * fractions for whole-number knobs and values out of range fail with BAD_ARGUMENTS naming the knob.
     */
    public static Knobs resolve(String dataset, List<KnobSpec> specs, long rows, long seed, Map<String, String> given) {
        if (rows < 0) {
            throw bad("Number of rows must not be negative, got " + rows);
        }
        Map<String, KnobSpec> byName = specs.stream()
                .collect(Collectors.toMap(KnobSpec::name, s -> s, (a, b) -> a, LinkedHashMap::new));
        for (String name : given.keySet()) {
            if (!byName.containsKey(name)) {
                throw bad("Dataset " + dataset + " has no knob '" + name + "'"
                        + (byName.isEmpty() ? " (it takes only rows and seed)" : "; its knobs: " + String.join(", ", byName.keySet())));
            }
        }
        Map<String, Double> values = new LinkedHashMap<>();
        for (KnobSpec spec : specs) {
            String text = given.get(spec.name());
            values.put(spec.name(), text == null ? spec.defaultValue() : parse(dataset, spec, text.trim()));
        }
        return new Knobs(dataset, rows, seed, values);
    }

    /** The value of a declared knob. */
    public double get(String name) {
        Double v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("dataset " + dataset + " declares no knob " + name);
        }
        return v;
    }

    public long getLong(String name) {
        return (long) get(name);
    }

    private static double parse(String dataset, KnobSpec spec, String text) {
        double v;
        try {
            v = Double.parseDouble(text.replace("_", ""));
        } catch (NumberFormatException e) {
            throw bad("Knob " + spec.name() + " of dataset " + dataset + " must be a number, got '" + text + "'");
        }
        if (Double.isNaN(v) || v < spec.min() || v > spec.max()) {
            throw bad(String.format(Locale.ROOT, "Knob %s of dataset %s is out of range: %s (allowed %s .. %s)",
                    spec.name(), dataset, text, plain(spec.min()), plain(spec.max())));
        }
        if (spec.integer() && v != Math.rint(v)) {
            throw bad("Knob " + spec.name() + " of dataset " + dataset + " takes whole numbers, got " + text);
        }
        return v;
    }

    private static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    private static MergeLabException bad(String message) {
        return new MergeLabException(ErrorCode.BAD_ARGUMENTS, message);
    }
}
