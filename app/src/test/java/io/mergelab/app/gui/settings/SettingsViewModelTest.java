package io.mergelab.app.gui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.settings.SettingRow.Scope;
import io.mergelab.app.gui.workspace.StatusLine;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.EmbeddedTarget;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The settings sheet's model on the real embedded engine (in memory), with direct executors: no FX thread. */
class SettingsViewModelTest {
    private static final Executor DIRECT = Runnable::run;

    private final AppServices services = AppServices.create(new TaskRunner(DIRECT, DIRECT), new ScriptedDialogs());
    private final SettingsViewModel viewModel = new SettingsViewModel(services);

    private void connect() {
        services.target().open("embedded in-memory", progress -> EmbeddedTarget.inMemory(), t -> t.info().description());
    }

    @AfterEach
    void close() {
        services.target().close();
    }

    private SettingRow row(String name) {
        return viewModel.rows().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void listsEveryQueryAndMergeTreeSettingWithTypeDefaultTierAndEffect() {
        assertThat(viewModel.rows()).isEmpty();
        assertThat(viewModel.statusProperty().get()).isEqualTo(StatusLine.info("Not connected."));

        connect();

        assertThat(viewModel.rows()).filteredOn(r -> r.scope() == Scope.QUERY).hasSizeGreaterThan(800);
        assertThat(viewModel.rows()).filteredOn(r -> r.scope() == Scope.MERGE_TREE).hasSizeGreaterThan(100);
        assertThat(row("max_threads")).isEqualTo(new SettingRow("max_threads", "0", false, row("max_threads").description(),
                "MaxThreads", "0", "Production", true, Scope.QUERY));
        assertThat(row("load_balancing").hasEffect()).isFalse();
        assertThat(row("compile").tier()).isEqualTo("Obsolete");
        assertThat(row("index_granularity").isEditable()).isFalse();
        assertThat(row("use_skip_indexes").isBool()).isTrue();
        assertThat(viewModel.statusProperty().get().text()).contains("accepted without effect in MergeLab", "0 changed");
    }

    @Test
    void applyingSetsTheSessionSoTheWorkspacesStatementsSeeIt() {
        connect();

        viewModel.apply("max_block_size", "1000");

        assertThat(row("max_block_size").value()).isEqualTo("1000");
        assertThat(row("max_block_size").changed()).isTrue();
        assertThat(viewModel.changedCount()).isEqualTo(1);
        assertThat(viewModel.statusProperty().get()).isEqualTo(
                StatusLine.info("max_block_size = 1000 for this session (Workspace statements use it)."));
        // the same target the Workspace runs on
        QueryTarget target = services.target().value().orElseThrow();
        assertThat(target.run(QueryRequest.of("SELECT value FROM system.settings WHERE name = 'max_block_size'")).rows())
                .containsExactly(List.of("1000"));
    }

    @Test
    void sizeSuffixesAreReadAsClickHouseReadsThem() {
        connect();

        viewModel.apply("max_memory_usage", "10G");

        assertThat(row("max_memory_usage").value()).isEqualTo("10000000000");
    }

    @Test
    void aBadValueIsRefusedWithTheEnginesMessageAndTheSessionKeepsItsValue() {
        connect();

        viewModel.apply("max_threads", "many");

        assertThat(viewModel.statusProperty().get().error()).isTrue();
        assertThat(viewModel.statusProperty().get().text())
                .isEqualTo("Code: 72. DB::Exception: Cannot parse value 'many' of setting max_threads. (CANNOT_PARSE_NUMBER)");
        assertThat(row("max_threads").value()).isEqualTo("0");
        assertThat(row("max_threads").changed()).isFalse();
    }

    @Test
    void anUnknownNameIsRefusedAsClickHouseRefusesIt() {
        connect();

        viewModel.apply("no_such_setting", "1");

        assertThat(viewModel.statusProperty().get().text()).contains("UNKNOWN_SETTING");
    }

    @Test
    void valuesAreQuotedAsStringLiterals() {
        assertThat(SettingsViewModel.quoted("it's")).isEqualTo("'it\\'s'");
        assertThat(SettingsViewModel.quoted("a\\b")).isEqualTo("'a\\\\b'");
    }
}
