package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LogCommentTest {

    @Test
    void tagsAreJoinedByCommasAfterTheUsersOwnComment() {
        assertThat(LogComment.withTags(Map.of("max_threads", "2"), List.of("a", "b")))
                .containsExactly(Map.entry("max_threads", "2"), Map.entry("log_comment", "a,b"));
        assertThat(LogComment.withTags(Map.of("log_comment", "ticket-42"), List.of("a")))
                .containsExactly(Map.entry("log_comment", "ticket-42,a"));
        assertThat(LogComment.withTags(Map.of("log_comment", "mine"), List.of())).containsExactly(Map.entry("log_comment", "mine"));
        assertThat(LogComment.withTags(Map.of(), List.of())).isEmpty();
    }

    @Test
    void aLogCommentReadsBackAsItsElements() {
        assertThat(LogComment.elements("ticket-42,a,b")).containsExactly("ticket-42", "a", "b");
        assertThat(LogComment.elements(" a , b ")).containsExactly("a", "b");
        assertThat(LogComment.elements("")).isEmpty();
    }

    @Test
    void tagsWithACommaOrNothingInThemAreRefused() {
        assertThat(LogComment.problemWith("fine-tag")).isNull();
        assertThat(LogComment.problemWith("a,b")).contains("comma");
        assertThat(LogComment.problemWith(" ")).contains("empty");
        assertThatThrownBy(() -> RunRequest.of("SELECT 1").withTags(List.of("x,y")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Bad tag: tag 'x,y' contains a comma, which"
                        + " separates tags in log_comment");
    }

    @Test
    void aRequestNeedsAtLeastOneMeasuredRun() {
        assertThatThrownBy(() -> RunRequest.of("SELECT 1").withRepetitions(0, 0, false))
                .hasMessage("Repetitions must be at least 1, got 0");
        assertThatThrownBy(() -> RunRequest.of("SELECT 1").withRepetitions(-1, 1, false))
                .hasMessage("Warm-up runs must not be negative, got -1");
    }
}
