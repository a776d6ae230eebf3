package io.mergelab.profiler.report;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The file formats a report is written in, named as {@code --format} takes them. */
public enum ReportFormat {
    HTML("html"),
    MARKDOWN("md"),
    JSON("json"),
    CSV("csv");

    private final String name;

    ReportFormat(String name) {
        this.name = name;
    }

    public String formatName() {
        return name;
    }

    /** The format called {@code name} ({@code html}, {@code md}, {@code json}, {@code csv}; {@code markdown} too). */
    public static ReportFormat named(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        if (wanted.equals("markdown") || wanted.equals("htm")) {
            return wanted.equals("htm") ? HTML : MARKDOWN;
        }
        return Arrays.stream(values()).filter(f -> f.name.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("Unknown report format '" + name + "'; use one of "
                        + Arrays.stream(values()).map(f -> f.name).collect(Collectors.joining(", "))));
    }

    /** The format {@code file}'s extension names; a file without a known extension is an error saying so. */
    public static ReportFormat of(Path file) {
        String fileName = file.getFileName() == null ? "" : file.getFileName().toString();
        int dot = fileName.lastIndexOf('.');
        if (dot < 0) {
            throw new IllegalArgumentException("Cannot tell the report format of " + file
                    + " from its extension; give --format html, md, json or csv");
        }
        try {
            return named(fileName.substring(dot + 1));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Cannot tell the report format of " + file
                    + " from its extension; give --format html, md, json or csv", e);
        }
    }
}
