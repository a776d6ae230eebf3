package io.mergelab.profiler.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class StoreLocationTest {
    private static final Path HOME = Path.of("/home/ada");

    @Test
    void theDefaultDataDirectoryHasTheDefaultStore() {
        assertThat(StoreLocation.resolve(null, Path.of("/home/ada/.mergelab/data"), HOME))
                .isEqualTo(Path.of("/home/ada/.mergelab/store"));
    }

    @Test
    void anotherDataDirectoryHasItsStoreBesideIt() {
        assertThat(StoreLocation.resolve(null, Path.of("/work/needle-data/"), HOME))
                .isEqualTo(Path.of("/work/needle-data.store"));
        assertThat(StoreLocation.resolve(null, Path.of("/"), HOME)).isEqualTo(Path.of("/mergelab.store"));
    }

    @Test
    void storeOptionWinsWithOrWithoutH2sSuffix() {
        assertThat(StoreLocation.resolve(Path.of("/tmp/runs.mv.db"), Path.of("/work/x"), HOME))
                .isEqualTo(Path.of("/tmp/runs"));
        assertThat(StoreLocation.resolve(Path.of("/tmp/runs"), Path.of("/work/x"), HOME)).isEqualTo(Path.of("/tmp/runs"));
        assertThat(StoreLocation.databaseFile(Path.of("/tmp/runs"))).isEqualTo(Path.of("/tmp/runs.mv.db"));
        assertThat(StoreLocation.databaseFile(Path.of("/tmp/runs.mv.db"))).isEqualTo(Path.of("/tmp/runs.mv.db"));
    }
}
