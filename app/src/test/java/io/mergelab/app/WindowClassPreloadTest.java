package io.mergelab.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The class data sharing training's preload of the window's classes, and the recorded list it reads. */
class WindowClassPreloadTest {
    /** Counts the initializations of {@link Probe}, kept apart so that reading it does not initialize the probe. */
    static final class ProbeInits {
        static final AtomicInteger COUNT = new AtomicInteger();
    }

    static final class Probe {
        static final int VALUE;

        static {
            ProbeInits.COUNT.incrementAndGet();
            VALUE = 7;
        }
    }

    @Test
    void loadsTheNamedClassesWithoutInitializingThemAndSkipsNamesThatNoLongerExist(@TempDir Path dir) throws IOException {
        Path list = Files.writeString(dir.resolve("classes.txt"), String.join("\n",
                "# a comment", "", Probe.class.getName(), "io.mergelab.app.RenamedLongAgo", "  java.util.BitSet  "));

        assertThat(WindowClassPreload.preload(list)).isEqualTo(2);
        assertThat(ProbeInits.COUNT.get()).as("initializations during the preload").isZero();
        assertThat(Probe.VALUE).isEqualTo(7);
        assertThat(ProbeInits.COUNT.get()).isEqualTo(1);
    }

    @Test
    void theRecordedListNamesTheWindowsClassesAndIsCurrent() throws IOException {
        // surefire runs in the module's directory, where ./mergelab and the installers find the list too
        List<String> names = Files.readAllLines(Path.of("cds-window-classes.txt")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        assertThat(names).contains("io.mergelab.app.gui.MergeLabApplication", "io.mergelab.app.gui.shell.ShellView",
                "io.mergelab.app.gui.workspace.WorkspaceView", "javafx.scene.control.TreeView", "org.h2.Driver");

        List<String> ours = names.stream().filter(name -> name.startsWith("io.mergelab.")).toList();
        List<String> gone = ours.stream().filter(name -> !loads(name)).toList();
        assertThat(gone.size()).as("classes of the list that no longer exist (re-record it with"
                + " app/record-window-classes): %s", gone).isLessThanOrEqualTo(ours.size() / 20);
    }

    private static boolean loads(String name) {
        try {
            Class.forName(name, false, WindowClassPreloadTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
