package io.mergelab.engine.index.skip;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import java.io.DataOutput;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ConditionTreeTest {
    /** A granule that knows exactly which values of {@code x} it holds. */
    private record Values(Set<Long> values) implements SkipIndexGranule {
        @Override
        public void write(DataOutput out) {
            throw new UnsupportedOperationException();
        }
    }

    /** {@code x = c}: false when c is absent; like a bloom filter, it never proves that every row matches. */
    private static Optional<ConditionTree.Atom> equalsAtom(Expr e) {
        if (e instanceof FunctionCall f && f.name().equals("equals") && f.args().get(0) instanceof Identifier id
                && id.name().equals("x") && f.args().get(1) instanceof Literal l) {
            long c = (Long) l.value();
            return Optional.of(g -> ((Values) g).values().contains(c) ? BoolMask.UNKNOWN : BoolMask.ALWAYS_FALSE);
        }
        return Optional.empty();
    }

    private static boolean mayMatch(String filter, Long... values) {
        SkipIndexCondition c = ConditionTree.of(SqlParser.parseExpression(filter), ConditionTreeTest::equalsAtom).orElseThrow();
        return c.mayMatch(new Values(Set.of(values)));
    }

    @Test
    void dropsOnlyWhatTheAtomsRuleOut() {
        assertThat(mayMatch("x = 1", 2L, 3L)).isFalse();
        assertThat(mayMatch("x = 2", 2L, 3L)).isTrue();
        assertThat(mayMatch("x = 1 AND y > 5", 2L)).isFalse();
        assertThat(mayMatch("x = 1 OR y > 5", 2L)).isTrue();
        assertThat(mayMatch("x = 1 OR x = 4", 2L)).isFalse();
        assertThat(mayMatch("x = 1 OR x = 2", 2L)).isTrue();
    }

    @Test
    void aNegationThatTheIndexCannotProveKeepsTheGranule() {
        assertThat(mayMatch("NOT x = 1", 2L)).isTrue();
        assertThat(mayMatch("NOT (x = 1 OR y = 2)", 2L)).isTrue();
    }

    @Test
    void aFilterWithoutKnownAtomsGivesNoCondition() {
        assertThat(ConditionTree.of(SqlParser.parseExpression("y = 1 AND z < 3"), ConditionTreeTest::equalsAtom)).isEmpty();
    }
}
