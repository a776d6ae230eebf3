package io.mergelab.engine.sql;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class QueryNormalizerPropertyTest {
    @Property
    void literalValuesNeverChangeTheHash(@ForAll long a, @ForAll long b, @ForAll @AlphaChars @Size(max = 20) String s,
                                         @ForAll @AlphaChars @Size(max = 20) String t, @ForAll @IntRange(min = 1, max = 6) int listSize) {
        String list1 = "1" + ", 2".repeat(listSize);
        String list2 = "7, 8";
        String q1 = "SELECT x FROM t WHERE y = " + Math.abs(a % 1_000_000) + " AND s = '" + s + "' AND z IN (" + list1 + ")";
        String q2 = "SELECT x FROM t WHERE y = " + Math.abs(b % 1_000_000) + " AND s = '" + t + "' AND z IN (" + list2 + ")";
        assertThat(QueryNormalizer.hash(q1)).isEqualTo(QueryNormalizer.hash(q2));
    }
}
