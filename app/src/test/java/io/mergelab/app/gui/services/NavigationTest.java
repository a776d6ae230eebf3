package io.mergelab.app.gui.services;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NavigationTest {
    private final Navigation navigation = new Navigation();

    @Test
    void theFirstScreenRegisteredShowsFirstAndShowSwitches() {
        navigation.register(ScreenKey.WORKSPACE);
        navigation.register(ScreenKey.HISTORY);

        assertThat(navigation.currentProperty().get()).isEqualTo(ScreenKey.WORKSPACE);
        assertThat(navigation.screens()).containsExactly(ScreenKey.WORKSPACE, ScreenKey.HISTORY);

        navigation.show(ScreenKey.HISTORY);
        assertThat(navigation.isShowing(ScreenKey.HISTORY)).isTrue();
    }

    @Test
    void aScreenThatIsNotRegisteredCannotBeShown() {
        navigation.register(ScreenKey.WORKSPACE);

        assertThat(navigation.has(ScreenKey.PROFILE)).isFalse();
        assertThatThrownBy(() -> navigation.show(ScreenKey.PROFILE))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("No screen 'profile' in this window");
        assertThat(navigation.currentProperty().get()).isEqualTo(ScreenKey.WORKSPACE);
    }

    @Test
    void twoScreensCannotShareAnId() {
        navigation.register(ScreenKey.HISTORY);

        assertThatThrownBy(() -> navigation.register(new ScreenKey("history", "Runs")))
                .hasMessage("A screen with id 'history' is registered already");
    }
}
