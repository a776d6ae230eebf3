package io.mergelab.profiler.store;

import static io.mergelab.profiler.run.Runs.complete;

import java.nio.file.Path;

/**
 * A second process writing a store, for the crash and sharing tests: {@code <store> <id prefix> <runs>} saves that many
 * runs (-1: until killed), run {@code i} with {@link #processorsOf(int)} processors, and prints {@code opened} once
 * the store is open and {@code saved <id>} after each save returns.
 */
public final class StoreWriterChild {

    private StoreWriterChild() {
    }

    /** Varied and large enough that a save takes a while, so a kill often lands inside one. */
    static int processorsOf(int i) {
        return 40 + (i * 37) % 160;
    }

    static String idOf(String prefix, int i) {
        return prefix + i;
    }

    public static void main(String[] args) {
        Path store = Path.of(args[0]);
        String prefix = args[1];
        int runs = Integer.parseInt(args[2]);
        try (RunStore opened = RunStore.open(store)) {
            System.out.println("opened");
            System.out.flush();
            for (int i = 0; runs < 0 || i < runs; i++) {
                String id = idOf(prefix, i);
                opened.save(complete(id).processors(processorsOf(i)).tags(prefix, "n" + i).build());
                System.out.println("saved " + id);
                System.out.flush();
            }
        }
    }
}
