package io.mergelab.profiler.store;

import com.fasterxml.jackson.core.type.TypeReference;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.DataCheck;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.PlanShape;
import io.mergelab.profiler.compare.RunMetrics;
import io.mergelab.profiler.compare.SameData;
import io.mergelab.profiler.compare.SettingDifference;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.compare.VariantRuns;
import io.mergelab.profiler.compare.Verdict;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads one stored comparison back whole. */
final class ComparisonReader {
    private static final TypeReference<List<StoredVariant>> VARIANTS = new TypeReference<>() { };
    private static final TypeReference<List<SettingDifference>> SETTINGS_DIFF = new TypeReference<>() { };
    private static final TypeReference<List<String>> STRINGS = new TypeReference<>() { };

    private final Connection connection;

    ComparisonReader(Connection connection) {
        this.connection = connection;
    }

    Optional<Comparison> load(String id) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT * FROM comparisons WHERE id = ?")) {
            select.setString(1, id);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                long key = row.getLong("comparison_key");
                List<Variant> variants = StoreJson.read(row.getString("variants_json"), VARIANTS).stream()
                        .map(StoredVariant::variant).toList();
                return Optional.of(new Comparison(id, row.getObject("created_at", OffsetDateTime.class).toInstant(),
                        row.getString("kind"), row.getString("sql_text"), variants, row.getInt("rounds"),
                        StoreJson.read(row.getString("options_json"), ComparisonOptions.class), variantRuns(key),
                        verdicts(key, Optional.empty()), StoreJson.read(row.getString("settings_diff_json"), SETTINGS_DIFF),
                        PlanShape.ofWords(row.getString("plan_shape")),
                        new DataCheck(SameData.ofWords(row.getString("same_data")),
                                StoreJson.read(row.getString("data_findings_json"), STRINGS)),
                        StoreJson.read(row.getString("notices_json"), STRINGS)));
            }
        }
    }

    /** The newest {@code limit} comparisons, newest first, each with its client wall time's verdicts. */
    List<ComparisonSummary> list(int limit) throws SQLException {
        List<ComparisonSummary> summaries = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT comparison_key, id, kind, created_at,"
                + " sql_text, rounds FROM comparisons ORDER BY created_at DESC, comparison_key DESC FETCH FIRST ? ROWS ONLY")) {
            select.setInt(1, limit);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    long key = row.getLong(1);
                    summaries.add(new ComparisonSummary(row.getString(2), row.getString(3),
                            row.getObject(4, OffsetDateTime.class).toInstant(), row.getString(5), variantNames(key),
                            row.getInt(6), verdicts(key, Optional.of(RunMetrics.CLIENT_ELAPSED))));
                }
            }
        }
        return summaries;
    }

    private List<String> variantNames(long key) throws SQLException {
        List<String> names = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT name FROM comparison_variants WHERE comparison_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    names.add(row.getString(1));
                }
            }
        }
        return names;
    }

    /** Each variant's runs that are still in the store, by round. */
    private List<VariantRuns> variantRuns(long key) throws SQLException {
        List<VariantRuns> variants = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT position, name, series_id, plan_hash"
                + " FROM comparison_variants WHERE comparison_key = ? ORDER BY position")) {
            select.setLong(1, key);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    variants.add(new VariantRuns(row.getString(2), row.getString(3), runIds(key, row.getInt(1)),
                            row.getString(4)));
                }
            }
        }
        return variants;
    }

    private List<String> runIds(long key, int position) throws SQLException {
        List<String> ids = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT run_id FROM comparison_runs"
                + " WHERE comparison_key = ? AND variant_position = ? ORDER BY round_number")) {
            select.setLong(1, key);
            select.setInt(2, position);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    ids.add(row.getString(1));
                }
            }
        }
        return ids;
    }

    /** The verdicts, in order; only {@code metric}'s when given. */
    private List<MetricVerdict> verdicts(long key, Optional<String> metric) throws SQLException {
        List<MetricVerdict> verdicts = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT * FROM comparison_verdicts"
                + " WHERE comparison_key = ?" + (metric.isPresent() ? " AND metric = ?" : "") + " ORDER BY position")) {
            select.setLong(1, key);
            if (metric.isPresent()) {
                select.setString(2, metric.get());
            }
            try (ResultSet v = select.executeQuery()) {
                while (v.next()) {
                    verdicts.add(new MetricVerdict(v.getString("metric"), v.getString("variant"),
                            v.getDouble("baseline_median"), v.getDouble("median"), v.getDouble("relative_difference"),
                            v.getDouble("threshold"), v.getDouble("ratio"), v.getDouble("ratio_low"),
                            v.getDouble("ratio_high"), Verdict.ofWords(v.getString("verdict"))));
                }
            }
        }
        return verdicts;
    }
}
