package io.mergelab.app.cli;

import io.mergelab.engine.EngineConfig;
import java.nio.file.Path;
import java.util.List;

/** The embedded engine's configuration from the root options {@code --user-files-path} and {@code --remote-url-allow-hosts}. */
final class EngineOptions {
    private EngineOptions() {
    }

    /** The defaults, with {@code userFilesPath} and {@code remoteUrlAllowHosts} where given (null: not given). */
    static EngineConfig config(Path userFilesPath, List<String> remoteUrlAllowHosts) {
        EngineConfig config = EngineConfig.defaults();
        if (userFilesPath != null) {
            config = config.withUserFilesPath(userFilesPath.toAbsolutePath().normalize());
        }
        return remoteUrlAllowHosts == null ? config : config.withRemoteUrlAllowHosts(remoteUrlAllowHosts);
    }
}
