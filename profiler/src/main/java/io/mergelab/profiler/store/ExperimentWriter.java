package io.mergelab.profiler.store;

import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.QueryComparison;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

/** Writes one experiment into its rows, inside the caller's transaction; its comparisons must be stored already. */
final class ExperimentWriter {
    private final Connection connection;

    ExperimentWriter(Connection connection) {
        this.connection = connection;
    }

    void insert(Experiment experiment) throws SQLException {
        long key = insertExperiment(experiment);
        insertQueries(key, experiment.queries());
        insertCells(key, experiment.cells());
    }

    private long insertExperiment(Experiment e) throws SQLException {
        String sql = "INSERT INTO experiments (id, kind, name, description, created_at, options_json, layouts_json,"
                + " settings_json, data_digest, notices_json, replay_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (PreparedStatement insert = connection.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            int i = 0;
            insert.setString(++i, e.id());
            insert.setString(++i, e.kind());
            insert.setString(++i, e.name());
            insert.setString(++i, e.description());
            insert.setObject(++i, OffsetDateTime.ofInstant(e.createdAt(), ZoneOffset.UTC));
            insert.setString(++i, StoreJson.write(e.options()));
            insert.setString(++i, StoreJson.write(e.layouts()));
            insert.setString(++i, StoreJson.write(e.settings()));
            insert.setString(++i, e.dataDigest());
            insert.setString(++i, StoreJson.write(e.notices()));
            insert.setString(++i, e.replayOf().orElse(null));
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    private void insertQueries(long key, List<QueryComparison> queries) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO experiment_queries"
                + " (experiment_key, position, query_name, sql_text, comparison_id) VALUES (?, ?, ?, ?, ?)")) {
            for (int q = 0; q < queries.size(); q++) {
                insert.setLong(1, key);
                insert.setInt(2, q);
                insert.setString(3, queries.get(q).query());
                insert.setString(4, queries.get(q).sql());
                insert.setString(5, queries.get(q).comparisonId());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertCells(long key, List<ExperimentCell> cells) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO experiment_cells (experiment_key,"
                + " position, query_name, layout, settings, variant, rank_in_query, median_micros, ratio, ratio_low,"
                + " ratio_high, verdict, step_from, step_ratio, step_verdict, median_read_rows, median_read_bytes,"
                + " median_memory_bytes, median_selected_parts, funnel, resizes,"
                + " step_threshold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int p = 0; p < cells.size(); p++) {
                ExperimentCell c = cells.get(p);
                int i = 0;
                insert.setLong(++i, key);
                insert.setInt(++i, p);
                insert.setString(++i, c.query());
                insert.setString(++i, c.layout());
                insert.setString(++i, c.settings());
                insert.setString(++i, c.variant());
                insert.setInt(++i, c.rank());
                insert.setDouble(++i, c.medianMicros());
                insert.setDouble(++i, c.ratio());
                insert.setDouble(++i, c.ratioLow());
                insert.setDouble(++i, c.ratioHigh());
                insert.setString(++i, c.verdict().map(v -> v.words()).orElse(null));
                insert.setString(++i, c.stepFrom());
                if (c.stepVerdict().isPresent()) {
                    insert.setDouble(++i, c.stepRatio());
                } else {
                    insert.setNull(++i, Types.DOUBLE);
                }
                insert.setString(++i, c.stepVerdict().map(v -> v.words()).orElse(null));
                insert.setDouble(++i, c.medianReadRows());
                insert.setDouble(++i, c.medianReadBytes());
                insert.setDouble(++i, c.medianMemoryBytes());
                insert.setDouble(++i, c.medianSelectedParts());
                insert.setString(++i, c.funnel());
                insert.setString(++i, c.resizes());
                if (c.stepThreshold().isPresent()) {
                    insert.setDouble(++i, c.stepThreshold().getAsDouble());
                } else {
                    insert.setNull(++i, Types.DOUBLE);
                }
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }
}
