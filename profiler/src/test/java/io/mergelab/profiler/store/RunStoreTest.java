package io.mergelab.profiler.store;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.run.ContentDigest;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saving, loading, resolving and deleting runs in a real H2 file. */
class RunStoreTest {
    @TempDir
    Path dir;

    private RunStore store;

    @BeforeEach
    void open() {
        store = RunStore.open(dir.resolve("store"));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aSavedRunLoadsBackEqualWithEveryField() {
        Run saved = complete("r1").error(60, "UNKNOWN_TABLE", "Table default.nosuch does not exist").processors(7).build();

        store.save(saved);

        assertThat(store.load("r1")).contains(saved);
        assertThat(store.file()).isEqualTo(dir.resolve("store.mv.db")).exists();
    }

    @Test
    void aRunLoadedForAComparisonHasEverythingButItsPartsPartLogExplainsAndServers() {
        Run saved = complete("r1").processors(7).build();
        assertThat(saved.parts()).isNotEmpty();
        assertThat(saved.explains().planText()).isNotEmpty();
        store.save(saved);

        Run lean = store.loadForComparison("r1").orElseThrow();

        assertThat(lean.parts()).isEmpty();
        assertThat(lean.partLog()).isEmpty();
        assertThat(lean.nodes()).isEmpty();
        assertThat(lean.explains()).isEqualTo(Explains.NONE);
        assertThat(lean).usingRecursiveComparison().ignoringFields("parts", "partLog", "nodes", "explains")
                .isEqualTo(saved);
        assertThat(store.loadForComparison("nope")).isEmpty();
    }

    @Test
    void datasetsWithAndWithoutCurrentRowsAndSampleFingerprintLoadBackEqualInTheirOrder() {
        DatasetFingerprint events = new DatasetFingerprint("scenario_b.events_by_month", "events",
                Map.of("rows", "2000000", "scenario", "every-millisecond-counts", "variant", "by_month"),
                Instant.parse("2026-03-01T09:00:00.001Z"), "ReplacingMergeTree", 2_000_000,
                new ContentDigest(1_031_772, -42L, true), Optional.empty(), OptionalLong.empty());
        Run saved = complete("r3").dataset(events).build();

        store.save(saved);

        assertThat(store.load("r3")).contains(saved);
        assertThat(store.load("r3").orElseThrow().datasets()).extracting(DatasetFingerprint::table)
                .containsExactly("default.hits", "scenario_b.events_by_month");
    }

    @Test
    void aRunWithoutQueryLogRowLoadsBackEqual() {
        Run withoutQueryLog = Runs.builder().id("r2").series("series-r2", 0).build();

        store.save(withoutQueryLog);

        assertThat(store.load("r2")).contains(withoutQueryLog);
    }

    @Test
    void keepsTheOrderOfSettingsTagsAndProcessors() {
        Run saved = complete("r3").setting("use_skip_indexes_on_data_read", "1").setting("log_comment", "x")
                .tags("b", "a", "c").processors(12).build();

        store.save(saved);

        Run loaded = store.load("r3").orElseThrow();
        assertThat(loaded.settings().keySet()).containsExactly("max_threads", "use_skip_indexes_on_data_read", "log_comment");
        assertThat(loaded.tags()).containsExactly("b", "a", "c");
        assertThat(loaded.processors()).extracting(p -> p.id()).isSortedAccordingTo(Long::compare).hasSize(12);
    }

    @Test
    void unknownRunLoadsEmpty() {
        assertThat(store.load("nope")).isEmpty();
    }

    @Test
    void savingARunTwiceIsRefusedAndSaveAllIsAllOrNothing() {
        store.save(complete("dup").build());

        assertThatThrownBy(() -> store.saveAll(List.of(complete("new").build(), complete("dup").build())))
                .isInstanceOf(RunStoreException.class)
                .hasMessageContaining("Run dup is already in run store")
                .extracting(e -> ((RunStoreException) e).reason()).isEqualTo(RunStoreException.Reason.DUPLICATE_RUN);
        assertThat(store.load("new")).isEmpty();
        assertThat(store.count()).isEqualTo(1);
    }

    @Test
    void seriesLoadsEveryRepetitionInOrder() {
        store.saveAll(List.of(complete("b").series("s", 1).build(), complete("a").series("s", 0).build(),
                complete("c").series("other", 0).build()));

        assertThat(store.series("s")).extracting(Run::id).containsExactly("a", "b");
    }

    @Test
    void resolvesAUniquePrefixAndSaysWhenAPrefixIsUnknownOrAmbiguous() {
        store.saveAll(List.of(complete("3f2a9c1e-aaaa").build(), complete("3f2b0000-bbbb").build(), complete("3f2").build()));

        assertThat(store.resolve("3f2a")).isEqualTo("3f2a9c1e-aaaa");
        assertThat(store.resolve("3f2")).as("an exact id wins over longer ones").isEqualTo("3f2");
        assertThatThrownBy(() -> store.resolve("3f2b0000-bbbbX")).hasMessageContaining("No run 3f2b0000-bbbbX in run store");
        assertThatThrownBy(() -> store.resolve("3f2_")).hasMessageContaining("No run 3f2_");
        store.delete(List.of("3f2"));
        assertThatThrownBy(() -> store.resolve("3f"))
                .hasMessageContaining("Run id 3f is ambiguous: it begins 3f2a9c1e-aaaa, 3f2b0000-bbbb");
    }

    @Test
    void deleteRemovesTheRunsWithAllTheirRows() {
        store.saveAll(List.of(complete("keep").build(), complete("go1").build(), complete("go2").build()));

        assertThat(store.delete(List.of("go1", "go2", "never-there"))).isEqualTo(2);

        assertThat(store.load("go1")).isEmpty();
        assertThat(store.load("keep")).isPresent();
        assertThat(store.list(RunFilter.latest())).extracting(RunSummary::id).containsExactly("keep");
        assertThat(store.list(RunFilter.latest().withTag("story-a"))).extracting(RunSummary::id).containsExactly("keep");
        assertThat(store.list(RunFilter.latest().withSearch("google"))).extracting(RunSummary::id).containsExactly("keep");
    }

    @Test
    void existingNamesTheIdsTheStoreHolds() {
        store.save(complete("x").build());

        assertThat(store.existing(List.of("x", "y"))).containsExactly("x");
    }

    @Test
    void storesWrittenLaterAreOpenedAgainWithTheirRuns() {
        store.save(complete("kept").startedAt(Instant.parse("2026-01-01T00:00:00Z")).build());
        store.close();

        store = RunStore.open(dir.resolve("store.mv.db"));

        assertThat(store.load("kept")).isPresent();
    }
}
