package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class CompositeTextTest {

    @Test
    void arraysOfStringsAndNumbers() {
        assertThat(CompositeText.array("['default.t','db.u']")).containsExactly("default.t", "db.u");
        assertThat(CompositeText.array("[1,14,15]")).containsExactly("1", "14", "15");
        assertThat(CompositeText.array("[]")).isEmpty();
        assertThat(CompositeText.array("[1, 2]")).containsExactly("1", "2");
    }

    @Test
    void stringsKeepCommasColonsAndEscapedQuotes() {
        assertThat(CompositeText.array("['a,b','it\\'s','c:d','back\\\\slash','tab\\there']"))
                .containsExactly("a,b", "it's", "c:d", "back\\slash", "tab\there");
    }

    @Test
    void mapsKeepTheirOrderAndTakeNumbersOrStrings() {
        assertThat(CompositeText.map("{'Query':1,'SelectedMarks':780,'MergeLabParseMicroseconds':2008}"))
                .containsExactly(Map.entry("Query", "1"), Map.entry("SelectedMarks", "780"),
                        Map.entry("MergeLabParseMicroseconds", "2008"));
        assertThat(CompositeText.map("{'log_comment':'a,b','max_threads':'2'}"))
                .containsExactly(Map.entry("log_comment", "a,b"), Map.entry("max_threads", "2"));
        assertThat(CompositeText.map("{}")).isEmpty();
        assertThat(CompositeText.map("{'a': 1, 'b': 2}")).containsExactly(Map.entry("a", "1"), Map.entry("b", "2"));
    }

    @Test
    void nestedValuesStayWhole() {
        assertThat(CompositeText.array("[[1,2],[3]]")).containsExactly("[1,2]", "[3]");
        assertThat(CompositeText.map("{'k':['x,y','z']}")).containsExactly(Map.entry("k", "['x,y','z']"));
    }

    @Test
    void malformedTextIsAClearError() {
        assertThatThrownBy(() -> CompositeText.map("{'a':1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("{'a':1").hasMessageContaining("expected '}'");
        assertThatThrownBy(() -> CompositeText.array("['open")).hasMessageContaining("unterminated string");
        assertThatThrownBy(() -> CompositeText.array("[1] x")).hasMessageContaining("after the end");
    }

    @Test
    void readsDumpArraysOfStringsNumbersAndNestedValues() {
        assertThat(CompositeText.array("[]")).isEmpty();
        assertThat(CompositeText.array("[1,14,15]")).containsExactly("1", "14", "15");
        assertThat(CompositeText.array("['default.t','it\\'s, here']")).containsExactly("default.t", "it's, here");
        assertThat(CompositeText.array("[(1,'a'),[2,3]]")).containsExactly("(1,'a')", "[2,3]");
    }

    @Test
    void readsDumpMapsInOrder() {
        assertThat(CompositeText.map("{}")).isEmpty();
        assertThat(CompositeText.map("{'SelectedRows':10000,'Query':1}"))
                .containsExactly(Map.entry("SelectedRows", "10000"), Map.entry("Query", "1"));
        assertThat(CompositeText.map("{'log_comment':'a:b, c','max_threads':'2'}"))
                .containsExactly(Map.entry("log_comment", "a:b, c"), Map.entry("max_threads", "2"));
    }

    @Test
    void refusesBrokenDumpLiterals() {
        assertThatThrownBy(() -> CompositeText.array("[1,2")).hasMessageContaining("expected ']'");
        assertThatThrownBy(() -> CompositeText.array("['open")).hasMessageContaining("unterminated string");
        assertThatThrownBy(() -> CompositeText.map("{'a' 1}")).hasMessageContaining("expected ':'");
        assertThatThrownBy(() -> CompositeText.array("[1] x")).hasMessageContaining("unexpected text");
    }
}
