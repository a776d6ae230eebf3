package io.mergelab.profiler.store;

import com.fasterxml.jackson.core.type.TypeReference;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.LayoutResult;
import io.mergelab.profiler.experiment.QueryComparison;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/** Reads stored experiments back: one whole, or a summary line of each. */
final class ExperimentReader {
    private static final TypeReference<List<LayoutResult>> LAYOUTS = new TypeReference<>() { };
    private static final TypeReference<List<String>> STRINGS = new TypeReference<>() { };

    private final Connection connection;

    ExperimentReader(Connection connection) {
        this.connection = connection;
    }

    Optional<Experiment> load(String id) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT * FROM experiments WHERE id = ?")) {
            select.setString(1, id);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                long key = row.getLong("experiment_key");
                return Optional.of(new Experiment(id, row.getObject("created_at", OffsetDateTime.class).toInstant(),
                        row.getString("kind"), row.getString("name"), row.getString("description"),
                        StoreJson.read(row.getString("options_json"), ComparisonOptions.class),
                        StoreJson.read(row.getString("layouts_json"), LAYOUTS),
                        StoreJson.read(row.getString("settings_json"), STRINGS), row.getString("data_digest"),
                        queries(key), cells(key), StoreJson.read(row.getString("notices_json"), STRINGS),
                        Optional.ofNullable(row.getString("replay_of"))));
            }
        }
    }

    /** Every experiment, newest first. */
    List<ExperimentSummary> list() throws SQLException {
        List<ExperimentSummary> all = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT e.id, e.created_at, e.kind, e.name,"
                + " e.layouts_json, (SELECT COUNT(*) FROM experiment_queries q WHERE q.experiment_key ="
                + " e.experiment_key), (SELECT COUNT(*) FROM experiment_cells c WHERE c.experiment_key ="
                + " e.experiment_key) FROM experiments e ORDER BY e.created_at DESC, e.experiment_key DESC");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                all.add(new ExperimentSummary(row.getString(1), row.getObject(2, OffsetDateTime.class).toInstant(),
                        row.getString(3), row.getString(4), StoreJson.read(row.getString(5), LAYOUTS).size(),
                        row.getInt(6), row.getInt(7)));
            }
        }
        return all;
    }

    private List<QueryComparison> queries(long key) throws SQLException {
        List<QueryComparison> queries = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT query_name, sql_text, comparison_id"
                + " FROM experiment_queries WHERE experiment_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    queries.add(new QueryComparison(row.getString(1), row.getString(2), row.getString(3)));
                }
            }
        }
        return queries;
    }

    private List<ExperimentCell> cells(long key) throws SQLException {
        List<ExperimentCell> cells = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT * FROM experiment_cells WHERE experiment_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet c = select.executeQuery()) {
                while (c.next()) {
                    Optional<Verdict> stepVerdict = verdict(c.getString("step_verdict"));
                    cells.add(new ExperimentCell(c.getString("query_name"), c.getString("layout"),
                            c.getString("settings"), c.getString("variant"), c.getInt("rank_in_query"),
                            c.getDouble("median_micros"), c.getDouble("ratio"), c.getDouble("ratio_low"),
                            c.getDouble("ratio_high"), verdict(c.getString("verdict")), c.getString("step_from"),
                            stepVerdict.isPresent() ? c.getDouble("step_ratio") : Double.NaN, stepVerdict,
                            c.getDouble("median_read_rows"), c.getDouble("median_read_bytes"),
                            c.getDouble("median_memory_bytes"), c.getDouble("median_selected_parts"),
                            c.getString("funnel"), c.getString("resizes"), stepThreshold(c)));
                }
            }
        }
        return cells;
    }

    /** The step verdict's threshold; NULL in stores written before V12 and for cells without a step. */
    private static OptionalDouble stepThreshold(ResultSet c) throws SQLException {
        double threshold = c.getDouble("step_threshold");
        return c.wasNull() ? OptionalDouble.empty() : OptionalDouble.of(threshold);
    }

    private static Optional<Verdict> verdict(String words) {
        return words == null ? Optional.empty() : Optional.of(Verdict.ofWords(words));
    }
}
