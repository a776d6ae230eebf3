package io.mergelab.app.gui;

import io.mergelab.app.gui.services.TargetOpener;
import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import java.nio.file.Path;
import java.util.Optional;

/** The targets the window can switch between: the embedded engine on its data directory, or a ClickHouse server. */
final class AppTargets implements TargetOpener {
    private final Path dataDir;
    private final EngineConfig engine;

    AppTargets(Path dataDir, EngineConfig engine) {
        this.dataDir = dataDir;
        this.engine = engine;
    }

    @Override
    public String embeddedLabel() {
        return "embedded " + dataDir;
    }

    @Override
    public QueryTarget openEmbedded() {
        return EarlyStart.takeTarget(dataDir).orElseGet(() -> EmbeddedTarget.open(dataDir, engine));
    }

    @Override
    public Optional<QueryTarget> openedEmbedded() {
        return EarlyStart.takeTargetIfOpen(dataDir);
    }

    @Override
    public QueryTarget connect(ServerConnection connection) {
        return ClickHouseTarget.connect(connection);
    }
}
