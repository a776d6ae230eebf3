package io.mergelab.engine.analyzer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.Iterator;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The errors of CTEs, qualified asterisks and JOIN ON analysis name what is wrong. */
class JoinAndCteMessagesTest {
    private static Engine engine;
    private static Session session;

    @BeforeAll
    static void load() {
        engine = Engine.inMemory();
        session = engine.newSession();
        session.execute("CREATE TABLE a (k UInt64, x Int64) ENGINE = Memory").close();
        session.execute("CREATE TABLE b (k UInt64, y Int64) ENGINE = Memory").close();
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> fails(String sql, ErrorCode code) {
        return assertThatThrownBy(() -> {
            try (QueryResult r = session.execute(sql)) {
                Iterator<?> it = r.chunks();
                while (it.hasNext()) {
                    it.next();
                }
            }
        }).isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(code));
    }

    @Test
    void unknownQualifierOfAnAsteriskIsNamedWithTheKnownOnes() {
        fails("SELECT c.* FROM a AS x JOIN b AS y ON x.k = y.k", ErrorCode.UNKNOWN_IDENTIFIER)
                .hasMessageContaining("'c'").hasMessageContaining("c.*").hasMessageContaining("x, y");
    }

    @Test
    void outerJoinWithoutEqualityNamesTheKindAndTheCondition() {
        fails("SELECT 1 FROM a RIGHT JOIN b ON a.x < b.y", ErrorCode.INVALID_JOIN_ON_EXPRESSION)
                .hasMessageContaining("less(a.x, b.y)").hasMessageContaining("RIGHT JOIN");
    }

    @Test
    void orInAnOuterJoinNeedsAKeyInEachAlternative() {
        fails("SELECT 1 FROM a FULL JOIN b ON a.k = b.k OR a.x < b.y", ErrorCode.INVALID_JOIN_ON_EXPRESSION)
                .hasMessageContaining("OR").hasMessageContaining("FULL JOIN")
                .hasMessageContaining("or(equals(a.k, b.k), less(a.x, b.y))");
    }

    @Test
    void unknownColumnInOnIsNamed() {
        fails("SELECT 1 FROM a JOIN b ON a.k = b.k AND b.z > 1", ErrorCode.UNKNOWN_IDENTIFIER)
                .hasMessageContaining("`b.z`").hasMessageContaining("JOIN ON");
    }

    @Test
    void keysWithoutCommonTypeAreNamed() {
        fails("SELECT 1 FROM a JOIN b ON a.x = b.k", ErrorCode.NO_COMMON_TYPE)
                .hasMessageContaining("Int64").hasMessageContaining("UInt64");
    }

    @Test
    void aCteIsNotVisibleOutsideItsQuery() {
        fails("SELECT * FROM (WITH t AS (SELECT 1 AS v) SELECT v FROM t) AS s, t", ErrorCode.UNKNOWN_TABLE)
                .hasMessageContaining("t");
    }
}
