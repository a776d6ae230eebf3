package io.mergelab.profiler.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ClickHouseTextTest {

    @Test
    void unescapesTabSeparatedFields() {
        assertThat(ClickHouseText.unescapeField("a\\tb\\nc\\\\d\\'e")).isEqualTo("a\tb\nc\\d'e");
        assertThat(ClickHouseText.unescapeField("\\N")).isEmpty();
    }
}
