package io.mergelab.benchmarks;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A ClickHouse server reached through {@code clickhouse-client} on the PATH, as a reference to measure against.
 * Latencies are the client's own {@code --time} figures (server round trip, without the client's start-up).
 */
final class ClickHouseCli {
    private final int port;

    record Timed(String output, double millis) {
    }

    ClickHouseCli(int port) {
        this.port = port;
    }

    /** Runs one statement with the given {@code name=value} settings and returns its TSV output. */
    String query(String sql, String... settings) throws IOException, InterruptedException {
        return run(sql, null, false, settings).output();
    }

    /** Runs one query with {@code --time} and returns its output and elapsed time. */
    Timed timed(String sql, String... settings) throws IOException, InterruptedException {
        return run(sql, null, true, settings);
    }

    void insertTsv(String table, byte[] rows) throws IOException, InterruptedException {
        run("INSERT INTO " + table + " FORMAT TabSeparated", rows, false);
    }

    private Timed run(String sql, byte[] input, boolean time, String... settings) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("clickhouse-client", "--port", Integer.toString(port)));
        if (time) {
            command.add("--time");
        }
        for (String s : settings) {
            command.add("--" + s);
        }
        command.addAll(List.of("--query", sql));
        Process p = new ProcessBuilder(command).start();
        try (OutputStream in = p.getOutputStream()) {
            if (input != null) {
                in.write(input);
            }
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (p.waitFor() != 0) {
            throw new IOException("clickhouse-client failed on " + sql + ": " + err);
        }
        // --time prints the elapsed seconds as the last line of stderr
        double millis = time ? Double.parseDouble(err.substring(err.lastIndexOf('\n') + 1).strip()) * 1000 : 0;
        return new Timed(out, millis);
    }

    @Override
    public String toString() {
        return "clickhouse-client --port " + port;
    }
}
