package io.mergelab.engine;

import io.mergelab.engine.catalog.DataDirectoryLock;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.interpreter.Interpreter;
import io.mergelab.engine.storage.format.Directories;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The embedded engine over one data directory, which it owns exclusively while open.
 * {@link #open(Path)} loads every database and table; {@link #inMemory()} serves tests and works in a
 * temporary directory removed on close.
 */
public final class Engine implements AutoCloseable {
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

    public Path dataDir() {
        return dataDir;
    }

    public Session newSession() {
        return interpreter.newSession();
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
