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
    }
}
