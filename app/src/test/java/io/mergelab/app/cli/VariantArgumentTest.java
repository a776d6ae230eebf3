package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.compare.Variant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class VariantArgumentTest {
    @Test
    void settingsTablesAndSqlTexts() {
        assertThat(VariantArgument.parse("fast:max_threads=8, max_block_size=1024")).isEqualTo(
                Variant.ofSettings("fast", Map.of("max_threads", "8", "max_block_size", "1024")));
        assertThat(VariantArgument.parse("v2:table=lab.events_v2,max_threads=2")).isEqualTo(
                new Variant("v2", Map.of("max_threads", "2"), Optional.of("lab.events_v2"), Optional.empty()));
        assertThat(VariantArgument.parse("flat:sql=SELECT a, b FROM t WHERE x IN (1, 2)")).isEqualTo(
                new Variant("flat", Map.of(), Optional.empty(), Optional.of("SELECT a, b FROM t WHERE x IN (1, 2)")));
        assertThat(VariantArgument.parse("one:max_threads=1,sql=SELECT 1, 2")).isEqualTo(
                new Variant("one", Map.of("max_threads", "1"), Optional.empty(), Optional.of("SELECT 1, 2")));
    }

    @Test
    void aVariantWithoutANameOrPairsIsABadArgument() {
        assertThatThrownBy(() -> VariantArgument.parse("max_threads=1"))
                .hasMessageStartingWith("Bad --variant 'max_threads=1': it does not begin with a name and a colon");
        assertThatThrownBy(() -> VariantArgument.parse("a:"))
                .hasMessageStartingWith("Bad --variant 'a:': it names no setting, table, target or sql");
        assertThatThrownBy(() -> VariantArgument.parse("a:max_threads"))
                .hasMessageStartingWith("Bad --variant 'a:max_threads': 'max_threads' is not setting=value");
    }
}
