package io.mergelab.profiler.target;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.nio.file.Path;
import java.util.Map;

/**
 * A {@link QueryTarget} over the engine in this process. Statements without settings run in one
 * long-lived session, so {@code USE} and {@code SET} persist as in a console. A statement with settings
 * runs in a fresh session that starts in the console's current database and carries only those settings,
 * so they never leak into later statements.
 */
public final class EmbeddedTarget implements QueryTarget {
    private final Engine engine;
    private final String description;
    private final Session console;

    private EmbeddedTarget(Engine engine, String description) {
        this.engine = engine;
        this.description = description;
        this.console = engine.newSession();
    }

    /** Opens the engine over {@code dataDir}; the target owns it and closes it. */
    public static EmbeddedTarget open(Path dataDir) {
        Path absolute = dataDir.toAbsolutePath().normalize();
        Engine engine = Engine.open(absolute);
        try {
            return new EmbeddedTarget(engine, "embedded " + absolute);
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    /** Wraps an engine the caller opened; closing the target closes the engine. */
    public static EmbeddedTarget over(Engine engine, String description) {
        return new EmbeddedTarget(engine, description);
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public QueryResult run(QueryRequest request) {
        if (request.settings().isEmpty()) {
            return console.execute(request.sql());
        }
        Session session = engine.newSession();
        session.execute("USE " + quoteIdentifier(console.currentDatabase())).close();
        for (Map.Entry<String, String> setting : request.settings().entrySet()) {
            session.setSetting(setting.getKey(), setting.getValue());
        }
        return session.execute(request.sql());
    }

    @Override
    public void close() {
        engine.close();
    }

    private static String quoteIdentifier(String name) {
        return "`" + name.replace("\\", "\\\\").replace("`", "\\`") + "`";
    }
}
