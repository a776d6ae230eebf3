package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.ErrorCode;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TestHintTest {

    @Test
    void numericServerErrorMatchesThatCodeOnly() {
        TestHint hint = TestHint.parse("-- { serverError 60 }");

        assertThat(hint.expectsError()).isTrue();
        assertThat(hint.kind()).isEqualTo("serverError");
        assertThat(hint.matches(ErrorCode.UNKNOWN_TABLE.code(), ErrorCode.UNKNOWN_TABLE.name())).isTrue();
        assertThat(hint.matches(ErrorCode.UNKNOWN_DATABASE.code(), ErrorCode.UNKNOWN_DATABASE.name())).isFalse();
    }

    @Test
    void namedCodesAndListsMatchAnyListedCode() {
        TestHint hint = TestHint.parse("-- { serverError UNKNOWN_TABLE, UNKNOWN_DATABASE }");

        assertThat(hint.matches(ErrorCode.UNKNOWN_TABLE.code(), ErrorCode.UNKNOWN_TABLE.name())).isTrue();
        assertThat(hint.matches(ErrorCode.UNKNOWN_DATABASE.code(), ErrorCode.UNKNOWN_DATABASE.name())).isTrue();
        assertThat(hint.matches(ErrorCode.SYNTAX_ERROR.code(), ErrorCode.SYNTAX_ERROR.name())).isFalse();
        assertThat(hint.expectedText()).isEqualTo("UNKNOWN_TABLE, UNKNOWN_DATABASE");
    }

    @Test
    void clientErrorIsAcceptedAsWell() {
        TestHint hint = TestHint.parse("/* { clientError SYNTAX_ERROR } */");

        assertThat(hint.kind()).isEqualTo("clientError");
        assertThat(hint.matches(ErrorCode.SYNTAX_ERROR.code(), ErrorCode.SYNTAX_ERROR.name())).isTrue();
    }

    @Test
    void codesNotKnownToMergeLabStillCompareByNameOrNumber() {
        TestHint hint = TestHint.parse("-- { serverError NO_SUCH_CODE_IN_MERGELAB, 999 }");

        assertThat(hint.expectsError()).isTrue();
        assertThat(hint.matches(ErrorCode.UNKNOWN_TABLE.code(), ErrorCode.UNKNOWN_TABLE.name())).isFalse();
        assertThat(hint.matches(999, "FROM_A_NEWER_SERVER")).isTrue();
        assertThat(hint.matches(1234, "NO_SUCH_CODE_IN_MERGELAB")).isTrue();
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
