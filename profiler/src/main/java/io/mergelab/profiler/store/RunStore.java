package io.mergelab.profiler.store;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.run.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.h2.api.ErrorCode;
import org.h2.jdbcx.JdbcConnectionPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The local store of captured runs: an H2 database file shared by every MergeLab process on the machine (see
 * {@link StoreOpener}), its schema kept by Flyway migrations ({@code db/store/V<n>__*.sql}). Each run is written in
 * one transaction, so a process killed while saving leaves whole runs only. Thread-safe: each call takes its own
 * connection from a small pool.
 */
public final class RunStore implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RunStore.class);
    private final Path file;
    private final JdbcConnectionPool pool;

    private RunStore(Path file, JdbcConnectionPool pool) {
        this.file = file;
        this.pool = pool;
    }

    /**
     * Opens (creating when missing) the store at {@code store} ({@code .mv.db} optional), bringing its schema up to
     * date. A file written by a newer MergeLab, a damaged file or one that is not a run store is refused with a
     * {@link RunStoreException} naming it, and left as it was.
     */
    public static RunStore open(Path store) {
        Path file = StoreLocation.databaseFile(store.toAbsolutePath().normalize());
        return new RunStore(file, StoreOpener.open(store, true));
    }

    /**
     * Opens the store at {@code store} as {@link #open} does, but only when it exists: a missing file is refused
     * ({@link RunStoreException.Reason#NO_STORE}) and nothing is created, for commands that only read or remove runs.
     */
    public static RunStore openExisting(Path store) {
        Path file = StoreLocation.databaseFile(store.toAbsolutePath().normalize());
        return new RunStore(file, StoreOpener.open(store, false));
    }

    /**
     * Rewrites the existing store at {@code store} to its live data, which shrinks a file that runs were written to
     * fast or deleted from. It needs the store alone: when another process (or another {@code RunStore} in this one)
     * has it open, it is refused with {@link RunStoreException.Reason#OPEN_ELSEWHERE} and nothing is done.
     */
    public static Compaction compact(Path store) {
        Path file = StoreLocation.databaseFile(store.toAbsolutePath().normalize());
        long bytesBefore = Files.exists(file) ? StoreCompactor.size(file) : 0;
        return openExisting(store).closeCompacting().map(done -> new Compaction(bytesBefore, done.bytesAfter()))
                .orElseThrow(() -> new RunStoreException(RunStoreException.Reason.OPEN_ELSEWHERE, "Cannot compact run"
                        + " store " + file + ": another process (the app, or a mergelab command) has it open. Close it"
                        + " and try again; the last process to close the store also compacts it when most of the file"
                        + " is unused"));
    }

    /** The database file ({@code ....mv.db}). */
    public Path file() {
        return file;
    }

    /** Saves one run in one transaction. */
    public void save(Run run) {
        saveAll(List.of(run));
    }

    /** Saves {@code runs} in one transaction: all of them, or none when one fails (a duplicate id, say). */
    public void saveAll(List<Run> runs) {
        inTransaction(connection -> {
            RunWriter writer = new RunWriter(connection);
            for (Run run : runs) {
                try {
                    writer.insert(run);
                } catch (SQLException e) {
                    if (e.getErrorCode() == ErrorCode.DUPLICATE_KEY_1) {
                        throw new RunStoreException(RunStoreException.Reason.DUPLICATE_RUN,
                                "Run " + run.id() + " is already in run store " + file, e);
                    }
                    throw e;
                }
            }
            return null;
        }, "save " + runs.size() + " run(s)");
    }

    /** The run with this id, whole. */
    public Optional<Run> load(String id) {
        return read(connection -> new RunReader(connection).load(id), "load run " + id);
    }

    /**
     * The run without what only its own profile shows (its parts, part log, EXPLAIN texts and per-server rows, left
     * empty): what comparisons, experiments and their reports read, in about half the time of {@link #load}.
     */
    public Optional<Run> loadForComparison(String id) {
        return read(connection -> new RunReader(connection).load(id, false), "load run " + id);
    }

    /** The runs of a series, by repetition. */
    public List<Run> series(String seriesId) {
        return read(connection -> {
            List<Run> runs = new ArrayList<>();
            RunReader reader = new RunReader(connection);
            for (String id : strings(connection, "SELECT id FROM runs WHERE series_id = ? ORDER BY repetition, id",
                    seriesId)) {
                reader.load(id).ifPresent(runs::add);
            }
            return runs;
        }, "load series " + seriesId);
    }

    /** The runs the filter matches, newest first, at most {@code filter.limit()}. */
    public List<RunSummary> list(RunFilter filter) {
        return read(connection -> new RunListing(connection).list(filter), "list runs");
    }

    /** The runs the filter matches grouped by normalized query hash, the group with the latest run first. */
    public List<QueryGroup> groups(RunFilter filter) {
        return read(connection -> new RunListing(connection).groups(filter), "group runs");
    }

    /** Which of {@code ids} the store holds. */
    public Set<String> existing(Collection<String> ids) {
        return read(connection -> {
            Set<String> found = new LinkedHashSet<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT id FROM runs WHERE id = ANY(?)")) {
                select.setObject(1, ids.toArray(String[]::new));
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        found.add(row.getString(1));
                    }
                }
            }
            return found;
        }, "look runs up");
    }

    /**
     * The id of the one run whose id is {@code idOrPrefix} or begins with it (as history prints ids shortened), or a
     * {@link RunStoreException} saying there is none or naming the candidates.
     */
    public String resolve(String idOrPrefix) {
        List<String> ids = read(connection -> strings(connection,
                "SELECT id FROM runs WHERE id = ? OR id LIKE ? ESCAPE '\\' ORDER BY id FETCH FIRST 6 ROWS ONLY",
                idOrPrefix, MatchingRuns.likeEscaped(idOrPrefix) + "%"), "look run " + idOrPrefix + " up");
        if (ids.contains(idOrPrefix)) {
            return idOrPrefix;
        }
        if (ids.isEmpty()) {
            throw new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                    "No run " + idOrPrefix + " in run store " + file);
        }
        if (ids.size() > 1) {
            throw new RunStoreException(RunStoreException.Reason.AMBIGUOUS_RUN, "Run id " + idOrPrefix
                    + " is ambiguous: it begins " + String.join(", ", ids.subList(0, Math.min(5, ids.size())))
                    + (ids.size() > 5 ? ", ..." : "") + "; give more of it");
        }
        return ids.get(0);
    }

    /** Deletes the runs with these ids (with all their rows), in one transaction; returns how many there were. */
    public int delete(Collection<String> ids) {
        return inTransaction(connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM runs WHERE id = ANY(?)")) {
                delete.setObject(1, ids.toArray(String[]::new));
                return delete.executeUpdate();
            }
        }, "delete runs");
    }

    /**
     * Saves a comparison in one transaction: its variants, the links to its runs (saved before, as they were
     * captured) and its verdicts.
     */
    public void saveComparison(Comparison comparison) {
        inTransaction(connection -> {
            try {
                new ComparisonWriter(connection).insert(comparison);
            } catch (SQLException e) {
                if (e.getErrorCode() == ErrorCode.DUPLICATE_KEY_1) {
                    throw new RunStoreException(RunStoreException.Reason.DUPLICATE_RUN,
                            "Comparison " + comparison.id() + " is already in run store " + file, e);
                }
                if (e.getErrorCode() == ErrorCode.REFERENTIAL_INTEGRITY_VIOLATED_PARENT_MISSING_1) {
                    throw new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN, "Comparison " + comparison.id()
                            + " names runs that are not in run store " + file + "; save its runs first", e);
                }
                throw e;
            }
            return null;
        }, "save comparison " + comparison.id());
    }

    /** The comparison with this id, whole (the ids of its runs that are still stored). */
    public Optional<Comparison> loadComparison(String id) {
        return read(connection -> new ComparisonReader(connection).load(id), "load comparison " + id);
    }

    /** The newest {@code limit} comparisons and sweeps, newest first, with their client wall time's verdicts. */
    public List<ComparisonSummary> comparisons(int limit) {
        return read(connection -> new ComparisonReader(connection).list(limit), "list comparisons");
    }

    /** The id of the one comparison whose id is {@code idOrPrefix} or begins with it, as {@link #resolve} for runs. */
    public String resolveComparison(String idOrPrefix) {
        List<String> ids = read(connection -> strings(connection,
                "SELECT id FROM comparisons WHERE id = ? OR id LIKE ? ESCAPE '\\' ORDER BY id FETCH FIRST 6 ROWS ONLY",
                idOrPrefix, MatchingRuns.likeEscaped(idOrPrefix) + "%"), "look comparison " + idOrPrefix + " up");
        if (ids.contains(idOrPrefix)) {
            return idOrPrefix;
        }
        if (ids.isEmpty()) {
            throw new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                    "No comparison " + idOrPrefix + " in run store " + file);
        }
        if (ids.size() > 1) {
            throw new RunStoreException(RunStoreException.Reason.AMBIGUOUS_RUN, "Comparison id " + idOrPrefix
                    + " is ambiguous: it begins " + String.join(", ", ids.subList(0, Math.min(5, ids.size())))
                    + (ids.size() > 5 ? ", ..." : "") + "; give more of it");
        }
        return ids.get(0);
    }

    /**
     * Saves an experiment in one transaction: its layouts, the links to its queries' comparisons (saved before, as
     * they were made) and its matrix cells.
     */
    public void saveExperiment(Experiment experiment) {
        inTransaction(connection -> {
            try {
                new ExperimentWriter(connection).insert(experiment);
            } catch (SQLException e) {
                if (e.getErrorCode() == ErrorCode.DUPLICATE_KEY_1) {
                    throw new RunStoreException(RunStoreException.Reason.DUPLICATE_RUN,
                            "Experiment " + experiment.id() + " is already in run store " + file, e);
                }
                if (e.getErrorCode() == ErrorCode.REFERENTIAL_INTEGRITY_VIOLATED_PARENT_MISSING_1) {
                    throw new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN, "Experiment " + experiment.id()
                            + " names comparisons that are not in run store " + file + "; save them first", e);
                }
                throw e;
            }
            return null;
        }, "save experiment " + experiment.id());
    }

    /** The experiment with this id, whole. */
    public Optional<Experiment> loadExperiment(String id) {
        return read(connection -> new ExperimentReader(connection).load(id), "load experiment " + id);
    }

    /** Every stored experiment, newest first. */
    public List<ExperimentSummary> experiments() {
        return read(connection -> new ExperimentReader(connection).list(), "list experiments");
    }

    /** The id of the one experiment whose id is {@code idOrPrefix} or begins with it, as {@link #resolve} for runs. */
    public String resolveExperiment(String idOrPrefix) {
        List<String> ids = read(connection -> strings(connection,
                "SELECT id FROM experiments WHERE id = ? OR id LIKE ? ESCAPE '\\' ORDER BY id FETCH FIRST 6 ROWS ONLY",
                idOrPrefix, MatchingRuns.likeEscaped(idOrPrefix) + "%"), "look experiment " + idOrPrefix + " up");
        if (ids.contains(idOrPrefix)) {
            return idOrPrefix;
        }
        if (ids.isEmpty()) {
            throw new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                    "No experiment " + idOrPrefix + " in run store " + file);
        }
        if (ids.size() > 1) {
            throw new RunStoreException(RunStoreException.Reason.AMBIGUOUS_RUN, "Experiment id " + idOrPrefix
                    + " is ambiguous: it begins " + String.join(", ", ids.subList(0, Math.min(5, ids.size())))
                    + (ids.size() > 5 ? ", ..." : "") + "; give more of it");
        }
        return ids.get(0);
    }

    /** How many runs the store holds. */
    public long count() {
        return read(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT COUNT(*) FROM runs");
                 ResultSet row = select.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }, "count runs");
    }

    /**
     * Closes this process's connections. When most of the file is dead space (see {@link StoreCompactor}) and this
     * was the store's last user, the file is then rewritten to its live data. The time that takes grows with the
     * live data (1.65 s for 1,500 runs of 30 processors on the development machine, over a minute for 100,000: see
     * docs/benchmarks.md), so it happens only once the file is at least twice its live data, and only while the
     * live data is small enough to rewrite in a few seconds; a larger store is left to {@link #compact}.
     */
    @Override
    public void close() {
        StoreCompactor.OnClose onClose = StoreCompactor.OnClose.LEAVE;
        try (Connection connection = pool.getConnection()) {
            StoreCompactor.Fill fill = StoreCompactor.estimate(connection);
            onClose = fill.onClose();
            if (onClose == StoreCompactor.OnClose.TOO_BIG) {
                LOG.info("Run store {} is {} MiB, of which about {} MiB live; not rewriting it on close, which would"
                        + " keep the close waiting: run `mergelab store compact` to shrink it", file,
                        fill.fileBytes() >> 20, fill.liveBytes() >> 20);
            }
        } catch (SQLException | RuntimeException e) {
            LOG.debug("Cannot read the fill rate of run store {}; not compacting it", file, e);
        }
        pool.dispose();
        if (onClose == StoreCompactor.OnClose.COMPACT) {
            try {
                compactIfLast().ifPresentOrElse(done -> LOG.info("Compacted run store {} from {} to {} bytes", file,
                        done.bytesBefore(), done.bytesAfter()),
                        () -> LOG.debug("Run store {} is open elsewhere; its last user compacts it", file));
            } catch (SQLException | RuntimeException e) {
                LOG.warn("Cannot compact run store {}: {}", file, e.getMessage());
            }
        }
    }

    /**
     * Closes this process's connections, then rewrites the file to its live data when this process was the store's
     * last user (whatever the share of dead space); empty, with the file as it was, when another user still has the
     * store open.
     */
    public Optional<Compaction> closeCompacting() {
        pool.dispose();
        try {
            return compactIfLast();
        } catch (SQLException e) {
            throw failed("compact the file", e);
        }
    }

    private Optional<Compaction> compactIfLast() throws SQLException {
        try (Connection connection = DriverManager.getConnection(sharedUrlOf(file), "", "")) {
            return StoreCompactor.compactIfAlone(connection, file);
        } catch (SQLException e) {
            if (e.getErrorCode() == ErrorCode.DATABASE_ALREADY_OPEN_1) {
                // another process is opening the file this moment: it is not ours alone
                return Optional.empty();
            }
            throw e;
        }
    }

    private static String sharedUrlOf(Path file) {
        return StoreOpener.sharedUrl(StoreLocation.withoutH2Suffix(file)) + ";IFEXISTS=TRUE";
    }

    private static List<String> strings(Connection connection, String sql, String... parameters) throws SQLException {
        List<String> values = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                select.setString(i + 1, parameters[i]);
            }
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    values.add(row.getString(1));
                }
            }
        }
        return values;
    }

    private <T> T read(Work<T> work, String what) {
        try (Connection connection = pool.getConnection()) {
            return work.on(connection);
        } catch (SQLException e) {
            throw failed(what, e);
        }
    }

    private <T> T inTransaction(Work<T> work, String what) {
        try (Connection connection = pool.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.on(connection);
                connection.commit();
                // H2 writes commits to the file within half a second; a checkpoint writes them now, so a process
                // killed after save returns has lost nothing it saved. (WRITE_DELAY=0 would too, but it also stops
                // the background writer that compacts the file.)
                try (Statement checkpoint = connection.createStatement()) {
                    checkpoint.execute("CHECKPOINT");
                }
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failed(what, e);
        }
    }

    private RunStoreException failed(String what, SQLException e) {
        return new RunStoreException(RunStoreException.Reason.FAILED,
                "Cannot " + what + " in run store " + file + ": " + e.getMessage().lines().findFirst().orElse(""), e);
    }

    @FunctionalInterface
    private interface Work<T> {
        T on(Connection connection) throws SQLException;
    }
}
