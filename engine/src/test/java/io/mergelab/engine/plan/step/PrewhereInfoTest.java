package io.mergelab.engine.plan.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.type.DataType;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PrewhereInfoTest {
    private static final EvaluationContext EVAL = new EvaluationContext(Instant.EPOCH, ZoneOffset.UTC, Map.of());
    private static final Header TABLE = new Header(List.of("id", "k", "s", "flag"),
            List.of(DataType.parse("UInt64"), DataType.parse("Int32"), DataType.parse("String"), DataType.parse("UInt8")));

    private static PrewhereInfo compile(String condition, Set<String> keep, boolean steps) {
        return PrewhereInfo.compile(SqlParser.parseExpression(condition), TABLE, keep, steps, EVAL);
    }

    private static List<List<String>> stepColumns(PrewhereInfo p) {
        return p.steps().stream().map(s -> s.columns().names()).toList();
    }

    @Test
    void readsTheConditionColumnsFirstAndOutputsOnlyTheKeptColumns() {
        PrewhereInfo p = compile("s = 'a' AND k > 1", Set.of("id", "k"), true);
        assertThat(p.input().names()).containsExactly("k", "s");
        assertThat(p.output().names()).containsExactly("id", "k");
        assertThat(p.removesFilterColumn()).isTrue();
        assertThat(p.filterColumn()).isEqualTo("and(equals(s, 'a'_String), greater(k, 1_UInt8))");
    }

    @Test
    void oneStepPerConjunctReadingOnlyNewColumns() {
        PrewhereInfo p = compile("s = 'a' AND k > 1 AND length(s) != k", Set.of("id"), true);
        assertThat(stepColumns(p)).containsExactly(List.of("s"), List.of("k"), List.of());
    }

    @Test
    void oneStepWithoutMultipleSteps() {
        PrewhereInfo p = compile("s = 'a' AND k > 1", Set.of("id"), false);
        assertThat(stepColumns(p)).containsExactly(List.of("k", "s"));
    }

    @Test
    void aConstantFirstConjunctStillReadsAColumn() {
        PrewhereInfo p = compile("1 AND k > 1", Set.of("id"), true);
        assertThat(stepColumns(p)).containsExactly(List.of("k"), List.of());
    }

    @Test
    void aConditionWithoutColumnsReadsTheFirstColumnAndOutputsNone() {
        PrewhereInfo p = compile("1", Set.of(), true);
        assertThat(p.input().names()).containsExactly("id");
        assertThat(p.output().names()).isEmpty();
        assertThat(stepColumns(p)).containsExactly(List.of("id"));
    }

    @Test
    void aCountKeepsNoColumnOfTheCondition() {
        // count() WHERE k > 1: the read outputs rows without columns, as ClickHouse removes the prewhere column
        PrewhereInfo p = compile("k > 1", Set.of(), true);
        assertThat(p.input().names()).containsExactly("k");
        assertThat(p.output().names()).isEmpty();
        assertThat(p.removesFilterColumn()).isTrue();
    }

    @Test
    void aBareColumnTheQueryReturnsIsNotRemoved() {
        PrewhereInfo p = compile("flag", Set.of("id", "flag"), true);
        assertThat(p.removesFilterColumn()).isFalse();
        assertThat(p.describe()).contains("  Prewhere filter column: flag");
        assertThat(compile("flag", Set.of("id"), true).removesFilterColumn()).isTrue();
    }

    @Test
    void describesItselfAsClickHouseDoes() {
        assertThat(compile("k > 1", Set.of("id"), true).describe()).startsWith("Prewhere info", "Need filter: 1",
                "  Prewhere filter", "  Prewhere filter column: greater(k, 1_UInt8) (removed)");
    }

    @Test
    void aConditionThatIsNoFilterFails() {
        assertThatThrownBy(() -> compile("s", Set.of("id"), true)).isInstanceOf(MergeLabException.class)
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER);
    }
}
