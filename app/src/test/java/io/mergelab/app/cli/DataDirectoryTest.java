package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DataDirectoryTest {

    @Test
    void optionWinsOverEnvironment() {
        Path chosen = DataDirectory.resolve(Path.of("/tmp/x/../lab"), Map.of("MERGELAB_HOME", "/srv/ml"), "/home/u");

        assertThat(chosen).isEqualTo(Path.of("/tmp/lab"));
    }

    @Test
    void environmentWinsOverHome() {
        assertThat(DataDirectory.resolve(null, Map.of("MERGELAB_HOME", "/srv/ml"), "/home/u")).isEqualTo(Path.of("/srv/ml"));
    }

    @Test
    void defaultsToMergeLabDataUnderHome() {
        assertThat(DataDirectory.resolve(null, Map.of(), "/home/u")).isEqualTo(Path.of("/home/u/.mergelab/data"));
        assertThat(DataDirectory.resolve(null, Map.of("MERGELAB_HOME", " "), "/home/u"))
                .isEqualTo(Path.of("/home/u/.mergelab/data"));
    }
}
