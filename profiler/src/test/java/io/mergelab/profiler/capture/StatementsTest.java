package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StatementsTest {

    @Test
    void selectsAndWithQueriesCanBeExplainedWhateverComesBeforeThem() {
        assertThat(Statements.explainable("SELECT 1")).isTrue();
        assertThat(Statements.explainable("  select 1")).isTrue();
        assertThat(Statements.explainable("WITH 1 AS x SELECT x")).isTrue();
        assertThat(Statements.explainable("-- note\n/* block */ (SELECT 1) UNION ALL (SELECT 2)")).isTrue();
    }

    @Test
    void otherStatementsCannot() {
        assertThat(Statements.explainable("INSERT INTO t SELECT 1")).isFalse();
        assertThat(Statements.explainable("CREATE TABLE t (x UInt8) ENGINE = Memory")).isFalse();
        assertThat(Statements.explainable("EXPLAIN SELECT 1")).isFalse();
        assertThat(Statements.explainable("SELECTED")).isFalse();
        assertThat(Statements.explainable("")).isFalse();
    }

    @Test
    void finalSemicolonsGo() {
        assertThat(Statements.withoutFinalSemicolon("SELECT 1 ; ;\n")).isEqualTo("SELECT 1");
        assertThat(Statements.withoutFinalSemicolon("SELECT ';'")).isEqualTo("SELECT ';'");
    }
}
