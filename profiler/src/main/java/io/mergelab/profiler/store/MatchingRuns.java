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
 * the setting, the table; with none of them, {@code runs} by query pattern, by error code or by start time). The
 * other conditions are checked per run through their per-run indexes, and {@code runs} itself is joined only when a
 * condition or the caller needs its columns. A search word that begins several words of the index drives as one branch per completed
 * word, the branches merged by a UNION; one that begins too many drives nothing (then it is common, and runs read
 * newest first soon meet enough of its matches). Each query names the index it means ({@code USE INDEX}): left to
 * itself, H2 checked a tag for one run through the tag's index, reading every run of that tag for each run.
 */
final class MatchingRuns {
    static final int MAX_COMPLETIONS = 32;
    /** Stands for the alias of {@code runs} in a condition on its columns: the driver itself, or the joined table. */
    private static final String RUNS = "{runs}";

    private final String driver;
    private final String order;
    private final boolean drivenByRuns;
    private final List<Condition> branches;
    private final List<Condition> conditions;

    /** A piece of WHERE clause and the values of its parameters. */
    record Condition(String sql, List<Object> parameters) {
        static Condition of(String sql, Object... parameters) {
            return new Condition(sql, List.of(parameters));
        }

        boolean onRuns() {
            return sql.contains(RUNS);
        }
    }

    private MatchingRuns(String driver, String equalColumns, boolean drivenByRuns, List<Condition> branches,
                         List<Condition> conditions) {
        this.driver = driver;
        // the columns the driving condition fixes lead the ORDER BY as they lead the index: only then does H2 read
        // the index in order and stop after a page (ordered by start time alone, it sorts every match)
        this.order = " ORDER BY " + equalColumns + "k.started_at DESC, k.run_key DESC FETCH FIRST ? ROWS ONLY";
        this.drivenByRuns = drivenByRuns;
        this.branches = branches;
        this.conditions = conditions;
    }

    static MatchingRuns of(Connection connection, RunFilter filter) throws SQLException {
        String driver = null;
        String equalColumns = "";
        List<Condition> branches = List.of(Condition.of("TRUE"));
        List<Condition> conditions = new ArrayList<>();
        String search = filter.search().map(String::strip).orElse("");
        List<String> words = new ArrayList<>(SqlWords.ofSearch(search));
        if (!search.isEmpty() && words.isEmpty()) {
            conditions.add(Condition.of("LOWER(" + RUNS + ".sql_text) LIKE ? ESCAPE '\\'",
                    "%" + likeEscaped(search.toLowerCase()) + "%"));
        }
        words.sort(Comparator.comparingInt(String::length).reversed());
        for (String word : words) {
            Optional<List<String>> completions = driver == null ? completions(connection, word) : Optional.empty();
            if (completions.isPresent()) {
                driver = "run_words k USE INDEX (run_words_by_word)";
                equalColumns = "k.word, ";
                branches = completions.get().isEmpty() ? List.of(Condition.of("FALSE"))
                        : completions.get().stream().map(w -> Condition.of("k.word = ?", w)).toList();
            } else {
                conditions.add(Condition.of("EXISTS (SELECT 1 FROM run_words w USE INDEX (run_words_by_run)"
                        + " WHERE w.run_key = k.run_key AND w.word LIKE ? ESCAPE '\\')", likeEscaped(word) + "%"));
            }
        }
        if (filter.tag().isPresent()) {
            Condition tag = Condition.of("%1$s.tag = ?", filter.tag().get());
            if (driver == null) {
                driver = "run_tags k USE INDEX (run_tags_by_tag)";
                equalColumns = "k.tag, ";
                branches = List.of(on("k", tag));
            } else {
                conditions.add(exists("run_tags", "run_tags_by_run", tag));
            }
        }
        if (filter.setting().isPresent()) {
            Condition setting = Condition.of("%1$s.name = ? AND %1$s.setting_value = ?", filter.setting().get().name(),
                    filter.setting().get().value());
            if (driver == null) {
                driver = "run_settings k USE INDEX (run_settings_by_value)";
                equalColumns = "k.name, k.setting_value, ";
                branches = List.of(on("k", setting));
            } else {
                conditions.add(exists("run_settings", "run_settings_by_run", setting));
            }
        }
        if (filter.table().isPresent()) {
            String table = filter.table().get();
            Condition match = TableNames.isQualified(table)
                    ? Condition.of("%1$s.short_name = ? AND %1$s.table_name = ?", TableNames.shortName(table), table)
                    : Condition.of("%1$s.short_name = ?", table);
            if (driver == null) {
                driver = "run_tables k USE INDEX (run_tables_by_name)";
                equalColumns = "k.short_name, ";
                branches = List.of(on("k", match));
            } else {
                conditions.add(exists("run_tables", "run_tables_by_run", match));
            }
        }
        filter.errorCode().ifPresent(code -> conditions.add(Condition.of(RUNS + ".error_code = ?", code)));
        filter.pattern().ifPresent(hash -> conditions.add(Condition.of(RUNS + ".normalized_query_hash = ?", hash)));
        filter.since().ifPresent(since -> conditions.add(Condition.of("k.started_at >= ?", utc(since))));
        filter.until().ifPresent(until -> conditions.add(Condition.of("k.started_at < ?", utc(until))));
        if (driver == null && filter.pattern().isPresent()) {
            // one pattern of thousands has fewer runs than an error code: the pattern drives
            return new MatchingRuns("runs k USE INDEX (runs_by_pattern)", "k.normalized_query_hash, ", true, branches,
                    conditions);
        }
        if (driver == null) {
            boolean byError = filter.errorCode().isPresent();
            return new MatchingRuns("runs k USE INDEX (" + (byError ? "runs_by_error" : "runs_by_started") + ")",
                    byError ? "k.error_code, " : "", true, branches, conditions);
        }
        return new MatchingRuns(driver, equalColumns, false, branches, conditions);
    }

    /** A statement with the values of its parameters. */
    record Query(String sql, List<Object> parameters) {
        PreparedStatement prepare(Connection connection) throws SQLException {
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
    }

    /** The run key and start time of the newest {@code limit} matches, newest first. */
    Query newest(int limit) {
        String columns = "k.run_key, k.started_at";
        StringBuilder sql = new StringBuilder();
        List<Object> parameters = new ArrayList<>();
        if (branches.size() == 1) {
            appendBranch(sql, parameters, columns, branches.get(0), false);
            sql.append(order);
            parameters.add(limit);
        } else {
            sql.append("SELECT * FROM (");
            for (int i = 0; i < branches.size(); i++) {
                sql.append(i == 0 ? "(" : " UNION (");
                appendBranch(sql, parameters, columns, branches.get(i), false);
                sql.append(order).append(')');
                parameters.add(limit);
            }
            sql.append(") u ORDER BY u.started_at DESC, u.run_key DESC FETCH FIRST ? ROWS ONLY");
            parameters.add(limit);
        }
        return new Query(sql.toString(), parameters);
    }

    /**
     * The run key and start time of every match, then {@code runColumns} of {@code runs} (written with the alias
     * {@code r}), in no order; a run may come more than once.
     */
    Query all(String runColumns) {
        StringBuilder sql = new StringBuilder();
        List<Object> parameters = new ArrayList<>();
        String columns = "k.run_key, k.started_at, " + runColumns.replace("r.", runsAlias() + ".");
        for (int i = 0; i < branches.size(); i++) {
            sql.append(i == 0 ? "" : " UNION ALL ");
            appendBranch(sql, parameters, columns, branches.get(i), true);
        }
        return new Query(sql.toString(), parameters);
    }

    private void appendBranch(StringBuilder sql, List<Object> parameters, String columns, Condition branch,
                              boolean runColumns) {
        boolean joinRuns = !drivenByRuns && (runColumns || conditions.stream().anyMatch(Condition::onRuns));
        sql.append("SELECT ").append(columns).append(" FROM ").append(driver);
        if (joinRuns) {
            sql.append(" JOIN runs r ON r.run_key = k.run_key");
        }
        sql.append(" WHERE ").append(branch.sql());
        parameters.addAll(branch.parameters());
        for (Condition condition : conditions) {
            sql.append(" AND ").append(condition.sql().replace(RUNS, runsAlias()));
            parameters.addAll(condition.parameters());
        }
    }

    private String runsAlias() {
        return drivenByRuns ? "k" : "r";
    }

    private static Condition on(String alias, Condition template) {
        return new Condition(template.sql().formatted(alias), template.parameters());
    }

    /** The run has a row in {@code table} that matches {@code template}, looked up through the per-run index. */
    private static Condition exists(String table, String index, Condition template) {
        return new Condition("EXISTS (SELECT 1 FROM " + table + " c USE INDEX (" + index + ") WHERE c.run_key = k.run_key"
                + " AND " + template.sql().formatted("c") + ")", template.parameters());
    }

    /**
     * The indexed words that {@code prefix} begins, in order, found by seeking the word index once per word; empty
     * when there are more than {@value #MAX_COMPLETIONS}.
     */
    private static Optional<List<String>> completions(Connection connection, String prefix) throws SQLException {
        List<String> words = new ArrayList<>();
        String select = "SELECT word FROM run_words USE INDEX (run_words_by_word) WHERE word LIKE ? ESCAPE '\\'";
        try (PreparedStatement first = connection.prepareStatement(select + " ORDER BY word FETCH FIRST ROW ONLY");
             PreparedStatement next = connection.prepareStatement(
                     select + " AND word > ? ORDER BY word FETCH FIRST ROW ONLY")) {
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

    private static OffsetDateTime utc(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    static String likeEscaped(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }
}
