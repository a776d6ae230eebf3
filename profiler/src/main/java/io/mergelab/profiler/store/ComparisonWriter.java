package io.mergelab.profiler.store;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.VariantRuns;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

/** Writes one comparison into its rows, inside the caller's transaction; its runs must be stored already. */
final class ComparisonWriter {
    private final Connection connection;

    ComparisonWriter(Connection connection) {
        this.connection = connection;
    }

    void insert(Comparison comparison) throws SQLException {
        long key = insertComparison(comparison);
        insertVariants(key, comparison.runs());
        insertRuns(key, comparison.runs());
        insertVerdicts(key, comparison.verdicts());
    }

    private long insertComparison(Comparison c) throws SQLException {
        String sql = "INSERT INTO comparisons (id, kind, created_at, sql_text, variants_json, rounds, options_json,"
                + " plan_shape, same_data, data_findings_json, settings_diff_json, notices_json)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (PreparedStatement insert = connection.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            int i = 0;
            insert.setString(++i, c.id());
            insert.setString(++i, c.kind());
            insert.setObject(++i, OffsetDateTime.ofInstant(c.createdAt(), ZoneOffset.UTC));
            insert.setString(++i, c.sql());
            insert.setString(++i, StoreJson.write(c.variants().stream().map(StoredVariant::of).toList()));
            insert.setInt(++i, c.rounds());
            insert.setString(++i, StoreJson.write(c.options()));
            insert.setString(++i, c.planShape().words());
            insert.setString(++i, c.data().sameData().words());
            insert.setString(++i, StoreJson.write(c.data().findings()));
            insert.setString(++i, StoreJson.write(c.settingsDiff()));
            insert.setString(++i, StoreJson.write(c.notices()));
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    private void insertVariants(long key, List<VariantRuns> runs) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO comparison_variants"
                + " (comparison_key, position, name, series_id, plan_hash) VALUES (?, ?, ?, ?, ?)")) {
            for (int v = 0; v < runs.size(); v++) {
                insert.setLong(1, key);
                insert.setInt(2, v);
                insert.setString(3, runs.get(v).variant());
                insert.setString(4, runs.get(v).seriesId());
                insert.setString(5, runs.get(v).planHash());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertRuns(long key, List<VariantRuns> runs) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO comparison_runs"
                + " (comparison_key, variant_position, round_number, run_id) VALUES (?, ?, ?, ?)")) {
            for (int v = 0; v < runs.size(); v++) {
                List<String> ids = runs.get(v).runIds();
                for (int round = 0; round < ids.size(); round++) {
                    insert.setLong(1, key);
                    insert.setInt(2, v);
                    insert.setInt(3, round);
                    insert.setString(4, ids.get(round));
                    insert.addBatch();
                }
            }
            insert.executeBatch();
        }
    }

    private void insertVerdicts(long key, List<MetricVerdict> verdicts) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO comparison_verdicts"
                + " (comparison_key, position, variant, metric, baseline_median, median, relative_difference,"
                + " threshold, ratio, ratio_low, ratio_high, verdict) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int p = 0; p < verdicts.size(); p++) {
                MetricVerdict v = verdicts.get(p);
                int i = 0;
                insert.setLong(++i, key);
                insert.setInt(++i, p);
                insert.setString(++i, v.variant());
                insert.setString(++i, v.metric());
                insert.setDouble(++i, v.baselineMedian());
                insert.setDouble(++i, v.median());
                insert.setDouble(++i, v.relativeDifference());
                insert.setDouble(++i, v.threshold());
                insert.setDouble(++i, v.ratio());
                insert.setDouble(++i, v.ratioLow());
                insert.setDouble(++i, v.ratioHigh());
                insert.setString(++i, v.verdict().words());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }
}
