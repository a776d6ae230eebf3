package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClientOverridesTest {

    @Test
    void separatesParametersFromSettingsKeepingOrder() {
        ClientOverrides overrides = ClientOverrides.parse(List.of(
                "--param_id=7", "--max_threads=2", "--param_name=a=b", "--max_block_size", "100", "--log_queries"));

        assertThat(overrides.parameters()).containsExactly(Map.entry("id", "7"), Map.entry("name", "a=b"));
        assertThat(overrides.settings()).containsExactly(
                Map.entry("max_threads", "2"), Map.entry("max_block_size", "100"), Map.entry("log_queries", "1"));
    }

    @Test
    void valueMayFollowAsNextArgumentEvenIfNegative() {
        ClientOverrides overrides = ClientOverrides.parse(List.of("--param_x", "-5", "--max_threads", "3"));

        assertThat(overrides.parameters()).containsExactly(Map.entry("x", "-5"));
        assertThat(overrides.settings()).containsExactly(Map.entry("max_threads", "3"));
    }

    @Test
    void emptyValueIsKept() {
        assertThat(ClientOverrides.parse(List.of("--param_s=")).parameters()).containsExactly(Map.entry("s", ""));
    }

    @Test
    void strayArgumentIsBadArguments() {
        assertThatThrownBy(() -> ClientOverrides.parse(List.of("SELECT 1")))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
                    assertThat(e.getMessage()).contains("'SELECT 1'");
                });
    }
}
