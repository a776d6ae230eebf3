package io.mergelab.app.cli;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.dataset.GeneratedDataset;
import io.mergelab.profiler.dataset.ProvenanceTable;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.sampledata.dataset.Knobs;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What {@code generate} and {@code scenario load} record about a table they filled, in the target's
 * {@code mergelab.datasets} table, so later runs of that table carry the generator, its parameters and the content
 * digest (docs/run-model.md, "Dataset fingerprints").
 */
final class GeneratedTables {

    private GeneratedTables() {
    }

    /** rows, seed, then every knob (given or default) by name. */
    static Map<String, String> parameters(Knobs knobs) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("rows", Long.toString(knobs.rows()));
        parameters.put("seed", Long.toString(knobs.seed()));
        new TreeMap<>(knobs.values()).forEach((name, value) -> parameters.put(name, number(value)));
        return parameters;
    }

    /** Records the table and says so on {@code err}: {@code Recorded default.needle: 1000000 rows, digest …}. */
    static DatasetFingerprint record(QueryTarget target, String table, String generator, Map<String, String> parameters,
                                     Optional<String> sampleFingerprintJson, PrintStream err) {
        DatasetFingerprint recorded = ProvenanceTable.record(target,
                new GeneratedDataset(table, generator, parameters, sampleFingerprintJson));
        err.println("Recorded " + table + " in " + ProvenanceTable.NAME + ": " + recorded.rowsAtGeneration()
                + " rows, digest " + recorded.digest().text());
        return recorded;
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value);
    }
}
