package io.mergelab.profiler.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ClickHouseTextTest {

    @Test
    void unescapesTabSeparatedFields() {
        assertThat(ClickHouseText.unescapeField("a\\tb\\nc\\\\d\\'e")).isEqualTo("a\tb\nc\\d'e");
        assertThat(ClickHouseText.unescapeField("\\N")).isEmpty();
    }

    @Test
    void readsArraysOfStringsNumbersAndNestedValues() {
        assertThat(ClickHouseText.array("[]")).isEmpty();
        assertThat(ClickHouseText.array("[1,14,15]")).containsExactly("1", "14", "15");
        assertThat(ClickHouseText.array("['default.t','it\\'s, here']")).containsExactly("default.t", "it's, here");
        assertThat(ClickHouseText.array("[(1,'a'),[2,3]]")).containsExactly("(1,'a')", "[2,3]");
    }

    @Test
    void readsMapsInOrder() {
        assertThat(ClickHouseText.map("{}")).isEmpty();
        assertThat(ClickHouseText.map("{'SelectedRows':10000,'Query':1}"))
                .containsExactly(Map.entry("SelectedRows", "10000"), Map.entry("Query", "1"));
        assertThat(ClickHouseText.map("{'log_comment':'a:b, c','max_threads':'2'}"))
                .containsExactly(Map.entry("log_comment", "a:b, c"), Map.entry("max_threads", "2"));
    }

    @Test
    void refusesBrokenLiterals() {
        assertThatThrownBy(() -> ClickHouseText.array("[1,2")).hasMessageContaining("expected ']'");
        assertThatThrownBy(() -> ClickHouseText.array("['open")).hasMessageContaining("unterminated string");
        assertThatThrownBy(() -> ClickHouseText.map("{'a' 1}")).hasMessageContaining("expected ':'");
        assertThatThrownBy(() -> ClickHouseText.array("[1] x")).hasMessageContaining("unexpected text");
    }
}
