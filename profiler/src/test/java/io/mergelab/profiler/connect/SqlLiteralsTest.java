package io.mergelab.profiler.connect;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SqlLiteralsTest {
    @Test
    void aNameIsQuotedOnlyWhenItWouldNotParseBare() {
        assertThat(SqlLiterals.name("hits")).isEqualTo("hits");
        assertThat(SqlLiterals.name("_t2")).isEqualTo("_t2");
        assertThat(SqlLiterals.name("odd name")).isEqualTo("`odd name`");
        assertThat(SqlLiterals.name("2024")).isEqualTo("`2024`");
        assertThat(SqlLiterals.name("a`b")).isEqualTo("`a\\`b`");
    }

    @Test
    void aStringCannotEndItsLiteralEarly() {
        assertThat(SqlLiterals.string("it's \\")).isEqualTo("'it\\'s \\\\'");
    }
}
