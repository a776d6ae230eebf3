package io.mergelab.app.gui.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.Navigation;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.SelectedRun;
import io.mergelab.app.gui.services.SharedResource;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every statement the workspace runs is captured as a run on the real embedded engine, unless capture is off. */
class WorkspaceCaptureTest {
    private static final Executor DIRECT = Runnable::run;

    private final TaskRunner tasks = new TaskRunner(DIRECT, DIRECT);
    private final SharedResource<QueryTarget> target = new SharedResource<>("target", tasks);
    private final SelectedRun selectedRun = new SelectedRun();
    private final Navigation navigation = new Navigation();
    private final AppServices services = new AppServices(tasks, target, selectedRun, navigation, new ScriptedDialogs());
    private final List<Run> stored = new ArrayList<>();
    private WorkspaceViewModel viewModel;

    @BeforeEach
    void open() {
        navigation.register(ScreenKey.WORKSPACE);
        target.open("embedded in-memory", progress -> EmbeddedTarget.inMemory(), t -> t.info().description());
        viewModel = new WorkspaceViewModel(services, stored::add);
    }

    @AfterEach
    void close() {
        target.close();
    }

    private void run(String sql) {
        viewModel.sqlProperty().set(sql);
        viewModel.run();
    }

    @Test
    void eachStatementBecomesARunAndTheLastIsSelectedWhileTheGridShowsItsRows() {
        run("CREATE TABLE trips (id UInt64, city String) ENGINE = MergeTree ORDER BY id;"
                + " INSERT INTO trips VALUES (2, 'Oslo'), (1, 'Lima'); SELECT id, city FROM trips ORDER BY id");

        assertThat(stored).extracting(Run::sql).containsExactly(
                "CREATE TABLE trips (id UInt64, city String) ENGINE = MergeTree ORDER BY id",
                "INSERT INTO trips VALUES (2, 'Oslo'), (1, 'Lima')", "SELECT id, city FROM trips ORDER BY id");
        Run select = stored.get(2);
        assertThat(select.failed()).isFalse();
        assertThat(select.outcome().resultRows()).isEqualTo(2);
        assertThat(select.queryLog()).isPresent();
        assertThat(select.processors()).isNotEmpty();
        assertThat(viewModel.lastRunProperty().get()).isSameAs(select);
        assertThat(selectedRun.run()).containsSame(select);
        assertThat(viewModel.resultProperty().get().rows()).containsExactly(List.of("1", "Lima"), List.of("2", "Oslo"));
        assertThat(viewModel.statusProperty().get().text()).startsWith("2 rows in set. Elapsed:");
        assertThat(viewModel.catalogProperty().get().databases()).anySatisfy(database ->
                assertThat(database.tables()).extracting(CatalogSnapshot.Table::name).contains("trips"));
    }

    @Test
    void aFailedStatementIsCapturedWithItsErrorAndStopsTheScript() {
        run("SELECT * FROM missing; SELECT 1");

        assertThat(stored).singleElement().satisfies(run -> {
            assertThat(run.failed()).isTrue();
            assertThat(run.outcome().error().orElseThrow().name()).isEqualTo("UNKNOWN_TABLE");
        });
        assertThat(viewModel.statusProperty().get().error()).isTrue();
        assertThat(viewModel.statusProperty().get().text()).startsWith("Code: 60. DB::Exception: ").endsWith("(UNKNOWN_TABLE)");
    }

    @Test
    void withCaptureOffNothingIsRecorded() {
        viewModel.captureProperty().set(false);

        run("SELECT 1");

        assertThat(stored).isEmpty();
        assertThat(viewModel.lastRunProperty().get()).isNull();
        assertThat(viewModel.resultProperty().get().rows()).containsExactly(List.of("1"));
    }

    @Test
    void showProfileSelectsTheLastRunAndOpensTheProfileScreen() {
        run("SELECT 1");
        assertThat(viewModel.canShowProfileProperty().get()).as("no Profile screen yet").isFalse();
        navigation.register(ScreenKey.PROFILE);
        run("SELECT 2");
        selectedRun.select(null);

        viewModel.showProfile();

        assertThat(navigation.currentProperty().get()).isEqualTo(ScreenKey.PROFILE);
        assertThat(selectedRun.run()).map(Run::sql).contains("SELECT 2");
    }
}
