package io.mergelab.engine;

import io.mergelab.engine.catalog.DataDirectoryLock;
import io.mergelab.engine.interpreter.Interpreter;
import io.mergelab.engine.storage.format.Directories;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

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
    private final Interpreter interpreter;

    private Engine(Path dataDir, boolean temporary) {
        this.dataDir = dataDir;
        this.temporary = temporary;
        this.lock = DataDirectoryLock.acquire(dataDir);
        try {
            this.interpreter = Interpreter.open(dataDir);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    public static Engine open(Path dataDir) {
        return new Engine(dataDir.toAbsolutePath(), false);
    }

    public static Engine inMemory() {
        try {
            return new Engine(Files.createTempDirectory("mergelab-"), true);
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

    /** What {@code system.parts} lists for {@code database.table} now (nothing for a table it does not list). */
    public List<PartSnapshot> parts(String database, String table) {
        return interpreter.parts(database, table);
    }

    @Override
    public void close() {
        interpreter.close();
        lock.close();
        if (temporary) {
            Directories.deleteRecursively(dataDir);
        }
    }
}
