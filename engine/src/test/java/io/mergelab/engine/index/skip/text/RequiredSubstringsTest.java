package io.mergelab.engine.index.skip.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RequiredSubstringsTest {
    @Test
    void plainRunsAreRequired() {
        assertThat(RequiredSubstrings.of("needle")).contains(List.of(List.of("needle")));
        assertThat(RequiredSubstrings.of("^abc.*def$")).contains(List.of(List.of("abc", "def")));
        assertThat(RequiredSubstrings.of("ab\\.cd")).contains(List.of(List.of("ab.cd")));
        assertThat(RequiredSubstrings.of("ab\\d+cd")).contains(List.of(List.of("ab", "cd")));
    }

    @Test
    void optionalCharactersGroupsAndClassesEndRuns() {
        assertThat(RequiredSubstrings.of("abcd?ef")).contains(List.of(List.of("abc", "ef")));
        assertThat(RequiredSubstrings.of("abc*")).contains(List.of(List.of("ab")));
        assertThat(RequiredSubstrings.of("abc+x")).contains(List.of(List.of("abc", "x")));
        assertThat(RequiredSubstrings.of("ab{2,3}c")).contains(List.of(List.of("a", "c")));
        assertThat(RequiredSubstrings.of("ab(cd|ef)gh")).contains(List.of(List.of("ab", "gh")));
        assertThat(RequiredSubstrings.of("ab[c)d]ef")).contains(List.of(List.of("ab", "ef")));
        assertThat(RequiredSubstrings.of("x[]a]y")).contains(List.of(List.of("x", "y")));
    }

    @Test
    void topLevelAlternativesEachNeedTheirOwn() {
        assertThat(RequiredSubstrings.of("abc|def")).contains(List.of(List.of("abc"), List.of("def")));
        assertThat(RequiredSubstrings.of("abc|.*")).isEmpty();
        assertThat(RequiredSubstrings.of("abc|")).isEmpty();
    }

    @Test
    void unclearPatternsAreUnusable() {
        assertThat(RequiredSubstrings.of("(?i)abc")).isEmpty();
        assertThat(RequiredSubstrings.of("\\x41bc")).isEmpty();
        assertThat(RequiredSubstrings.of("\\Qa.b\\E")).isEmpty();
        assertThat(RequiredSubstrings.of("(ab")).isEmpty();
        assertThat(RequiredSubstrings.of(".*")).isEmpty();
        assertThat(RequiredSubstrings.of("")).isEmpty();
    }
}
