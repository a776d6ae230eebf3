package io.mergelab.app.gui.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.OptionalLong;
import javafx.beans.property.SimpleObjectProperty;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;

/** The Profile screen's ViewModel on fixture runs, without the FX thread (direct or hand-driven executors). */
class ProfileViewModelTest {
    private final SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();

    private ProfileViewModel direct() {
        return new ProfileViewModel(selected, Runnable::run, Runnable::run);
    }

    @Test
    void showsTheNeedleRunsHeader() {
        ProfileViewModel vm = direct();
        selected.set(Runs.needleUpfront());

        ProfileHeader header = vm.headerProperty().get();
        assertThat(vm.hasRunProperty().get()).isTrue();
        assertThat(header.sqlLine()).isEqualTo(Runs.NEEDLE_SQL);
        assertThat(header.target()).isEqualTo("embedded /tmp/pv-lab · version 25.9.1.1");
        assertThat(header.started()).isEqualTo("2026-12-01 20:43:35 UTC · query_id 662d6937-5042-49a8-b3e0-fc8aae8783fb");
        assertThat(header.summary()).startsWith("1 row in set. Elapsed: 1.417 sec. Processed 57.34 thousand rows");
        assertThat(header.tags()).containsExactly("pv1");
        assertThat(header.error()).isEmpty();
        assertThat(header.missing()).isEmpty();
        assertThat(header.data()).isEmpty();
        assertThat(header.dataModified()).isFalse();
    }

    @Test
    void theHeaderSaysWhatGeneratedTheDataAndWhetherItChangedSince() {
        ProfileViewModel vm = direct();
        selected.set(Runs.builder().sql("SELECT count() FROM needle").tables("default.needle")
                .dataset(Runs.needleDataset(OptionalLong.of(1_000_000))).build());

        assertThat(vm.headerProperty().get().data()).containsExactly("Data: default.needle from generator"
                + " needle(rows=1000000, seed=1), digest 8c1f02d94ab37e65, unchanged since generated");
        assertThat(vm.headerProperty().get().dataModified()).isFalse();

        selected.set(Runs.builder().sql("SELECT count() FROM needle").tables("default.needle")
                .dataset(Runs.needleDataset(OptionalLong.of(999_000))).build());

        assertThat(vm.headerProperty().get().data()).singleElement().asString()
                .endsWith("modified since generated (999,000 rows now, 1,000,000 then)");
        assertThat(vm.headerProperty().get().dataModified()).isTrue();
    }

    @Test
    void longSqlIsShortenedToOneLineAndKeptInFull() {
        String sql = "SELECT\n    " + "x + ".repeat(60) + "1\nFROM t";
        ProfileViewModel vm = direct();
        selected.set(Runs.builder().sql(sql).build());

        assertThat(vm.headerProperty().get().sqlLine()).hasSize(160).endsWith("…").doesNotContain("\n");
        assertThat(vm.headerProperty().get().sqlFull()).isEqualTo(sql);
    }

    @Test
    void stepBarsSplitWorkAndWaitsInMillisecondsPerStep() {
        ProfileViewModel vm = direct();
        selected.set(Runs.needleUpfront());

        DefaultCategoryDataset bars = vm.stepBarsProperty().get();
        assertThat(bars.getRowKeys()).containsExactly(ProfileViewModel.WORK, ProfileViewModel.INPUT_WAIT,
                ProfileViewModel.OUTPUT_WAIT);
        assertThat(bars.getColumnKeys()).containsExactly("ReadFromMergeTree (default.needle) ×2", "Filter (WHERE) ×2",
                "Expression ((Project names + Projection))", "Expression (Before ORDER BY) ×2",
                "Limit (preliminary LIMIT (without OFFSET))");
        assertThat(bars.getValue(ProfileViewModel.WORK, "ReadFromMergeTree (default.needle) ×2").doubleValue())
                .isEqualTo(438.524);
        assertThat(bars.getValue(ProfileViewModel.INPUT_WAIT, "Filter (WHERE) ×2").doubleValue()).isEqualTo(505.096);
        assertThat(bars.getValue(ProfileViewModel.OUTPUT_WAIT, "Limit (preliminary LIMIT (without OFFSET))")
                .doubleValue()).isEqualTo(18.235);
    }

    @Test
    void stepsPastTheTwelfthShareOneBar() {
        StringBuilder rows = new StringBuilder();
        for (int i = 1; i <= 15; i++) {
            rows.append(i).append(" | | ").append(i).append(" | Step").append(i).append(" | | P | ").append(i * 1000)
                    .append(" | 10 | 1 | 0 | 0 | 0 | 0\n");
        }
        ProfileViewModel vm = direct();
        selected.set(Runs.builder().processors(rows.toString()).build());

        DefaultCategoryDataset bars = vm.stepBarsProperty().get();
        assertThat(bars.getColumnKeys()).hasSize(13).startsWith("Step15", "Step14").endsWith("3 more steps");
        assertThat(bars.getValue(ProfileViewModel.WORK, "3 more steps").doubleValue()).isEqualTo(6.0);
        assertThat(bars.getValue(ProfileViewModel.INPUT_WAIT, "3 more steps").doubleValue()).isEqualTo(0.03);
    }

    @Test
    void theFunnelChartHasEachStageAndTheRuntimeFigure() {
        ProfileViewModel vm = direct();
        selected.set(Runs.needleUpfront());

        assertThat(vm.funnels()).hasSize(1);
        FunnelChartData funnel = vm.funnels().get(0);
        assertThat(funnel.table()).isEqualTo("default.needle");
        assertThat(funnel.granules().getColumnKeys()).containsExactly("Skip s_idx bloom_filter(0.0001) GRANULARITY 1",
                ProfileViewModel.RUNTIME_CATEGORY);
        assertThat(funnel.granules().getValue("before", "Skip s_idx bloom_filter(0.0001) GRANULARITY 1").intValue())
                .isEqualTo(977);
        assertThat(funnel.granules().getRowKeys()).containsExactly("before", "after", ProfileViewModel.RUNTIME_SERIES);
        assertThat(funnel.granules().getValue(ProfileViewModel.RUNTIME_SERIES, ProfileViewModel.RUNTIME_CATEGORY)
                .intValue()).isEqualTo(977);
        assertThat(funnel.parts().getValue(ProfileViewModel.RUNTIME_SERIES, ProfileViewModel.RUNTIME_CATEGORY)
                .intValue()).isEqualTo(1);
        assertThat(vm.funnelNoteProperty().get()).isEqualTo("The query log agrees with the funnel: the run selected 977 granules in 1 part.");
        assertThat(vm.funnelDiffersProperty().get()).isFalse();
    }

    @Test
    void listsTheCriticalPathWithAttributedWaits() {
        ProfileViewModel vm = direct();
        selected.set(Runs.needleUpfront());

        assertThat(vm.criticalPath()).hasSize(7);
        PathRow read = vm.criticalPath().get(0);
        assertThat(read).isEqualTo(new PathRow("MergeTreeSelect(pool: ReadPool, algorithm: Thread)", "ReadFromMergeTree",
                230_253, "", "113", 268_455));
        assertThat(vm.criticalPath().get(6).waitedForDownstreamMicros()).isEmpty();
        assertThat(vm.criticalPathSummaryProperty().get())
                .isEqualTo("247,663 µs of work over 7 processors (the source-to-sink chain with the most work)");
    }

    @Test
    void laysTheGraphOutCollapsedAndExpandsOnRequest() {
        ProfileViewModel vm = direct();
        selected.set(Runs.groupByTwoThreads());

        assertThat(vm.diagramProperty().get().nodes()).hasSize(13);
        assertThat(vm.graphStatusProperty().get()).isEmpty();
        vm.collapseCopiesProperty().set(false);
        assertThat(vm.diagramProperty().get().nodes()).hasSize(22);
        assertThat(vm.diagramProperty().get().graph().collapsed()).isFalse();
    }

    @Test
    void filtersProfileEventsByName() {
        ProfileViewModel vm = direct();
        selected.set(Runs.needleUpfront());
        assertThat(vm.profileEvents()).hasSize(19);

        vm.eventFilterProperty().set("selectedm");

        assertThat(vm.profileEvents()).containsExactly(new NameValue("SelectedMarks", "977"),
                new NameValue("SelectedMarksTotal", "977"));
        vm.eventFilterProperty().set("");
        assertThat(vm.profileEvents()).hasSize(19);
    }

    @Test
    void showsTheTextsTheQueryLogRowAndTheParts() {
        ProfileViewModel vm = direct();
        selected.set(Runs.needleUpfront());

        assertThat(vm.planTextProperty().get()).startsWith("Expression ((Project names + Projection))");
        assertThat(vm.pipelineTextProperty().get()).contains("MergeTreeSelect(pool: ReadPool, algorithm: Thread) × 2 0 → 1");
        assertThat(vm.indexesTextProperty().get()).isEqualTo("""
                ReadFromMergeTree (default.needle)
                Indexes:
                  Skip
                    Name: s_idx
                    Description: bloom_filter(0.0001) GRANULARITY 1
                    Parts: 1/1
                    Granules: 977/977
                """);
        assertThat(vm.queryLogColumns()).contains(new NameValue("read_rows", "57344"));
        TextTable parts = vm.partsProperty().get();
        assertThat(parts.columns()).startsWith("database", "table", "partition", "name");
        assertThat(parts.rows()).hasSize(1);
        assertThat(parts.rows().get(0)).startsWith("default", "needle", "tuple()", "all_1_1_0", "Wide", "1", "1,000,000");
    }

    @Test
    void aFailedRunShowsItsErrorAndWhatIsMissing() {
        ProfileViewModel vm = direct();
        selected.set(Runs.builder().error(60, "UNKNOWN_TABLE", "Table default.nope does not exist")
                .missing("system.processors_profile_log: no rows for a query that failed before it started").build());

        ProfileHeader header = vm.headerProperty().get();
        assertThat(header.error()).contains("Code: 60. DB::Exception: Table default.nope does not exist. (UNKNOWN_TABLE)");
        assertThat(header.missing()).hasSize(1);
        assertThat(vm.diagramProperty().get()).isNull();
        assertThat(vm.graphStatusProperty().get()).isEqualTo("No processor rows were captured for this run.");
        assertThat(vm.criticalPath()).isEmpty();
    }

    @Test
    void nothingSelectedNothingShown() {
        ProfileViewModel vm = direct();
        selected.set(Runs.needleUpfront());
        selected.set(null);

        assertThat(vm.hasRunProperty().get()).isFalse();
        assertThat(vm.diagramProperty().get()).isNull();
        assertThat(vm.criticalPath()).isEmpty();
        assertThat(vm.headerProperty().get()).isEqualTo(ProfileHeader.NONE);
    }

    @Test
    void aResultForARunNoLongerSelectedIsDropped() {
        Deque<Runnable> background = new ArrayDeque<>();
        ProfileViewModel vm = new ProfileViewModel(selected, background::add, Runnable::run);
        selected.set(Runs.groupByTwoThreads());
        selected.set(Runs.needleUpfront());
        assertThat(vm.graphStatusProperty().get()).isEqualTo("Laying out 10 processors…");

        while (!background.isEmpty()) {
            background.pollLast().run(); // the newer run's work finishes first
        }

        assertThat(vm.headerProperty().get().sqlLine()).isEqualTo(Runs.NEEDLE_SQL);
        assertThat(vm.diagramProperty().get().nodes()).hasSize(7);
        assertThat(vm.graphStatusProperty().get()).isEmpty();
    }

    @Test
    void togglingCopiesWhileTheRunIsStillBeingDerivedKeepsItsContent() {
        Deque<Runnable> background = new ArrayDeque<>();
        ProfileViewModel vm = new ProfileViewModel(selected, background::add, Runnable::run);
        selected.set(Runs.groupByTwoThreads());
        vm.collapseCopiesProperty().set(false);

        while (!background.isEmpty()) {
            background.pollFirst().run();
        }

        assertThat(vm.headerProperty().get().sqlLine()).startsWith("SELECT length(s)");
        assertThat(vm.criticalPath()).hasSize(13);
        assertThat(vm.diagramProperty().get().nodes()).hasSize(22);
        assertThat(vm.graphStatusProperty().get()).isEmpty();
    }
}
