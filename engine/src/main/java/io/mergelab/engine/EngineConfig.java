package io.mergelab.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What an engine may reach outside its tables, as ClickHouse's server configuration says it:
 * {@code user_files_path}, the one directory {@code file()} reads (default: {@code user_files} in the data
 * directory), and {@code remote_url_allow_hosts}, the hosts {@code url()} may contact (default: any host; an empty
 * list allows none).
 */
public record EngineConfig(Optional<Path> userFilesPath, Optional<List<String>> remoteUrlAllowHosts) {
    public EngineConfig {
        remoteUrlAllowHosts = remoteUrlAllowHosts.map(List::copyOf);
    }

    /** user_files in the data directory, any host for url(). */
    public static EngineConfig defaults() {
        return new EngineConfig(Optional.empty(), Optional.empty());
    }

    public EngineConfig withUserFilesPath(Path directory) {
        return new EngineConfig(Optional.of(directory), remoteUrlAllowHosts);
    }

    /** Only these hosts ({@code host} or {@code host:port}, case-insensitive) for url(). */
    public EngineConfig withRemoteUrlAllowHosts(List<String> hosts) {
        return new EngineConfig(userFilesPath, Optional.of(hosts));
    }

    /** The user_files directory for an engine over {@code dataDir}, absolute. */
    public Path userFilesPathIn(Path dataDir) {
        return userFilesPath.orElse(dataDir.resolve("user_files")).toAbsolutePath().normalize();
    }
}
