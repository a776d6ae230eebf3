package io.mergelab.engine.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import org.junit.jupiter.api.Test;

/** ClickHouse settings MergeLab does not implement are accepted, flagged and warned about once. */
class NoEffectSettingsTest {
    @Test
    void unimplementedClickHouseSettingsAreAccepted() {
        Settings s = Settings.queryDefaults().with("max_result_rows", "10").with("join_use_nulls", "true");
        assertThat(s.get("max_result_rows")).isEqualTo("10");
        assertThat(s.get("join_use_nulls")).isEqualTo("1");
        assertThat(SettingsRegistry.querySetting("max_result_rows").implemented()).isFalse();
        assertThat(SettingsRegistry.querySetting("max_threads").implemented()).isTrue();
        assertThat(s.changes()).containsKeys("max_result_rows", "join_use_nulls");
    }

    @Test
    void theirValuesAreStillValidated() {
        assertThatThrownBy(() -> Settings.queryDefaults().with("max_result_rows", "many"))
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.CANNOT_PARSE_NUMBER))
                .hasMessageContaining("max_result_rows");
    }

    @Test
    void namesClickHouseDoesNotHaveStayUnknown() {
        assertThatThrownBy(() -> Settings.queryDefaults().with("max_result_rowz", "1"))
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.UNKNOWN_SETTING))
                .hasMessageContaining("max_result_rows");
    }

    @Test
    void implementedSettingsComeFirstAndListedMergeTreeNamesAreFound() {
        assertThat(SettingsRegistry.querySettings().iterator().next().name()).isEqualTo("max_threads");
        assertThat(SettingsRegistry.mergeTreeSettings().iterator().next().name()).isEqualTo("allow_nullable_key");
        assertThat(SettingsRegistry.mergeTreeSetting("allow_floating_point_partition_key").implemented()).isFalse();
        assertThat(SettingsRegistry.mergeTreeSetting("index_granularity").implemented()).isTrue();
        assertThatThrownBy(() -> SettingsRegistry.mergeTreeSetting("allow_floating_point_partition_kee"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_SETTING))
                .hasMessageContaining("allow_floating_point_partition_key");
    }

    @Test
    void warnsOncePerSetting() {
        SettingDefinition d = SettingsRegistry.querySetting("max_ast_depth");
        assertThat(SettingsRegistry.warnIfNoEffect(d)).isTrue();
        assertThat(SettingsRegistry.warnIfNoEffect(d)).isFalse();
        assertThat(SettingsRegistry.warnIfNoEffect(SettingsRegistry.querySetting("max_threads"))).isFalse();
    }

    @Test
    void everyDefaultParsesAsItsOwnType() {
        for (SettingDefinition d : SettingsRegistry.querySettings()) {
            assertThat(d.type().parse(d.name(), d.defaultValue())).as(d.name()).isNotNull();
        }
        for (SettingDefinition d : SettingsRegistry.mergeTreeSettings()) {
            assertThat(d.type().parse(d.name(), d.defaultValue())).as(d.name()).isNotNull();
        }
    }

    @Test
    void theListsHoldClickHousesCurrentAndObsoleteNamesWithTheirTypes() {
        assertThat(SettingsRegistry.querySettings()).hasSizeGreaterThan(800);
        assertThat(SettingsRegistry.mergeTreeSettings()).hasSizeGreaterThan(150);
        SettingDefinition loadBalancing = SettingsRegistry.querySetting("load_balancing");
        assertThat(loadBalancing.typeName()).isEqualTo("LoadBalancing");
        assertThat(loadBalancing.defaultValue()).isEqualTo("random");
        assertThat(SettingsRegistry.querySetting("compile").obsolete()).isTrue();
        assertThat(SettingsRegistry.querySetting("compile").clickHouseTier()).isEqualTo("Obsolete");
        assertThat(SettingsRegistry.querySetting("allow_experimental_window_view").clickHouseTier()).isEqualTo("Experimental");
        assertThat(SettingsRegistry.querySetting("format_custom_field_delimiter").defaultValue()).isEqualTo("\t");
        assertThat(SettingsRegistry.mergeTreeSetting("old_parts_lifetime").implemented()).isFalse();
        assertThat(SettingsRegistry.querySettings()).allSatisfy(d -> assertThat(d.description()).as(d.name()).isNotBlank());
    }

    @Test
    void sizeSuffixesMultiplyByPowersOf1000Or1024() {
        assertThat(SettingType.UINT64.parse("m", "10G")).isEqualTo("10000000000");
        assertThat(SettingType.UINT64.parse("m", "10Mi")).isEqualTo("10485760");
        assertThat(SettingType.UINT64.parse("m", "5k")).isEqualTo("5000");
        assertThat(SettingType.UINT64.parse("m", "2Ki")).isEqualTo("2048");
        assertThat(SettingType.INT64.parse("m", "-3k")).isEqualTo("-3000");
        assertThatThrownBy(() -> SettingType.UINT64.parse("m", "10Q")).isInstanceOf(MergeLabException.class);
        assertThatThrownBy(() -> SettingType.UINT64.parse("m", "-1k")).isInstanceOf(MergeLabException.class);
        assertThatThrownBy(() -> SettingType.UINT64.parse("m", "16Ei")).isInstanceOf(MergeLabException.class);
    }
}
