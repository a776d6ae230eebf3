package io.mergelab.engine;

import io.mergelab.engine.catalog.DataDirectoryLock;
import io.mergelab.engine.interpreter.Interpreter;
import io.mergelab.engine.storage.format.Directories;
import io.mergelab.engine.tablefunction.ExternalAccess;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The embedded engine over one data directory, which it owns exclusively while open.
 * {@link #open(Path)} loads every database and table; {@link #inMemory()} serves tests and works in a
 * temporary directory removed on close.
 */
public final class Engine implements AutoCloseable {
    private static final String VERSION = readVersion();
    private final Path dataDir;
    private final boolean temporary;
    private final DataDirectoryLock lock;
    private final Path userFilesPath;
    private final Interpreter interpreter;
    private final AtomicBoolean closed = new AtomicBoolean();

    private Engine(Path dataDir, boolean temporary, EngineConfig config) {
        this.dataDir = dataDir;
        this.temporary = temporary;
        this.userFilesPath = config.userFilesPathIn(dataDir);
        this.lock = DataDirectoryLock.acquire(dataDir);
        try {
            this.interpreter = Interpreter.open(dataDir, ExternalAccess.open(userFilesPath, config.remoteUrlAllowHosts()));
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    public static Engine open(Path dataDir) {
        return open(dataDir, EngineConfig.defaults());
    }

    /** Opens {@code dataDir} with {@code config}'s user_files_path and url() hosts. */
    public static Engine open(Path dataDir, EngineConfig config) {
        return new Engine(dataDir.toAbsolutePath(), false, config);
    }

    public static Engine inMemory() {
        return inMemory(EngineConfig.defaults());
    }

    /** A temporary engine with {@code config}; its default user_files is inside the temporary directory. */
    public static Engine inMemory(EngineConfig config) {
        try {
            return new Engine(Files.createTempDirectory("mergelab-"), true, config);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot create a temporary data directory: " + e, e);
        }
    }

    /** The engine's version, e.g. {@code 0.1.0}: what {@code SELECT version()} answers. */
    public static String version() {
        return VERSION;
    }

    private static String readVersion() {
        try (InputStream in = Engine.class.getResourceAsStream("version.properties")) {
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the engine's version.properties", e);
        }
    }

    public Path dataDir() {
        return dataDir;
    }

    /** The one directory {@code file()} reads: user_files_path (created when the engine opens). */
    public Path userFilesPath() {
        return userFilesPath;
    }

    public Session newSession() {
        return interpreter.newSession();
    }

    /**
     * The rows {@code system.query_log} holds for {@code queryId} (QueryStart, then QueryFinish or an exception row),
     * as {@code SELECT * FROM system.query_log WHERE query_id = ...} returns them, flushed or not, found without
     * running SQL.
     */
    public SystemRows queryLogRows(String queryId) {
        return interpreter.queryLogRows(queryId);
    }

    /** The rows {@code system.processors_profile_log} holds for {@code queryId}, as {@link #queryLogRows} finds them. */
    public SystemRows processorsProfileLogRows(String queryId) {
        return interpreter.processorsProfileLogRows(queryId);
    }

    /**
     * The rows {@code system.part_log} holds for {@code database.table} whose {@code event_time} is at or after
     * {@code since} (to the second, as {@code event_time >= toDateTime(since)} compares), in the order logged, as
     * {@code SELECT * FROM system.part_log WHERE database = ... AND table = ... AND event_time >= ...} returns them
     * (every table of that name, whatever its {@code table_uuid}), found without running SQL.
     */
    public SystemRows partLogRows(String database, String table, Instant since) {
        return interpreter.partLogRows(database, table, since);
    }

    /** What {@code system.parts} lists for {@code database.table} now (nothing for a table it does not list). */
    public List<PartSnapshot> parts(String database, String table) {
        return interpreter.parts(database, table);
    }

    /**
     * What the background merge selector would do now with each partition of {@code database.table}, and why it does
     * not merge where it would not (empty for a table that is not MergeTree or does not exist).
     */
    public List<MergeOutlook> mergeOutlook(String database, String table) {
        return interpreter.mergeOutlook(database, table);
    }

    /** Closes once; closing again does nothing (as {@link java.io.Closeable} asks). */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        interpreter.close();
        lock.close();
        if (temporary) {
            Directories.deleteRecursively(dataDir);
        }
    }
}
