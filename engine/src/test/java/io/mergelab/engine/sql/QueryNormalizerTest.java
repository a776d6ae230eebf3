package io.mergelab.engine.sql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QueryNormalizerTest {
    @Test
    void literalsBecomePlaceholders() {
        assertThat(QueryNormalizer.normalize("SELECT a FROM t WHERE b = 'x' AND c > 1.5e3 LIMIT 10"))
                .isEqualTo("SELECT a FROM t WHERE b = ? AND c > ? LIMIT ?");
    }

    @Test
    void literalListsCollapse() {
        assertThat(QueryNormalizer.normalize("SELECT * FROM t WHERE id IN (1, 2, 3) AND tags = ['a','b']"))
                .isEqualTo("SELECT * FROM t WHERE id IN ( ?.. ) AND tags = [ ?.. ]");
    }

    @Test
    void whitespaceCommentsAndValuesDoNotChangeTheHash() {
        long a = QueryNormalizer.hash("SELECT count() FROM hits WHERE UserID = 42 -- first");
        long b = QueryNormalizer.hash("SELECT  count()\n FROM hits /* other */ WHERE UserID = 7");
        assertThat(a).isEqualTo(b);
        assertThat(QueryNormalizer.hash("INSERT INTO t VALUES (1, 'a'), (2, 'b')"))
                .isEqualTo(QueryNormalizer.hash("INSERT INTO t VALUES (3, 'c'), (4, 'd')"));
    }

    @Test
    void structureChangesTheHash() {
        assertThat(QueryNormalizer.hash("SELECT a FROM t WHERE x = 1"))
                .isNotEqualTo(QueryNormalizer.hash("SELECT b FROM t WHERE x = 1"))
                .isNotEqualTo(QueryNormalizer.hash("SELECT a FROM t WHERE x > 1"));
    }

    @Test
    void inlineDataAfterAMalformedTokenIsIgnored() {
        assertThat(QueryNormalizer.normalize("INSERT INTO t FORMAT CSV\n1,\"a\n"))
                .startsWith("INSERT INTO t FORMAT CSV");
    }
}
