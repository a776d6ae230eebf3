package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TabSeparatedTest {

    @Test
    void unescapesTabSeparatedFields() {
        assertThat(TabSeparated.field("a\\tb\\nc\\\\d\\'e\\0f\\rg")).isEqualTo("a\tb\nc\\d'e\0f\rg");
        assertThat(TabSeparated.field("\\N")).isEmpty();
        assertThat(TabSeparated.field("ends with \\")).isEqualTo("ends with \\");
    }

    @Test
    void compositeLiteralsUseTheSameEscapes() {
        assertThat(CompositeText.array("['a\\tb','c\\\\d\\'e']")).containsExactly("a\tb", "c\\d'e");
    }
}
