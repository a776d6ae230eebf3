package io.mergelab.sampledata.scenario;

import java.util.Locale;

/** A variant held in a file of the dataset's rows, in a format {@code file()} reads. */
public record FileLayout(String format) {

    /** The file name extension for the format: csv, jsonl, native or tsv. */
    public String extension() {
        String f = format.toLowerCase(Locale.ROOT);
        return f.startsWith("csv") ? "csv" : f.startsWith("json") ? "jsonl" : f.equals("native") ? "native" : "tsv";
    }
}
