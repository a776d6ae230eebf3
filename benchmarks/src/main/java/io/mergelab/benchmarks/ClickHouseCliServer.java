package io.mergelab.benchmarks;

import io.mergelab.sampledata.remote.RemoteServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/** A {@link ClickHouseCli} server as sample data's remote loaders see it, to load generated rows into it. */
final class ClickHouseCliServer implements RemoteServer {
    private final ClickHouseCli cli;

    ClickHouseCliServer(ClickHouseCli cli) {
        this.cli = cli;
    }

    @Override
    public void execute(String sql) {
        try {
            cli.query(sql);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + sql, e);
        }
    }

    @Override
    public void insertTsv(String table, List<String> columns, byte[] tsvRows) {
        try {
            cli.insertTsv(table + " (" + String.join(", ", columns) + ")", tsvRows);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while inserting into " + table, e);
        }
    }

    /** The benchmarks' server is Debian's 18.16, where skip indexes are experimental. */
    @Override
    public Optional<String> lacksSkipIndexes() {
        return Optional.of("ClickHouse 18.16 has skip indexes only as an experimental setting");
    }

    @Override
    public String description() {
        return "clickhouse-client " + cli;
    }
}
