package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.error.ErrorCode;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TestHintTest {

    @Test
    void numericServerErrorMatchesThatCodeOnly() {
        TestHint hint = TestHint.parse("-- { serverError 60 }");

        assertThat(hint.expectsError()).isTrue();
        assertThat(hint.kind()).isEqualTo("serverError");
        assertThat(hint.matches(ErrorCode.UNKNOWN_TABLE)).isTrue();
        assertThat(hint.matches(ErrorCode.UNKNOWN_DATABASE)).isFalse();
    }

    @Test
    void namedCodesAndListsMatchAnyListedCode() {
        TestHint hint = TestHint.parse("-- { serverError UNKNOWN_TABLE, UNKNOWN_DATABASE }");

        assertThat(hint.matches(ErrorCode.UNKNOWN_TABLE)).isTrue();
        assertThat(hint.matches(ErrorCode.UNKNOWN_DATABASE)).isTrue();
        assertThat(hint.matches(ErrorCode.SYNTAX_ERROR)).isFalse();
        assertThat(hint.expectedText()).isEqualTo("UNKNOWN_TABLE, UNKNOWN_DATABASE");
    }

    @Test
    void clientErrorIsAcceptedAsWell() {
        TestHint hint = TestHint.parse("/* { clientError SYNTAX_ERROR } */");

        assertThat(hint.kind()).isEqualTo("clientError");
        assertThat(hint.matches(ErrorCode.SYNTAX_ERROR)).isTrue();
    }

    @Test
    void codesNotKnownToMergeLabStillCompareByNameOrNumber() {
        TestHint hint = TestHint.parse("-- { serverError NO_SUCH_CODE_IN_MERGELAB, 999 }");

        assertThat(hint.expectsError()).isTrue();
        assertThat(hint.matches(ErrorCode.UNKNOWN_TABLE)).isFalse();
    }

    @Test
    void plainCommentsAndNullExpectNothing() {
        assertThat(TestHint.parse(null).expectsError()).isFalse();
        assertThat(TestHint.parse("-- just a note").expectsError()).isFalse();
        assertThat(TestHint.parse("-- { unclosed serverError 60").expectsError()).isFalse();
    }

    @Test
    void echoHintsSwitchEchoing() {
        assertThat(TestHint.parse("-- { echo }").echo()).contains(true);
        assertThat(TestHint.parse("-- { echoOn }").echo()).contains(true);
        assertThat(TestHint.parse("-- { echoOff }").echo()).contains(false);
        assertThat(TestHint.parse("-- { serverError 60 }").echo()).isEqualTo(Optional.empty());
    }
}
