package io.mergelab.app.cli;

import java.nio.file.Path;
import java.util.Map;

/** Where the embedded engine keeps its data: {@code --path}, else {@code $MERGELAB_HOME}, else {@code ~/.mergelab/data}. */
public final class DataDirectory {
    static final String ENVIRONMENT_VARIABLE = "MERGELAB_HOME";

    private DataDirectory() {
    }

    public static Path resolve(Path option, Map<String, String> environment, String userHome) {
        if (option != null) {
            return option.toAbsolutePath().normalize();
        }
        String fromEnvironment = environment.get(ENVIRONMENT_VARIABLE);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return Path.of(fromEnvironment).toAbsolutePath().normalize();
        }
        return Path.of(userHome, ".mergelab", "data");
    }
}
