package io.mergelab.app.gui;

import io.mergelab.engine.EngineConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The engine configuration carried to the window as JavaFX named parameters ({@code --user-files-path=DIR},
 * {@code --remote-url-allow-hosts=H,H}), because {@link javafx.application.Application#launch} passes only strings.
 * A parameter is left out when the command line did not set it, so the engine's default applies.
 */
final class EngineParameters {
    static final String USER_FILES_PATH = "user-files-path";
    static final String REMOTE_URL_ALLOW_HOSTS = "remote-url-allow-hosts";

    private EngineParameters() {
    }

    static List<String> arguments(EngineConfig engine) {
        List<String> arguments = new ArrayList<>();
        engine.userFilesPath().ifPresent(dir -> arguments.add("--" + USER_FILES_PATH + "=" + dir));
        engine.remoteUrlAllowHosts().ifPresent(hosts ->
                arguments.add("--" + REMOTE_URL_ALLOW_HOSTS + "=" + String.join(",", hosts)));
        return arguments;
    }

    static EngineConfig parse(Map<String, String> named) {
        EngineConfig engine = EngineConfig.defaults();
        String userFiles = named.get(USER_FILES_PATH);
        if (userFiles != null) {
            engine = engine.withUserFilesPath(Path.of(userFiles));
        }
        String hosts = named.get(REMOTE_URL_ALLOW_HOSTS);
        if (hosts != null) {
            engine = engine.withRemoteUrlAllowHosts(hosts.isEmpty() ? List.of() : Arrays.asList(hosts.split(",")));
        }
        return engine;
    }
}
