package io.mergelab.profiler.store;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When opening a store may skip Flyway: only when its history ends at the newest migration, intact and unedited. */
class StoreSchemaCurrentTest {
    @TempDir
    Path dir;

    @Test
    void theChecksumsAreThoseFlywayRecordedForEveryMigration() throws Exception {
        RunStore.open(dir.resolve("store")).close();
        List<String> compared = new ArrayList<>();
        try (Connection connection = connect();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT \"script\", \"checksum\" FROM \"flyway_schema_history\""
                     + " WHERE \"type\" = 'SQL'")) {
            while (rows.next()) {
                assertThat(MigrationChecksum.of(rows.getString(1))).as(rows.getString(1))
                        .isEqualTo(OptionalInt.of(rows.getInt(2)));
                compared.add(rows.getString(1));
            }
        }
        assertThat(compared).contains("V1__runs.sql", "V" + StoreSchema.VERSION + "__runs_by_pattern.sql");
    }

    @Test
    void aScriptThisProgramDoesNotHaveHasNoChecksum() throws Exception {
        assertThat(MigrationChecksum.of("V6__never_shipped.sql")).isEmpty();
        assertThat(MigrationChecksum.of("../store/V1__runs.sql")).isEmpty();
    }

    @Test
    void aStoreMigratedToTheNewestVersionIsCurrent() throws Exception {
        try (RunStore store = RunStore.open(dir.resolve("store"))) {
            store.save(complete("r").build());
        }

        assertThat(isCurrent()).isTrue();
    }

    @Test
    void aStoreOfAnOlderVersionIsNotCurrentAndIsMigratedOnOpen() throws Exception {
        flyway().target("12").load().migrate();
        assertThat(isCurrent()).isFalse();

        try (RunStore store = RunStore.open(dir.resolve("store"))) {
            store.save(complete("r").build());
            assertThat(store.count()).isEqualTo(1);
        }
        assertThat(isCurrent()).isTrue();
    }

    @Test
    void aNewDatabaseIsNotCurrent() throws Exception {
        try (Connection connection = connect()) {
            assertThat(StoreSchema.isCurrent(connection)).isFalse();
        }
    }

    @Test
    void aFailedMigrationInTheHistoryIsNotCurrent() throws Exception {
        RunStore.open(dir.resolve("store")).close();
        execute("UPDATE \"flyway_schema_history\" SET \"success\" = FALSE WHERE \"version\" = '2'");

        assertThat(isCurrent()).isFalse();
    }

    @Test
    void anEditedMigrationIsNotCurrentAndFlywayReportsIt() throws Exception {
        RunStore.open(dir.resolve("store")).close();
        execute("UPDATE \"flyway_schema_history\" SET \"checksum\" = \"checksum\" + 1 WHERE \"version\" = '"
                + StoreSchema.VERSION + "'");
        assertThat(isCurrent()).isFalse();

        assertThatThrownBy(() -> RunStore.open(dir.resolve("store")))
                .isInstanceOf(RunStoreException.class)
                .hasMessageStartingWith("Cannot bring run store " + dir.resolve("store.mv.db") + " up to date: ")
                .hasMessageContaining("checksum mismatch");
    }

    private boolean isCurrent() throws SQLException {
        try (Connection connection = connect()) {
            return StoreSchema.isCurrent(connection);
        }
    }

    private void execute(String sql) throws SQLException {
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private Connection connect() throws SQLException {
        return DriverManager.getConnection("jdbc:h2:file:" + dir.resolve("store"), "", "");
    }

    private org.flywaydb.core.api.configuration.FluentConfiguration flyway() {
        return Flyway.configure().dataSource("jdbc:h2:file:" + dir.resolve("store"), "", "")
                .locations(StoreSchema.MIGRATIONS).table(StoreSchema.HISTORY_TABLE);
    }
}
