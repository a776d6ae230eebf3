package io.mergelab.engine.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HeaderTest {

    @Test
    void onlyKeepsTheWantedColumnsInHeaderOrderWithTheirTypes() {
        Header table = new Header(List.of("a", "b", "c"), List.of(IntegerType.UINT32, StringType.INSTANCE, IntegerType.UINT8));
        Header picked = table.only(Set.of("c", "a", "missing"));
        assertThat(picked.names()).containsExactly("a", "c");
        assertThat(picked.types()).containsExactly(IntegerType.UINT32, IntegerType.UINT8);
        assertThat(table.only(List.of()).size()).isZero();
    }
}
