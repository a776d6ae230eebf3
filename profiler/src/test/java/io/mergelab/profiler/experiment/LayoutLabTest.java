package io.mergelab.profiler.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The layout lab on a small table of the real engine in a temp directory. */
class LayoutLabTest {
    private static final ComparisonOptions SEVEN_ROUNDS = new ComparisonOptions(0, 7, 7, 0, 600, false, 0.1, 1);
    private static final ExperimentSink NOWHERE = new ExperimentSink() {
        @Override
        public void run(io.mergelab.profiler.run.Run run) {
        }

        @Override
        public void comparison(io.mergelab.profiler.compare.Comparison comparison) {
        }
    };

    @TempDir
    Path temp;
    private EmbeddedTarget target;

    @BeforeEach
    void createTable() {
        target = EmbeddedTarget.open(temp.resolve("data"));
        run("CREATE DATABASE shop");
        run("CREATE TABLE shop.orders (id UInt64, customer UInt32, note String DEFAULT 'none',"
                + " twice UInt64 MATERIALIZED id * 2) ENGINE = MergeTree ORDER BY id"
                + " SETTINGS index_granularity = 256");
        run("INSERT INTO shop.orders (id, customer) SELECT number, number % 50 FROM numbers(10000)");
        run("INSERT INTO shop.orders (id, customer) SELECT number + 10000, number % 50 FROM numbers(5000)");
    }

    @AfterEach
    void close() {
        target.close();
    }

    private void run(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private List<String> tables() {
        return target.run(QueryRequest.of("SELECT name FROM system.tables WHERE database = 'shop' ORDER BY name"))
                .rows().stream().map(r -> r.get(0)).toList();
    }

    private Experiment lab(LayoutLab lab) {
        return new ExperimentRunner(target).run(new ExperimentPlan("layouts", "shop.orders", "", lab.layoutNames(),
                List.of(new ExperimentQuery("query", "SELECT sum(twice) FROM {table} WHERE customer = 7", Map.of(),
                        List.of())), List.of(), SEVEN_ROUNDS), lab, NOWHERE, ExperimentProgress.NONE);
    }

    @Test
    void eachLayoutGetsTheSameRowsAndIsComparedWithTheOriginalThenDropped() {
        LayoutLab lab = new LayoutLab(target, "shop.orders", List.of(
                LayoutSpec.parse("by_customer", "ORDER BY (customer, id) SETTINGS index_granularity = 256"),
                LayoutSpec.parse("by_customer_merged", "ORDER BY (customer, id) PARTITION BY customer % 2")),
                true, false);

        Experiment experiment = lab(lab);

        assertThat(experiment.layouts()).extracting(LayoutResult::name)
                .containsExactly("original", "by_customer", "by_customer_merged");
        assertThat(experiment.layouts()).allSatisfy(l -> assertThat(l.storage().storedRows()).isEqualTo(15_000));
        assertThat(experiment.layouts().get(0).storage().parts()).isEqualTo(2);
        // merged down: one part per partition
        assertThat(experiment.layouts().get(1).storage().parts()).isEqualTo(1);
        assertThat(experiment.layouts().get(2).storage().parts()).isEqualTo(2);
        assertThat(experiment.dataDigest()).matches("15,000 rows, digest [0-9a-f]{16} in each of 3 layouts");
        assertThat(experiment.cells()).extracting(ExperimentCell::variant)
                .containsExactly("original", "by_customer", "by_customer_merged");
        assertThat(experiment.cells().get(1).verdict()).isPresent();
        assertThat(experiment.cells().get(1).medianReadRows()).isLessThan(experiment.cells().get(0).medianReadRows());
        assertThat(experiment.cells().get(1).funnel()).contains("shop.orders__by_customer: PrimaryKey")
                .as("the funnel names the copy read");
        assertThat(tables()).containsExactly("orders");
    }

    @Test
    void keptLayoutsStayAndABadLayoutFailsNamingItWithNothingLeftBehind() {
        Experiment kept = lab(new LayoutLab(target, "shop.orders",
                List.of(LayoutSpec.parse("by_customer", "ORDER BY customer")), false, true));
        assertThat(kept.cells()).hasSize(2);
        assertThat(tables()).containsExactly("orders", "orders__by_customer");

        LayoutLab clash = new LayoutLab(target, "shop.orders", List.of(LayoutSpec.parse("fresh", "ORDER BY id"),
                LayoutSpec.parse("by_customer", "ORDER BY customer")), false, false);
        assertThatThrownBy(() -> lab(clash))
                .isInstanceOfSatisfying(ExperimentException.class,
                        e -> assertThat(e.reason()).isEqualTo(ExperimentException.Reason.TABLE_EXISTS))
                .hasMessage("Layout by_customer: table `shop`.`orders__by_customer` exists already; drop it or name"
                        + " the layout otherwise");
        assertThat(tables()).as("the copy made before the clash is dropped, the existing table untouched")
                .containsExactly("orders", "orders__by_customer");
        run("DROP TABLE shop.orders__by_customer");

        LayoutLab bad = new LayoutLab(target, "shop.orders", List.of(LayoutSpec.parse("good", "ORDER BY id"),
                LayoutSpec.parse("broken", "ORDER BY no_such_column")), false, false);
        assertThatThrownBy(() -> lab(bad))
                .isInstanceOfSatisfying(ExperimentException.class,
                        e -> assertThat(e.reason()).isEqualTo(ExperimentException.Reason.BAD_LAYOUT))
                .hasMessageStartingWith("Layout broken cannot be created: ")
                .hasMessageContaining("no_such_column");
        assertThat(tables()).containsExactly("orders");
    }

    @Test
    void aCodecClauseChangesThatColumnsCodecAndTheBytesOnDiskTheOthersKeepTheTables() {
        run("CREATE TABLE shop.notes (id UInt64, body String CODEC(ZSTD(3))) ENGINE = MergeTree ORDER BY id");
        run("INSERT INTO shop.notes SELECT number, repeat('lorem ipsum ', 20) FROM numbers(20000)");
        LayoutLab lab = new LayoutLab(target, "shop.notes", List.of(LayoutSpec.parse("plain", "ORDER BY id"),
                LayoutSpec.parse("raw", "ORDER BY id CODEC body NONE CODEC id ZSTD(1)")), true, true);

        Experiment experiment = new ExperimentRunner(target).run(new ExperimentPlan("layouts", "shop.notes", "",
                lab.layoutNames(), List.of(new ExperimentQuery("query", "SELECT count() FROM {table} WHERE id < 100",
                        Map.of(), List.of())), List.of(), SEVEN_ROUNDS), lab, NOWHERE, ExperimentProgress.NONE);

        assertThat(target.run(QueryRequest.of("SELECT table, name, compression_codec FROM system.columns"
                + " WHERE database = 'shop' AND table LIKE 'notes%' ORDER BY table, name")).rows()).containsExactly(
                List.of("notes", "body", "CODEC(ZSTD(3))"), List.of("notes", "id", ""),
                List.of("notes__plain", "body", "CODEC(ZSTD(3))"), List.of("notes__plain", "id", ""),
                List.of("notes__raw", "body", "CODEC(NONE)"), List.of("notes__raw", "id", "CODEC(ZSTD(1))"));
        long plainBytes = experiment.layouts().get(1).storage().bytesOnDisk();
        long rawBytes = experiment.layouts().get(2).storage().bytesOnDisk();
        // 20,000 bodies of 240 bytes uncompressed against ZSTD's few KiB
        assertThat(rawBytes).isGreaterThan(4_000_000).isGreaterThan(plainBytes * 10);

        LayoutLab unknown = new LayoutLab(target, "shop.notes",
                List.of(LayoutSpec.parse("odd", "ORDER BY id CODEC nobody NONE")), false, false);
        assertThatThrownBy(() -> new ExperimentRunner(target).run(new ExperimentPlan("layouts", "shop.notes", "",
                unknown.layoutNames(), List.of(new ExperimentQuery("query", "SELECT count() FROM {table}", Map.of(),
                        List.of())), List.of(), SEVEN_ROUNDS), unknown, NOWHERE, ExperimentProgress.NONE))
                .isInstanceOfSatisfying(ExperimentException.class,
                        e -> assertThat(e.reason()).isEqualTo(ExperimentException.Reason.BAD_LAYOUT))
                .hasMessage("Layout odd: CODEC names column nobody, which is not a stored column of the table"
                        + " (its columns: id, body)");
    }

    @Test
    void theLabRefusesAMissingTableAndLayoutNamesItCannotUse() {
        LayoutLab missing = new LayoutLab(target, "shop.nothing", List.of(LayoutSpec.parse("a", "ORDER BY id")),
                false, false);
        assertThatThrownBy(() -> lab(missing)).hasMessage("Table shop.nothing does not exist");
        assertThatThrownBy(() -> new LayoutLab(target, "shop.orders",
                List.of(LayoutSpec.parse("original", "ORDER BY id")), false, false))
                .hasMessage("Layout name original is the source table's");
        assertThatThrownBy(() -> new LayoutLab(target, "orders", List.of(LayoutSpec.parse("a", "ORDER BY id")),
                false, false)).hasMessage("The layout lab's table is named db.table, not 'orders'");
        assertThat(tables()).containsExactly("orders");
    }
}
