package io.mergelab.engine.tablefunction;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** What table functions may reach outside the engine: files under user_files_path, and the hosts url() may ask. */
public record ExternalAccess(UserFiles userFiles, RemoteHostFilter remoteHosts) {

    /** Creates {@code userFilesPath} when missing (as ClickHouse does at start-up). */
    public static ExternalAccess open(Path userFilesPath, Optional<List<String>> remoteUrlAllowHosts) {
        return new ExternalAccess(UserFiles.open(userFilesPath), new RemoteHostFilter(remoteUrlAllowHosts));
    }
}
