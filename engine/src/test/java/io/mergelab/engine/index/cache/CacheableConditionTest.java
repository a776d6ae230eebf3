package io.mergelab.engine.index.cache;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlParser;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CacheableConditionTest {
    private static Optional<CacheableCondition> where(String where) {
        return CacheableCondition.of(new ReadConditions(Optional.empty(), Optional.of(SqlParser.parseExpression(where)),
                Settings.queryDefaults()));
    }

    private static Optional<CacheableCondition> prewhereWhere(String prewhere, String where) {
        return CacheableCondition.of(new ReadConditions(Optional.of(SqlParser.parseExpression(prewhere)),
                Optional.of(SqlParser.parseExpression(where)), Settings.queryDefaults()));
    }

    @Test
    void textIsTheFunctionalFormOfTheCondition() {
        assertThat(where("v = 255").orElseThrow().text()).isEqualTo("equals(v, 255)");
        assertThat(where("s LIKE 'a%' OR s = 'it''s'").orElseThrow().text())
                .isEqualTo("or(equals(s, 'it\\'s'), like(s, 'a%'))");
    }

    @Test
    void andAndOrOperandsAreFlattenedAndSorted() {
        CacheableCondition a = where("a = 1 AND (c = 3 AND b = 2)").orElseThrow();
        CacheableCondition b = prewhereWhere("b = 2", "c = 3 AND a = 1").orElseThrow();
        assertThat(a.text()).isEqualTo("and(equals(a, 1), equals(b, 2), equals(c, 3))");
        assertThat(b).isEqualTo(a);
        assertThat(where("a = 1 OR b = 2").orElseThrow().hash()).isNotEqualTo(where("a = 1 AND b = 2").orElseThrow().hash());
    }

    @Test
    void aliasesDoNotChangeTheCondition() {
        assertThat(where("(v + 1 AS w) > 3")).isEqualTo(where("v + 1 > 3"));
    }

    @Test
    void nonDeterministicConditionsAreNotCacheable() {
        assertThat(where("v = 1 AND rand() > 5")).isEmpty();
        assertThat(where("d < now()")).isEmpty();
        assertThat(where("d = today() OR v = 1")).isEmpty();
        assertThat(where("v = {p:UInt64}")).isEmpty();
        assertThat(where("rowNumberInAllBlocks() < 10")).isEmpty();
    }

    @Test
    void noConditionIsNotCacheable() {
        assertThat(CacheableCondition.of(ReadConditions.none(Settings.queryDefaults()))).isEmpty();
    }
}
