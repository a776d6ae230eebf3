package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.TableLoader;
import io.mergelab.sampledata.remote.RemoteTableLoader;
import io.mergelab.sampledata.remote.ServerDdl;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * The generated {@code hits} table (sample-data's ClickBench-like dataset, its default table and key) in MergeLab,
 * the very same rows in DuckDB with ClickBench's DuckDB types (EventTime TIMESTAMP, EventDate DATE), and in a
 * ClickHouse server with MergeLab's table definition.
 */
final class ClickBenchTables {
    static final long SEED = 20_261_202L;
    private static final Dataset HITS = Datasets.named("hits");

    private ClickBenchTables() {
    }

    static void loadMergeLab(Engine engine, long rows, int threads) {
        engine.newSession().execute(HITS.createTable("hits")).close();
        new TableLoader(engine).load("hits", HITS.columnNames(), HITS.generator(HITS.knobs(rows, SEED, Map.of())),
                threads, Map.of(), LoadProgress.NONE);
    }

    /**
     * Generates the same rows again (same seed, same blocks) into a new {@code hits} table of a ClickHouse server,
     * one {@code INSERT} per block, as {@code mergelab generate hits --target URL} does.
     */
    static void loadClickHouse(ClickHouseCli clickHouse, long rows, int threads) {
        ClickHouseCliServer server = new ClickHouseCliServer(clickHouse);
        server.execute("DROP TABLE IF EXISTS hits");
        server.execute(ServerDdl.portable(HITS.createTable("hits")));
        new RemoteTableLoader(server).load("hits", HITS.columnNames(), HITS.columnTypes(),
                HITS.generator(HITS.knobs(rows, SEED, Map.of())), threads, LoadProgress.NONE);
    }

    /**
     * Appends MergeLab's rows to a DuckDB staging table (dates and times as numbers), then converts them to
     * ClickBench's DuckDB table in one statement.
     */
    static void copyToDuck(Session s, Connection duck) throws SQLException {
        List<String> names = HITS.columnNames();
        List<DataType> types = HITS.columnTypes();
        List<String> staged = new ArrayList<>();
        List<String> converted = new ArrayList<>();
        for (int c = 0; c < names.size(); c++) {
            String name = names.get(c);
            String type = types.get(c).name();
            staged.add(name + " " + (type.equals("String") ? "VARCHAR" : "BIGINT"));
            converted.add(switch (type) {
                case "DateTime" -> "make_timestamp(" + name + " * 1000000) AS " + name;
                case "Date" -> "CAST(DATE '1970-01-01' + CAST(" + name + " AS INTEGER) AS DATE) AS " + name;
                default -> "CAST(" + name + " AS " + duckType(type) + ") AS " + name;
            });
        }
        try (Statement st = duck.createStatement()) {
            st.execute("CREATE TABLE hits_staged (" + String.join(", ", staged) + ")");
        }
        try (DuckDBAppender appender = duck.unwrap(DuckDBConnection.class).createAppender("main", "hits_staged");
             QueryResult r = s.execute("SELECT " + String.join(", ", names) + " FROM hits")) {
            Iterator<Chunk> chunks = r.chunks();
            while (chunks.hasNext()) {
                Chunk chunk = chunks.next();
                for (int row = 0; row < chunk.rows(); row++) {
                    appender.beginRow();
                    for (int c = 0; c < names.size(); c++) {
                        if (chunk.column(c) instanceof BytesColumn b) {
                            appender.append(new String(b.data(), b.start(row), b.length(row), StandardCharsets.UTF_8));
                        } else {
                            appender.append(((LongColumn) chunk.column(c)).getLong(row));
                        }
                    }
                    appender.endRow();
                }
            }
        }
        try (Statement st = duck.createStatement()) {
            st.execute("CREATE TABLE hits AS SELECT " + converted.stream().collect(Collectors.joining(", ")) + " FROM hits_staged");
            st.execute("DROP TABLE hits_staged");
            st.execute("CHECKPOINT");
        }
    }

    private static String duckType(String type) {
        return switch (type) {
            case "Int16" -> "SMALLINT";
            case "Int32" -> "INTEGER";
            case "UInt32" -> "UINTEGER";
            case "Int64" -> "BIGINT";
            case "String" -> "VARCHAR";
            default -> throw new IllegalArgumentException("No DuckDB type for hits column type " + type);
        };
    }
}
