package io.mergelab.engine;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import java.nio.file.Path;

/**
 * The embedded engine over one data directory, which it owns exclusively while open.
 * {@link #open(Path)} loads every database and table; {@link #inMemory()} serves tests.
 */
public final class Engine implements AutoCloseable {

    private Engine() {
    }

    public static Engine open(Path dataDir) {
        throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Engine.open is being built");
    }

    public static Engine inMemory() {
        throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Engine.inMemory is being built");
    }

    public Session newSession() {
        throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Engine.newSession is being built");
    }

    @Override
    public void close() {
    }
}
