package io.mergelab.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Loads, without initializing them, the classes the desktop window needs at start-up, named one per line in the file
 * the system property {@value #PROPERTY} gives. Only the class data sharing training run sets it: the window it opens
 * is headless (Monocle), so the classes of a window on a display (GTK's, the GPU pipeline's) would otherwise be
 * missing, and the JVM archives every class loaded by its end (linking those not linked yet). Names that no longer
 * exist are skipped, as a list recorded before a class was renamed only loses that class.
 */
final class WindowClassPreload {
    static final String PROPERTY = "mergelab.cds.windowClasses";

    private WindowClassPreload() {
    }

    /** Preloads the classes of the file {@value #PROPERTY} names; does nothing when it is not set. */
    static void ifRequested() {
        String list = System.getProperty(PROPERTY);
        if (list != null) {
            preload(Path.of(list));
        }
    }

    /** Loads each class named in {@code list} (blank lines and {@code #} comments aside); returns how many loaded. */
    static int preload(Path list) {
        ClassLoader loader = WindowClassPreload.class.getClassLoader();
        int loaded = 0;
        try {
            for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
                String name = line.strip();
                if (name.isEmpty() || name.startsWith("#")) {
                    continue;
                }
                try {
                    Class.forName(name, false, loader);
                    loaded++;
                } catch (ClassNotFoundException | LinkageError e) {
                    // renamed or removed since the list was recorded
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the window's class list " + list, e);
        }
        return loaded;
    }
}
