package io.mergelab.profiler.store;

import com.fasterxml.jackson.core.type.TypeReference;
import io.mergelab.profiler.run.ContentDigest;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.MachineFacts;
import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.Outcome;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.run.TargetInfo;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/** Reads a whole run back from its rows. */
final class RunReader {
    private static final TypeReference<List<PartLogEvent>> PART_LOG = new TypeReference<>() {
    };
    private static final TypeReference<List<String>> STRINGS = new TypeReference<>() {
    };
    private static final TypeReference<List<QueryLogEntry>> QUERY_LOG_ROWS = new TypeReference<>() {
    };
    private static final TypeReference<List<PartRow>> PART_ROWS = new TypeReference<>() {
    };
    private static final TypeReference<LinkedHashMap<String, String>> PARAMETERS = new TypeReference<>() {
    };

    private final Connection connection;

    RunReader(Connection connection) {
        this.connection = connection;
    }

    Optional<Run> load(String id) throws SQLException {
        return load(id, true);
    }

    /**
     * The run; without {@code complete}, its parts, part log, EXPLAIN texts and per-server rows are left out (empty),
     * which only a run's own profile shows: comparisons and experiments read its outcome, query_log row, processors and
     * funnels, and load in about half the time.
     */
    Optional<Run> load(String id, boolean complete) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT r.*, w.query_log_json, w.explains_json,"
                + " w.machine_json, w.missing_json"
                + " FROM runs r JOIN run_raw w ON w.run_key = r.run_key WHERE r.id = ?")) {
            select.setString(1, id);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(run(row, complete)) : Optional.empty();
            }
        }
    }

    private Run run(ResultSet row, boolean complete) throws SQLException {
        long key = row.getLong("run_key");
        Map<String, String> settings = new LinkedHashMap<>();
        for (List<String> pair : strings(key, "SELECT name, setting_value FROM run_settings", 2)) {
            settings.put(pair.get(0), pair.get(1));
        }
        Map<String, String> parameters = new LinkedHashMap<>();
        for (List<String> pair : strings(key, "SELECT name, parameter_value FROM run_parameters", 2)) {
            parameters.put(pair.get(0), pair.get(1));
        }
        List<String> tags = strings(key, "SELECT tag FROM run_tags", 1).stream().map(t -> t.get(0)).toList();
        return new Run(
                row.getString("id"),
                row.getString("series_id"),
                row.getInt("repetition"),
                row.getString("query_id"),
                new TargetInfo(row.getString("target_kind"), row.getString("target_description"),
                        row.getString("engine_version")),
                row.getString("sql_text"),
                row.getLong("normalized_query_hash"),
                settings,
                parameters,
                tags,
                row.getObject("started_at", OffsetDateTime.class).toInstant(),
                outcome(row),
                queryLog(key, row),
                processors(key),
                funnels(key),
                complete ? StoreJson.read(row.getString("explains_json"), Explains.class) : Explains.NONE,
                complete ? parts(key) : List.of(),
                datasets(key),
                StoreJson.read(row.getString("machine_json"), MachineFacts.class),
                StoreJson.read(row.getString("missing_json"), STRINGS),
                complete ? partLog(key) : List.of(),
                complete ? nodes(key) : List.of());
    }

    private List<NodeRun> nodes(long key) throws SQLException {
        List<NodeRun> nodes = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT node, shard_num, replica_num, entry_node,"
                + " queries_json, parts_json FROM run_nodes WHERE run_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    nodes.add(new NodeRun(rows.getString(1), rows.getInt(2), rows.getInt(3), rows.getBoolean(4),
                            StoreJson.read(rows.getString(5), QUERY_LOG_ROWS), StoreJson.read(rows.getString(6), PART_ROWS)));
                }
            }
        }
        return nodes;
    }

    private static Outcome outcome(ResultSet row) throws SQLException {
        int code = row.getInt("error_code");
        Optional<RunError> error = row.wasNull() ? Optional.empty()
                : Optional.of(new RunError(code, row.getString("error_name"), row.getString("error_message")));
        return new Outcome(row.getLong("client_elapsed_micros"), row.getLong("result_rows"),
                row.getLong("result_bytes"), row.getString("first_rows_digest"), error);
    }

    private Optional<QueryLogEntry> queryLog(long key, ResultSet row) throws SQLException {
        String raw = row.getString("query_log_json");
        if (raw == null) {
            return Optional.empty();
        }
        RawQueryLog rest = StoreJson.read(raw, RawQueryLog.class);
        Map<String, Long> events = new LinkedHashMap<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT name, event_value FROM profile_events WHERE run_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    events.put(rows.getString(1), rows.getLong(2));
                }
            }
        }
        List<String> tables = strings(key, "SELECT table_name FROM run_tables", 1).stream().map(t -> t.get(0)).toList();
        return Optional.of(new QueryLogEntry(row.getString("log_type"), row.getLong("query_duration_ms"),
                row.getLong("read_rows"), row.getLong("read_bytes"), row.getLong("written_rows"),
                row.getLong("written_bytes"), row.getLong("log_result_rows"), row.getLong("log_result_bytes"),
                row.getLong("memory_usage"), rest.databases(), tables, row.getInt("exception_code"),
                row.getString("exception"), row.getString("log_comment"), events, rest.settings(), rest.columns()));
    }

    private List<ProcessorRow> processors(long key) throws SQLException {
        List<ProcessorRow> processors = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT * FROM processors WHERE run_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet p = select.executeQuery()) {
                while (p.next()) {
                    processors.add(new ProcessorRow(p.getLong("id"), longs(p.getArray("parent_ids")),
                            p.getLong("plan_step_id"), p.getString("plan_step_name"),
                            p.getString("plan_step_description"), p.getLong("plan_group"), p.getString("name"),
                            p.getString("processor_uniq_id"), p.getString("step_uniq_id"), p.getLong("elapsed_micros"),
                            p.getLong("input_wait_micros"), p.getLong("output_wait_micros"), p.getLong("input_rows"),
                            p.getLong("input_bytes"), p.getLong("output_rows"), p.getLong("output_bytes")));
                }
            }
        }
        return processors;
    }

    private List<IndexFunnel> funnels(long key) throws SQLException {
        List<String> tables = strings(key, "SELECT table_name FROM index_funnels", 1).stream().map(t -> t.get(0)).toList();
        List<List<FunnelStage>> stages = new ArrayList<>();
        tables.forEach(t -> stages.add(new ArrayList<>()));
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT * FROM index_stages WHERE run_key = ? ORDER BY funnel_position, position")) {
            select.setLong(1, key);
            try (ResultSet s = select.executeQuery()) {
                while (s.next()) {
                    stages.get(s.getInt("funnel_position")).add(new FunnelStage(s.getString("stage_type"),
                            s.getString("name"), s.getString("description"), strings(s.getArray("index_keys")),
                            s.getString("condition_text"), s.getLong("parts_before"), s.getLong("parts_after"),
                            s.getLong("granules_before"), s.getLong("granules_after"), s.getString("search_algorithm")));
                }
            }
        }
        List<IndexFunnel> funnels = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            funnels.add(new IndexFunnel(tables.get(i), stages.get(i)));
        }
        return funnels;
    }

    private List<PartRow> parts(long key) throws SQLException {
        List<PartRow> parts = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT * FROM parts WHERE run_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet p = select.executeQuery()) {
                while (p.next()) {
                    parts.add(new PartRow(p.getString("database_name"), p.getString("table_name"),
                            p.getString("partition_name"), p.getString("name"), p.getString("part_type"),
                            p.getBoolean("active"), p.getLong("row_count"), p.getLong("marks"),
                            p.getLong("bytes_on_disk"), p.getLong("data_compressed_bytes"),
                            p.getLong("data_uncompressed_bytes"), p.getLong("primary_key_bytes_in_memory"),
                            p.getLong("part_level"), p.getLong("min_block_number"), p.getLong("max_block_number"),
                            p.getLong("modification_time")));
                }
            }
        }
        return parts;
    }

    private List<DatasetFingerprint> datasets(long key) throws SQLException {
        List<DatasetFingerprint> datasets = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT * FROM run_datasets WHERE run_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet d = select.executeQuery()) {
                while (d.next()) {
                    long currentRows = d.getLong("current_rows");
                    OptionalLong current = d.wasNull() ? OptionalLong.empty() : OptionalLong.of(currentRows);
                    datasets.add(new DatasetFingerprint(d.getString("table_name"), d.getString("generator"),
                            StoreJson.read(d.getString("parameters_json"), PARAMETERS),
                            d.getObject("generated_at", OffsetDateTime.class).toInstant(), d.getString("table_engine"),
                            d.getLong("rows_at_generation"), new ContentDigest(d.getLong("digest_rows"),
                                    d.getLong("digest_hash"), d.getBoolean("digest_after_final")),
                            Optional.ofNullable(d.getString("sample_fingerprint_json")), current));
                }
            }
        }
        return datasets;
    }

    private List<PartLogEvent> partLog(long key) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT events_json FROM run_part_log WHERE run_key = ?")) {
            select.setLong(1, key);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? StoreJson.read(row.getString(1), PART_LOG) : List.of();
            }
        }
    }

    /** The string columns of a run's rows of a child table, in their order. */
    private List<List<String>> strings(long key, String select, int columns) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(
                select + " WHERE run_key = ? ORDER BY position")) {
            statement.setLong(1, key);
            try (ResultSet row = statement.executeQuery()) {
                while (row.next()) {
                    List<String> values = new ArrayList<>(columns);
                    for (int c = 1; c <= columns; c++) {
                        values.add(row.getString(c));
                    }
                    rows.add(values);
                }
            }
        }
        return rows;
    }

    private static List<Long> longs(Array array) throws SQLException {
        List<Long> values = new ArrayList<>();
        for (Object value : (Object[]) array.getArray()) {
            values.add(((Number) value).longValue());
        }
        return values;
    }

    private static List<String> strings(Array array) throws SQLException {
        List<String> values = new ArrayList<>();
        for (Object value : (Object[]) array.getArray()) {
            values.add((String) value);
        }
        return values;
    }
}
