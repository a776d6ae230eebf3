package io.mergelab.profiler.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The SQL of "the runs a filter matches", newest first. One condition drives: its index holds the run's start time
 * after the filtered value, so H2 reads the newest matches first and stops after a page (a search word, else the tag,
 * the setting, the table; with none of them, {@code runs} by start time or by error code). The other conditions are
 * checked per run through their per-run indexes. A search word that begins several words of the index drives as one
 * branch per completed word, the branches merged by a UNION; one that begins too many drives nothing (then it is
 * common, and runs read newest first soon meet enough of its matches).
 */
final class MatchingRuns {
    static final int MAX_COMPLETIONS = 32;

    private final String from;
    private final String driver;
    private final List<Condition> branches;
    private final List<Condition> conditions;

    /** A piece of WHERE clause and the values of its parameters. */
    record Condition(String sql, List<Object> parameters) {
        static Condition of(String sql, Object... parameters) {
            return new Condition(sql, List.of(parameters));
        }
    }

    private MatchingRuns(String from, String driver, List<Condition> branches, List<Condition> conditions) {
        this.from = from;
        this.driver = driver;
        this.branches = branches;
        this.conditions = conditions;
    }

    static MatchingRuns of(Connection connection, RunFilter filter) throws SQLException {
        List<Condition> conditions = new ArrayList<>();
        String from = null;
        List<Condition> branches = List.of(Condition.of("TRUE"));
        String search = filter.search().map(String::strip).orElse("");
        List<String> words = new ArrayList<>(SqlWords.of(search));
        if (!search.isEmpty() && words.isEmpty()) {
            conditions.add(Condition.of("LOWER(r.sql_text) LIKE ? ESCAPE '\\'", "%" + likeEscaped(search.toLowerCase()) + "%"));
        }
        words.sort(Comparator.comparingInt(String::length).reversed());
        for (String word : words) {
            Optional<List<String>> completions = from == null ? completions(connection, word) : Optional.empty();
            if (completions.isPresent()) {
                from = "run_words d JOIN runs r ON r.run_key = d.run_key";
                branches = completions.get().stream().map(w -> Condition.of("d.word = ?", w)).toList();
                if (branches.isEmpty()) {
                    branches = List.of(Condition.of("FALSE"));
                }
            } else {
                conditions.add(Condition.of("EXISTS (SELECT 1 FROM run_words w WHERE w.run_key = r.run_key"
                        + " AND w.word LIKE ? ESCAPE '\\')", likeEscaped(word) + "%"));
            }
        }
        if (filter.tag().isPresent()) {
            String tag = filter.tag().get();
            if (from == null) {
                from = "run_tags d JOIN runs r ON r.run_key = d.run_key";
                branches = List.of(Condition.of("d.tag = ?", tag));
            } else {
                conditions.add(Condition.of(
                        "EXISTS (SELECT 1 FROM run_tags t WHERE t.run_key = r.run_key AND t.tag = ?)", tag));
            }
        }
        if (filter.setting().isPresent()) {
            RunFilter.SettingValue setting = filter.setting().get();
            if (from == null) {
                from = "run_settings d JOIN runs r ON r.run_key = d.run_key";
                branches = List.of(Condition.of("d.name = ? AND d.setting_value = ?", setting.name(), setting.value()));
            } else {
                conditions.add(Condition.of("EXISTS (SELECT 1 FROM run_settings s WHERE s.run_key = r.run_key"
                        + " AND s.name = ? AND s.setting_value = ?)", setting.name(), setting.value()));
            }
        }
        if (filter.table().isPresent()) {
            String table = filter.table().get();
            Condition match = TableNames.isQualified(table)
                    ? Condition.of("%1$s.short_name = ? AND %1$s.table_name = ?", TableNames.shortName(table), table)
                    : Condition.of("%1$s.short_name = ?", table);
            if (from == null) {
                from = "run_tables d JOIN runs r ON r.run_key = d.run_key";
                branches = List.of(new Condition(match.sql().formatted("d"), match.parameters()));
            } else {
                conditions.add(new Condition("EXISTS (SELECT 1 FROM run_tables t WHERE t.run_key = r.run_key AND "
                        + match.sql().formatted("t") + ")", match.parameters()));
            }
        }
        if (filter.errorCode().isPresent()) {
            conditions.add(Condition.of("r.error_code = ?", filter.errorCode().getAsInt()));
        }
        String driver = from == null ? "r" : "d";
        filter.since().ifPresent(since -> conditions.add(Condition.of(driver + ".started_at >= ?", utc(since))));
        filter.until().ifPresent(until -> conditions.add(Condition.of(driver + ".started_at < ?", utc(until))));
        return new MatchingRuns(from == null ? "runs r" : from, driver, branches, conditions);
    }

    /**
     * {@code SELECT columns} of the newest {@code limit} matches, newest first ({@code columns} name runs as
     * {@code r} and must include {@code started_at} and {@code run_key} as the first two, unqualified in the result).
     */
    PreparedStatement newest(Connection connection, String columns, int limit) throws SQLException {
        String order = " ORDER BY " + driver + ".started_at DESC, " + driver + ".run_key DESC FETCH FIRST ? ROWS ONLY";
        StringBuilder sql = new StringBuilder();
        List<Object> parameters = new ArrayList<>();
        if (branches.size() == 1) {
            appendBranch(sql, parameters, columns, branches.get(0));
            sql.append(order);
            parameters.add(limit);
        } else {
            sql.append("SELECT * FROM (");
            for (int i = 0; i < branches.size(); i++) {
                sql.append(i == 0 ? "(" : " UNION (");
                appendBranch(sql, parameters, columns, branches.get(i));
                sql.append(order).append(')');
                parameters.add(limit);
            }
            sql.append(") u ORDER BY u.started_at DESC, u.run_key DESC FETCH FIRST ? ROWS ONLY");
            parameters.add(limit);
        }
        return prepared(connection, sql.toString(), parameters);
    }

    /** {@code SELECT columns} of every match, in no order; a run may come more than once. */
    PreparedStatement all(Connection connection, String columns) throws SQLException {
        StringBuilder sql = new StringBuilder();
        List<Object> parameters = new ArrayList<>();
        for (int i = 0; i < branches.size(); i++) {
            sql.append(i == 0 ? "" : " UNION ALL ");
            appendBranch(sql, parameters, columns, branches.get(i));
        }
        return prepared(connection, sql.toString(), parameters);
    }

    private void appendBranch(StringBuilder sql, List<Object> parameters, String columns, Condition branch) {
        sql.append("SELECT ").append(columns).append(" FROM ").append(from).append(" WHERE ").append(branch.sql());
        parameters.addAll(branch.parameters());
        for (Condition condition : conditions) {
            sql.append(" AND ").append(condition.sql());
            parameters.addAll(condition.parameters());
        }
    }

    /**
     * The indexed words that {@code prefix} begins, in order, found by seeking the word index once per word; empty
     * when there are more than {@value #MAX_COMPLETIONS}.
     */
    private static Optional<List<String>> completions(Connection connection, String prefix) throws SQLException {
        List<String> words = new ArrayList<>();
        try (PreparedStatement first = connection.prepareStatement("SELECT word FROM run_words"
                + " WHERE word LIKE ? ESCAPE '\\' ORDER BY word FETCH FIRST ROW ONLY");
             PreparedStatement next = connection.prepareStatement("SELECT word FROM run_words"
                     + " WHERE word LIKE ? ESCAPE '\\' AND word > ? ORDER BY word FETCH FIRST ROW ONLY")) {
            String pattern = likeEscaped(prefix) + "%";
            first.setString(1, pattern);
            next.setString(1, pattern);
            PreparedStatement seek = first;
            while (true) {
                try (ResultSet row = seek.executeQuery()) {
                    if (!row.next()) {
                        return Optional.of(words);
                    }
                    words.add(row.getString(1));
                }
                if (words.size() > MAX_COMPLETIONS) {
                    return Optional.empty();
                }
                next.setString(2, words.get(words.size() - 1));
                seek = next;
            }
        }
    }

    private static PreparedStatement prepared(Connection connection, String sql, List<Object> parameters)
            throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        try {
            for (int i = 0; i < parameters.size(); i++) {
                statement.setObject(i + 1, parameters.get(i));
            }
            return statement;
        } catch (SQLException e) {
            statement.close();
            throw e;
        }
    }

    private static OffsetDateTime utc(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    static String likeEscaped(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }
}
