package io.mergelab.engine.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.durability.CrashInsertChild;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataDirectoryLockTest {
    @TempDir
    Path dataDir;

    @Test
    void secondProcessIsToldWhichProcessHoldsTheDirectory() throws Exception {
        Process holder = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CrashInsertChild.class.getName(), dataDir.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("READY");
            assertThatThrownBy(() -> Engine.open(dataDir))
                    .isInstanceOf(MergeLabException.class)
                    .hasMessageContaining("in use by process " + holder.pid())
                    .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.CANNOT_OPEN_FILE));
        } finally {
            holder.destroyForcibly();
            holder.waitFor(30, TimeUnit.SECONDS);
        }
        try (Engine reopened = Engine.open(dataDir)) {
            assertThat(reopened.dataDir()).isEqualTo(dataDir.toAbsolutePath());
        }
    }

    @Test
    void sameProcessCannotOpenTheDirectoryTwice() {
        try (Engine first = Engine.open(dataDir)) {
            assertThatThrownBy(() -> Engine.open(dataDir))
                    .hasMessageContaining("in use by process " + ProcessHandle.current().pid());
        }
    }

    @Test
    void closingAnEngineTwiceIsHarmlessAndFreesTheDirectory() {
        Engine engine = Engine.open(dataDir);
        engine.close();
        engine.close();
        try (Engine reopened = Engine.open(dataDir)) {
            assertThat(reopened.dataDir()).isEqualTo(dataDir.toAbsolutePath());
        }
    }
}
