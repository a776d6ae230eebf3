package io.mergelab.app.gui.services;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.connect.server.ServerConnection;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Switching to the embedded engine: taken at once when the window's engine is open already, else opened on a task. */
class TargetChoiceEmbeddedTest {
    private final QueuedExecutor background = new QueuedExecutor();
    private final QueuedExecutor ui = new QueuedExecutor();
    private final SharedResource<QueryTarget> target = new SharedResource<>("target", new TaskRunner(background, ui));
    private final QueryTarget engine = EmbeddedTarget.inMemory();

    @TempDir
    Path home;

    @AfterEach
    void close() throws Exception {
        engine.close();
    }

    @Test
    void anEngineOpenAlreadyIsTheTargetAtOnceWithoutATask() {
        choice(Optional.of(engine)).useEmbedded();

        assertThat(target.stateProperty().get()).isEqualTo(ResourceState.OPEN);
        assertThat(target.value()).containsSame(engine);
        assertThat(target.labelProperty().get()).isEqualTo("embedded /d");
        assertThat(background.size()).as("no opening task").isZero();
    }

    @Test
    void anEngineNotOpenYetOpensOnATask() {
        choice(Optional.empty()).useEmbedded();
        assertThat(target.stateProperty().get()).isEqualTo(ResourceState.OPENING);

        background.runAll();
        ui.runAll();

        assertThat(target.stateProperty().get()).isEqualTo(ResourceState.OPEN);
        assertThat(target.value()).containsSame(engine);
    }

    private TargetChoice choice(Optional<QueryTarget> openAlready) {
        return new TargetChoice(target, new TargetOpener() {
            @Override
            public String embeddedLabel() {
                return "embedded /d";
            }

            @Override
            public QueryTarget openEmbedded() {
                return engine;
            }

            @Override
            public Optional<QueryTarget> openedEmbedded() {
                return openAlready;
            }

            @Override
            public QueryTarget connect(ServerConnection connection) {
                throw new UnsupportedOperationException("no servers here");
            }
        }, ConnectionsFile.at(Map.of(), home.toString()));
    }
}
