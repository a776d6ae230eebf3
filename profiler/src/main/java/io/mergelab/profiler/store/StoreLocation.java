package io.mergelab.profiler.store;

import java.nio.file.Path;

/**
 * Where the run store lives: {@code --store FILE} when given; else beside the data directory, as
 * {@code <data directory>.store} (the engine owns everything inside its directory); and for the default data
 * directory {@code ~/.mergelab/data}, {@code ~/.mergelab/store}. H2 adds {@code .mv.db} to the name.
 */
public final class StoreLocation {
    /** The suffix H2 gives the database file. */
    public static final String H2_SUFFIX = ".mv.db";

    private StoreLocation() {
    }

    /**
     * The store's base name (without {@code .mv.db}) for {@code storeOption} (null when not given), the data
     * directory in use and the user's home directory.
     */
    public static Path resolve(Path storeOption, Path dataDirectory, Path userHome) {
        if (storeOption != null) {
            return withoutH2Suffix(storeOption.toAbsolutePath().normalize());
        }
        Path data = dataDirectory.toAbsolutePath().normalize();
        Path home = userHome.toAbsolutePath().normalize().resolve(".mergelab");
        if (data.equals(home.resolve("data"))) {
            return home.resolve("store");
        }
        Path name = data.getFileName();
        return name == null ? data.resolve("mergelab.store") : data.resolveSibling(name + ".store");
    }

    /** {@code file} without H2's {@code .mv.db}, so both spellings of {@code --store} name the same store. */
    public static Path withoutH2Suffix(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        return name.endsWith(H2_SUFFIX) && name.length() > H2_SUFFIX.length()
                ? file.resolveSibling(name.substring(0, name.length() - H2_SUFFIX.length())) : file;
    }

    /** The file H2 keeps the store in. */
    public static Path databaseFile(Path store) {
        Path base = withoutH2Suffix(store);
        return base.resolveSibling(base.getFileName() + H2_SUFFIX);
    }
}
