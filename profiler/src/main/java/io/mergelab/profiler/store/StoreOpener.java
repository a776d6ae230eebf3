package io.mergelab.profiler.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.OptionalInt;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.h2.api.ErrorCode;
import org.h2.jdbcx.JdbcConnectionPool;

/**
 * Opens a store file for sharing between processes, and refuses a file it must not touch.
 *
 * <p>An existing file that no process holds is first looked at read-only, which writes nothing: H2 reads a damaged
 * file as an empty database and would write a new one over it when closed, and every read-write open rewrites parts
 * of the file. Only a MergeLab store of a schema this program knows is then opened for writing, with
 * {@code AUTO_SERVER=TRUE}: the first process serves the file to the others (the app and a {@code mergelab run} in a
 * terminal write the same store; {@code AUTO_RECONNECT} lets the others go on when it leaves). Two processes opening at the same moment can see H2's "already in use" before the first has
 * published its server, so that error is retried for a few seconds.
 */
final class StoreOpener {
    private static final long OPEN_RETRY_MILLIS = 10_000;
    private static final long RETRY_PAUSE_MILLIS = 100;
    private static final int MIGRATE_ATTEMPTS = 3;

    private StoreOpener() {
    }

    /**
     * A pool of connections to the store at {@code store}; when the file does not exist it is created if
     * {@code create}, else refused with {@link RunStoreException.Reason#NO_STORE} (nothing written, no directory made).
     */
    static JdbcConnectionPool open(Path store, boolean create) {
        Path base = StoreLocation.withoutH2Suffix(store.toAbsolutePath().normalize());
        Path file = StoreLocation.databaseFile(base);
        if (create) {
            createParent(base, file);
        } else if (!Files.exists(file)) {
            throw new RunStoreException(RunStoreException.Reason.NO_STORE,
                    "No run store at " + file + " (nothing recorded yet)");
        }
        long deadline = System.currentTimeMillis() + OPEN_RETRY_MILLIS;
        while (true) {
            try {
                if (Files.exists(file) && !Files.exists(lockFile(base))) {
                    look(base, file);
                }
                return openShared(base, file, create);
            } catch (RetryableOpen e) {
                if (System.currentTimeMillis() > deadline) {
                    throw new RunStoreException(RunStoreException.Reason.IN_USE, "Cannot open run store " + file
                            + ": it is in use by another process that does not answer (" + e.getMessage() + ")", e);
                }
                pause();
            }
        }
    }

    /** The read-only look at a file nobody holds: an H2 database with MergeLab's tables, of a version known here. */
    private static void look(Path base, Path file) {
        String url = "jdbc:h2:file:" + base + ";ACCESS_MODE_DATA=r;IFEXISTS=TRUE;TRACE_LEVEL_FILE=0";
        try (Connection connection = DriverManager.getConnection(url, "", "")) {
            checkVersion(connection, file);
        } catch (SQLException e) {
            if (Files.exists(lockFile(base))) {
                // another process opened it while we looked; it is read through that process instead
                throw new RetryableOpen(e);
            }
            throw notAStore(file, e);
        }
    }

    /** The URL every process opens the store with, so the first one serves it to the others. */
    static String sharedUrl(Path base) {
        return "jdbc:h2:file:" + base + ";AUTO_SERVER=TRUE;AUTO_RECONNECT=TRUE";
    }

    private static JdbcConnectionPool openShared(Path base, Path file, boolean create) {
        // IFEXISTS: a store deleted between the check above and here is not made anew
        JdbcConnectionPool pool = JdbcConnectionPool.create(sharedUrl(base) + (create ? "" : ";IFEXISTS=TRUE"), "", "");
        try {
            boolean current;
            try (Connection connection = pool.getConnection()) {
                checkVersion(connection, file);
                current = StoreSchema.isCurrent(connection);
            }
            if (!current) {
                migrate(pool, file);
            }
            return pool;
        } catch (SQLException e) {
            pool.dispose();
            if (e.getErrorCode() == ErrorCode.DATABASE_ALREADY_OPEN_1) {
                throw new RetryableOpen(e);
            }
            if (e.getErrorCode() == ErrorCode.DATABASE_NOT_FOUND_WITH_IF_EXISTS_1) {
                throw new RunStoreException(RunStoreException.Reason.NO_STORE,
                        "No run store at " + file + " (nothing recorded yet)", e);
            }
            throw notAStore(file, e);
        } catch (RuntimeException e) {
            pool.dispose();
            throw e;
        }
    }

    private static void checkVersion(Connection connection, Path file) throws SQLException {
        OptionalInt applied = StoreSchema.appliedVersion(connection);
        if (applied.isEmpty()) {
            if (StoreSchema.hasAnyTable(connection)) {
                throw new RunStoreException(RunStoreException.Reason.NOT_A_STORE, "Cannot open run store " + file
                        + ": it is an H2 database without MergeLab's run tables. Nothing was changed;"
                        + " choose another file with --store");
            }
            return;
        }
        if (applied.getAsInt() > StoreSchema.VERSION) {
            throw new RunStoreException(RunStoreException.Reason.NEWER_SCHEMA, "Cannot open run store " + file
                    + ": it was written by a newer MergeLab (store schema version " + applied.getAsInt()
                    + "; this program knows up to version " + StoreSchema.VERSION + "). Nothing was changed;"
                    + " use the newer MergeLab, or choose another file with --store");
        }
    }

    /** Brings the schema up to date; two processes creating a store at once may race for Flyway's table: retried. */
    private static void migrate(JdbcConnectionPool pool, Path file) {
        Flyway flyway = Flyway.configure(StoreOpener.class.getClassLoader())
                .dataSource(pool)
                .locations(StoreSchema.MIGRATIONS)
                .table(StoreSchema.HISTORY_TABLE)
                .load();
        for (int attempt = 1; ; attempt++) {
            try {
                flyway.migrate();
                return;
            } catch (FlywayException e) {
                if (attempt == MIGRATE_ATTEMPTS) {
                    throw new RunStoreException(RunStoreException.Reason.FAILED,
                            "Cannot bring run store " + file + " up to date: " + e.getMessage(), e);
                }
                pause();
            }
        }
    }

    private static RunStoreException notAStore(Path file, SQLException e) {
        return new RunStoreException(RunStoreException.Reason.NOT_A_STORE, "Cannot open run store " + file
                + ": it is not an H2 database or it is damaged (" + firstLine(e.getMessage()) + "). Nothing was"
                + " changed; move it aside or choose another file with --store", e);
    }

    private static String firstLine(String message) {
        return message == null ? "" : message.lines().findFirst().orElse("");
    }

    private static Path lockFile(Path base) {
        return base.resolveSibling(base.getFileName() + ".lock.db");
    }

    private static void createParent(Path base, Path file) {
        try {
            Files.createDirectories(base.getParent());
        } catch (IOException e) {
            throw new RunStoreException(RunStoreException.Reason.FAILED,
                    "Cannot create the directory of run store " + file + ": " + e.getMessage(), e);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(RETRY_PAUSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RunStoreException(RunStoreException.Reason.FAILED, "Interrupted while opening the run store", e);
        }
    }

    /** H2's "database already in use" while another process starts serving the file: worth another try. */
    private static final class RetryableOpen extends RuntimeException {
        RetryableOpen(SQLException cause) {
            super(firstLine(cause.getMessage()), cause);
        }
    }
}
