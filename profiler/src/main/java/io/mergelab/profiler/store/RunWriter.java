package io.mergelab.profiler.store;

import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Writes one run into its rows, inside the caller's transaction. */
final class RunWriter {
    private final Connection connection;

    RunWriter(Connection connection) {
        this.connection = connection;
    }

    void insert(Run run) throws SQLException {
        OffsetDateTime started = OffsetDateTime.ofInstant(run.startedAt(), ZoneOffset.UTC);
        long key = insertRun(run, started);
        insertTags(key, run.tags(), started);
        insertSettings(key, run.settings(), started);
        insertWords(key, run.sql(), started);
        insertParameters(key, run.parameters());
        if (run.queryLog().isPresent()) {
            insertTables(key, run.queryLog().get().tables(), started);
            insertProfileEvents(key, run.queryLog().get().profileEvents());
        }
        insertProcessors(key, run.processors());
        insertFunnels(key, run.indexFunnels());
        insertParts(key, run.parts());
        insertDatasets(key, run.datasets());
        insertPartLog(key, run.partLog());
        insertNodes(key, run.nodes());
        insertRaw(key, run);
    }

    private long insertRun(Run run, OffsetDateTime started) throws SQLException {
        String sql = "INSERT INTO runs (id, series_id, repetition, query_id, target_kind, target_description,"
                + " engine_version, sql_text, normalized_query_hash, started_at, client_elapsed_micros, result_rows,"
                + " result_bytes, first_rows_digest, error_code, error_name, error_message, log_type,"
                + " query_duration_ms, read_rows, read_bytes, written_rows, written_bytes, log_result_rows,"
                + " log_result_bytes, memory_usage, exception_code, exception, log_comment)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (PreparedStatement insert = connection.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            int i = 0;
            insert.setString(++i, run.id());
            insert.setString(++i, run.seriesId());
            insert.setInt(++i, run.repetition());
            insert.setString(++i, run.queryId());
            insert.setString(++i, run.target().kind());
            insert.setString(++i, run.target().description());
            insert.setString(++i, run.target().engineVersion());
            insert.setString(++i, run.sql());
            insert.setLong(++i, run.normalizedQueryHash());
            insert.setObject(++i, started);
            insert.setLong(++i, run.outcome().clientElapsedMicros());
            insert.setLong(++i, run.outcome().resultRows());
            insert.setLong(++i, run.outcome().resultBytes());
            insert.setString(++i, run.outcome().firstRowsDigest());
            Optional<RunError> error = run.outcome().error();
            setInt(insert, ++i, error.map(RunError::code));
            insert.setString(++i, error.map(RunError::name).orElse(null));
            insert.setString(++i, error.map(RunError::message).orElse(null));
            Optional<QueryLogEntry> log = run.queryLog();
            insert.setString(++i, log.map(QueryLogEntry::type).orElse(null));
            setLong(insert, ++i, log.map(QueryLogEntry::queryDurationMs));
            setLong(insert, ++i, log.map(QueryLogEntry::readRows));
            setLong(insert, ++i, log.map(QueryLogEntry::readBytes));
            setLong(insert, ++i, log.map(QueryLogEntry::writtenRows));
            setLong(insert, ++i, log.map(QueryLogEntry::writtenBytes));
            setLong(insert, ++i, log.map(QueryLogEntry::resultRows));
            setLong(insert, ++i, log.map(QueryLogEntry::resultBytes));
            setLong(insert, ++i, log.map(QueryLogEntry::memoryUsage));
            setInt(insert, ++i, log.map(QueryLogEntry::exceptionCode));
            insert.setString(++i, log.map(QueryLogEntry::exception).orElse(null));
            insert.setString(++i, log.map(QueryLogEntry::logComment).orElse(null));
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    private void insertTags(long key, List<String> tags, OffsetDateTime started) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO run_tags (run_key, position, tag, started_at) VALUES (?, ?, ?, ?)")) {
            for (int position = 0; position < tags.size(); position++) {
                insert.setLong(1, key);
                insert.setInt(2, position);
                insert.setString(3, tags.get(position));
                insert.setObject(4, started);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertTables(long key, List<String> tables, OffsetDateTime started) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO run_tables"
                + " (run_key, position, table_name, short_name, started_at) VALUES (?, ?, ?, ?, ?)")) {
            for (int position = 0; position < tables.size(); position++) {
                insert.setLong(1, key);
                insert.setInt(2, position);
                insert.setString(3, tables.get(position));
                insert.setString(4, TableNames.shortName(tables.get(position)));
                insert.setObject(5, started);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertSettings(long key, Map<String, String> settings, OffsetDateTime started) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO run_settings"
                + " (run_key, position, name, setting_value, started_at) VALUES (?, ?, ?, ?, ?)")) {
            int position = 0;
            for (Map.Entry<String, String> setting : settings.entrySet()) {
                insert.setLong(1, key);
                insert.setInt(2, position++);
                insert.setString(3, setting.getKey());
                insert.setString(4, setting.getValue());
                insert.setObject(5, started);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertWords(long key, String sql, OffsetDateTime started) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO run_words (run_key, word, started_at) VALUES (?, ?, ?)")) {
            for (String word : SqlWords.of(sql)) {
                insert.setLong(1, key);
                insert.setString(2, word);
                insert.setObject(3, started);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertParameters(long key, Map<String, String> parameters) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO run_parameters (run_key, position, name, parameter_value) VALUES (?, ?, ?, ?)")) {
            int position = 0;
            for (Map.Entry<String, String> parameter : parameters.entrySet()) {
                insert.setLong(1, key);
                insert.setInt(2, position++);
                insert.setString(3, parameter.getKey());
                insert.setString(4, parameter.getValue());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertProfileEvents(long key, Map<String, Long> events) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO profile_events (run_key, position, name, event_value) VALUES (?, ?, ?, ?)")) {
            int position = 0;
            for (Map.Entry<String, Long> event : events.entrySet()) {
                insert.setLong(1, key);
                insert.setInt(2, position++);
                insert.setString(3, event.getKey());
                insert.setLong(4, event.getValue());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertProcessors(long key, List<ProcessorRow> processors) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO processors (run_key, position, id,"
                + " parent_ids, plan_step_id, plan_step_name, plan_step_description, plan_group, name,"
                + " processor_uniq_id, step_uniq_id, elapsed_micros, input_wait_micros, output_wait_micros,"
                + " input_rows, input_bytes, output_rows, output_bytes)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int position = 0; position < processors.size(); position++) {
                ProcessorRow p = processors.get(position);
                int i = 0;
                insert.setLong(++i, key);
                insert.setInt(++i, position);
                insert.setLong(++i, p.id());
                insert.setObject(++i, p.parentIds().toArray(Long[]::new));
                insert.setLong(++i, p.planStepId());
                insert.setString(++i, p.planStepName());
                insert.setString(++i, p.planStepDescription());
                insert.setLong(++i, p.planGroup());
                insert.setString(++i, p.name());
                insert.setString(++i, p.processorUniqId());
                insert.setString(++i, p.stepUniqId());
                insert.setLong(++i, p.elapsedMicros());
                insert.setLong(++i, p.inputWaitMicros());
                insert.setLong(++i, p.outputWaitMicros());
                insert.setLong(++i, p.inputRows());
                insert.setLong(++i, p.inputBytes());
                insert.setLong(++i, p.outputRows());
                insert.setLong(++i, p.outputBytes());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertFunnels(long key, List<IndexFunnel> funnels) throws SQLException {
        try (PreparedStatement funnel = connection.prepareStatement(
                "INSERT INTO index_funnels (run_key, position, table_name) VALUES (?, ?, ?)");
             PreparedStatement stage = connection.prepareStatement("INSERT INTO index_stages (run_key,"
                     + " funnel_position, position, stage_type, name, description, index_keys, condition_text,"
                     + " parts_before, parts_after, granules_before, granules_after, search_algorithm)"
                     + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int f = 0; f < funnels.size(); f++) {
                funnel.setLong(1, key);
                funnel.setInt(2, f);
                funnel.setString(3, funnels.get(f).table());
                funnel.addBatch();
                List<FunnelStage> stages = funnels.get(f).stages();
                for (int s = 0; s < stages.size(); s++) {
                    FunnelStage st = stages.get(s);
                    int i = 0;
                    stage.setLong(++i, key);
                    stage.setInt(++i, f);
                    stage.setInt(++i, s);
                    stage.setString(++i, st.type());
                    stage.setString(++i, st.name());
                    stage.setString(++i, st.description());
                    stage.setObject(++i, st.keys().toArray(String[]::new));
                    stage.setString(++i, st.condition());
                    stage.setLong(++i, st.partsBefore());
                    stage.setLong(++i, st.partsAfter());
                    stage.setLong(++i, st.granulesBefore());
                    stage.setLong(++i, st.granulesAfter());
                    stage.setString(++i, st.searchAlgorithm());
                    stage.addBatch();
                }
            }
            funnel.executeBatch();
            stage.executeBatch();
        }
    }

    private void insertParts(long key, List<PartRow> parts) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO parts (run_key, position,"
                + " database_name, table_name, partition_name, name, part_type, active, row_count, marks,"
                + " bytes_on_disk, data_compressed_bytes, data_uncompressed_bytes, primary_key_bytes_in_memory,"
                + " part_level, min_block_number, max_block_number, modification_time)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int position = 0; position < parts.size(); position++) {
                PartRow p = parts.get(position);
                int i = 0;
                insert.setLong(++i, key);
                insert.setInt(++i, position);
                insert.setString(++i, p.database());
                insert.setString(++i, p.table());
                insert.setString(++i, p.partition());
                insert.setString(++i, p.name());
                insert.setString(++i, p.partType());
                insert.setBoolean(++i, p.active());
                insert.setLong(++i, p.rows());
                insert.setLong(++i, p.marks());
                insert.setLong(++i, p.bytesOnDisk());
                insert.setLong(++i, p.dataCompressedBytes());
                insert.setLong(++i, p.dataUncompressedBytes());
                insert.setLong(++i, p.primaryKeyBytesInMemory());
                insert.setLong(++i, p.level());
                insert.setLong(++i, p.minBlockNumber());
                insert.setLong(++i, p.maxBlockNumber());
                insert.setLong(++i, p.modificationTime());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertDatasets(long key, List<DatasetFingerprint> datasets) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO run_datasets (run_key, position,"
                + " table_name, generator, parameters_json, generated_at, table_engine, rows_at_generation, digest_rows,"
                + " digest_hash, digest_after_final, sample_fingerprint_json, current_rows)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int position = 0; position < datasets.size(); position++) {
                DatasetFingerprint d = datasets.get(position);
                int i = 0;
                insert.setLong(++i, key);
                insert.setInt(++i, position);
                insert.setString(++i, d.table());
                insert.setString(++i, d.generator());
                insert.setString(++i, StoreJson.write(d.parameters()));
                insert.setObject(++i, OffsetDateTime.ofInstant(d.generatedAt(), ZoneOffset.UTC));
                insert.setString(++i, d.tableEngine());
                insert.setLong(++i, d.rowsAtGeneration());
                insert.setLong(++i, d.digest().rows());
                insert.setLong(++i, d.digest().hashSum());
                insert.setBoolean(++i, d.digest().afterFinal());
                insert.setString(++i, d.sampleFingerprintJson().orElse(null));
                setLong(insert, ++i, d.currentRows().isPresent() ? Optional.of(d.currentRows().getAsLong())
                        : Optional.empty());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertNodes(long key, List<NodeRun> nodes) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO run_nodes (run_key, position, node,"
                + " shard_num, replica_num, entry_node, queries_json, parts_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int position = 0; position < nodes.size(); position++) {
                NodeRun node = nodes.get(position);
                int i = 0;
                insert.setLong(++i, key);
                insert.setInt(++i, position);
                insert.setString(++i, node.node());
                insert.setInt(++i, node.shardNum());
                insert.setInt(++i, node.replicaNum());
                insert.setBoolean(++i, node.entry());
                insert.setString(++i, StoreJson.write(node.queries()));
                insert.setString(++i, StoreJson.write(node.parts()));
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertPartLog(long key, List<PartLogEvent> events) throws SQLException {
        if (events.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO run_part_log (run_key, events_json) VALUES (?, ?)")) {
            insert.setLong(1, key);
            insert.setString(2, StoreJson.write(events));
            insert.executeUpdate();
        }
    }

    /** (run_raw's {@code fingerprint_json} is left NULL: a run no longer has a free-form fingerprint.) */
    private void insertRaw(long key, Run run) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO run_raw (run_key, query_log_json,"
                + " explains_json, machine_json, missing_json) VALUES (?, ?, ?, ?, ?)")) {
            insert.setLong(1, key);
            insert.setString(2, run.queryLog().map(RunWriter::rawQueryLog).orElse(null));
            insert.setString(3, StoreJson.write(run.explains()));
            insert.setString(4, StoreJson.write(run.machine()));
            insert.setString(5, StoreJson.write(run.missing()));
            insert.executeUpdate();
        }
    }

    /** The parts of the query log row that have no table of their own. */
    private static String rawQueryLog(QueryLogEntry log) {
        return StoreJson.write(new RawQueryLog(log.databases(), log.settings(), log.columns()));
    }

    private static void setLong(PreparedStatement statement, int index, Optional<Long> value) throws SQLException {
        if (value.isPresent()) {
            statement.setLong(index, value.get());
        } else {
            statement.setNull(index, Types.BIGINT);
        }
    }

    private static void setInt(PreparedStatement statement, int index, Optional<Integer> value) throws SQLException {
        if (value.isPresent()) {
            statement.setInt(index, value.get());
        } else {
            statement.setNull(index, Types.INTEGER);
        }
    }
}
