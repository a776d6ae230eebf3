package io.mergelab.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A 1 MB name or value is cut in error messages instead of echoed whole. */
class LongNamesInErrorsTest {
    private static final String MEGABYTE_NAME = "t".repeat(1 << 20);
    private static Engine engine;
    private static Session session;

    @BeforeAll
    static void open() {
        engine = Engine.inMemory();
        session = engine.newSession();
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    @Test
    void anUnknownMegabyteTableNameIsCutWithAMarker() {
        assertThatThrownBy(() -> session.execute("SELECT * FROM " + MEGABYTE_NAME).close())
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_TABLE);
                    assertThat(e.getMessage()).hasSizeLessThan(1_000)
                            .startsWith("Table default." + "t".repeat(ErrorText.KEPT_WORD_CHARS - "default.".length()) + "…(")
                            .endsWith(" more characters) does not exist");
                    assertThat(e.toClientLine()).endsWith("(UNKNOWN_TABLE)");
                });
    }

    @Test
    void aMegabyteColumnNameAndStringValueAreCutToo() {
        assertThatThrownBy(() -> session.execute("SELECT " + MEGABYTE_NAME + " FROM numbers(1)").close())
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.getMessage()).hasSizeLessThan(2_000));
        assertThatThrownBy(() -> session.execute("SELECT toUInt8('" + "9".repeat(1 << 20) + "')").close())
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.getMessage()).hasSizeLessThan(2_000));
    }

    @Test
    void manyShortWordsAreCutInTheMiddleKeepingBothEnds() {
        String message = "start " + "word ".repeat(10_000) + "end";
        String shortened = new MergeLabException(ErrorCode.BAD_ARGUMENTS, message).getMessage();
        assertThat(shortened).hasSizeLessThanOrEqualTo(ErrorText.MAX_MESSAGE_CHARS + 64)
                .startsWith("start word").endsWith("word end").contains("characters omitted");
    }

    @Test
    void ordinaryMessagesAreUntouched() {
        String message = "Table default.x does not exist. Maybe you meant default.y?";
        assertThat(new MergeLabException(ErrorCode.UNKNOWN_TABLE, message).getMessage()).isEqualTo(message);
    }
}
