package io.mergelab.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.EngineConfig;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EngineParametersTest {

    /** The named parameters as JavaFX hands them to the application: {@code --name=value} split at the first '='. */
    private static Map<String, String> named(List<String> arguments) {
        Map<String, String> named = new LinkedHashMap<>();
        for (String argument : arguments) {
            int equals = argument.indexOf('=');
            named.put(argument.substring(2, equals), argument.substring(equals + 1));
        }
        return named;
    }

    @Test
    void theDefaultsTravelAsNoParameterAtAll() {
        assertThat(EngineParameters.arguments(EngineConfig.defaults())).isEmpty();
        assertThat(EngineParameters.parse(Map.of())).isEqualTo(EngineConfig.defaults());
    }

    @Test
    void aUserFilesPathAndHostsComeBackAsTheyWereGiven() {
        EngineConfig given = EngineConfig.defaults().withUserFilesPath(Path.of("/srv/files"))
                .withRemoteUrlAllowHosts(List.of("example.com", "localhost:8123"));

        List<String> arguments = EngineParameters.arguments(given);

        assertThat(arguments).containsExactly("--user-files-path=/srv/files",
                "--remote-url-allow-hosts=example.com,localhost:8123");
        assertThat(EngineParameters.parse(named(arguments))).isEqualTo(given);
    }

    @Test
    void anEmptyHostListStillAllowsNoHost() {
        EngineConfig none = EngineConfig.defaults().withRemoteUrlAllowHosts(List.of());

        assertThat(EngineParameters.parse(named(EngineParameters.arguments(none)))).isEqualTo(none);
    }
}
