package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PartNameTest {

    @Test
    void parsesAndFormatsInsertAndMergedNames() {
        PartName insert = PartName.parse("202401_1_1_0");
        assertThat(insert).isEqualTo(new PartName("202401", 1, 1, 0));
        assertThat(insert.toString()).isEqualTo("202401_1_1_0");

        PartName mutated = PartName.parse("all_1_4_1_7");
        assertThat(mutated).isEqualTo(new PartName("all", 1, 4, 1, OptionalLong.of(7)));
        assertThat(mutated.toString()).isEqualTo("all_1_4_1_7");

        assertThat(PartName.parse("20000101-1_3_4_1").partitionId()).isEqualTo("20000101-1");
        assertThat(PartName.parse("9b50856126a8a6064f11f027d455bf58_1_4_1").minBlock()).isEqualTo(1);
        assertThat(PartName.forInsert("all", 5).toString()).isEqualTo("all_5_5_0");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "all", "all_1_1", "all_1_1_0_1_2", "all_2_1_0", "all_a_1_0", "all_-1_1_0", "_1_1_0",
        "all_1_1_0_", "tmp_insert_all_1_1_0", "al l_1_1_0", "all_1_1_99999999999"})
    void rejectsBadNames(String name) {
        assertThatThrownBy(() -> PartName.parse(name))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_DATA_PART_NAME);
                    assertThat(e.getMessage()).isEqualTo("Unexpected part name: " + name);
                });
        assertThat(PartName.tryParse(name)).isNull();
    }

    @Test
    void containsCoversBlockRangesOfTheSamePartition() {
        PartName merged = PartName.parse("all_1_4_1");
        assertThat(merged.contains(PartName.parse("all_1_1_0"))).isTrue();
        assertThat(merged.contains(PartName.parse("all_2_3_1"))).isTrue();
        assertThat(merged.contains(merged)).isTrue();
        assertThat(merged.contains(PartName.parse("all_4_5_0"))).isFalse();
        assertThat(merged.contains(PartName.parse("other_2_2_0"))).isFalse();
        assertThat(merged.contains(PartName.parse("all_2_2_2"))).as("higher level is not covered").isFalse();
        assertThat(PartName.parse("all_1_1_0").contains(merged)).isFalse();
    }

    @Test
    void mutatedPartContainsItsSourceButNotANewerVersion() {
        PartName source = PartName.parse("all_1_1_0");
        PartName mutated = PartName.parse("all_1_1_0_5");
        assertThat(mutated.contains(source)).isTrue();
        assertThat(source.contains(mutated)).isFalse();
        assertThat(mutated.contains(PartName.parse("all_1_1_0_6"))).isFalse();
    }
}
