package io.mergelab.engine.index.skip.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TokenizerTest {
    private static List<String> tokens(Tokenizer t, String value) {
        byte[] b = value.getBytes(StandardCharsets.UTF_8);
        List<String> out = new ArrayList<>();
        t.forEachToken(b, 0, b.length, (data, offset, length) -> out.add(new String(data, offset, length, StandardCharsets.UTF_8)));
        return out;
    }

    private static List<String> text(List<byte[]> tokens) {
        return tokens.stream().map(b -> new String(b, StandardCharsets.UTF_8)).toList();
    }

    private static List<String> substring(Tokenizer t, String s, boolean atStart, boolean atEnd) {
        return text(t.substringTokens(s.getBytes(StandardCharsets.UTF_8), atStart, atEnd));
    }

    @Test
    void ngramsStepOneCodePointOverUtf8() {
        NgramTokenizer three = new NgramTokenizer(3);
        assertThat(tokens(three, "abcd")).containsExactly("abc", "bcd");
        assertThat(tokens(three, "ab")).isEmpty();
        assertThat(tokens(three, "привет")).containsExactly("при", "рив", "иве", "вет");
        assertThat(tokens(new NgramTokenizer(1), "aé")).containsExactly("a", "é");
    }

    @Test
    void ngramsOfLikePatternsComeFromTheLiteralPieces() {
        NgramTokenizer three = new NgramTokenizer(3);
        assertThat(text(three.likeTokens("%abcd%"))).containsExactly("abc", "bcd");
        assertThat(text(three.likeTokens("ab_cd%efg"))).containsExactly("efg");
        assertThat(text(three.likeTokens("a\\%b%"))).containsExactly("a%b");
        assertThat(text(three.likeTokens("%\\_\\\\x"))).containsExactly("_\\x");
        assertThat(text(three.likeTokens("%ab%"))).isEmpty();
    }

    @Test
    void tokensAreRunsOfAlphanumericsAndNonAsciiBytes() {
        SplitTokenizer t = new SplitTokenizer();
        assertThat(tokens(t, "Hello, мир! a1_b2")).containsExactly("Hello", "мир", "a1", "b2");
        assertThat(tokens(t, "  ")).isEmpty();
        assertThat(tokens(t, "x")).containsExactly("x");
    }

    @Test
    void substringTokensAreThoseWhollyInside() {
        SplitTokenizer t = new SplitTokenizer();
        assertThat(substring(t, "ab cd ef", false, false)).containsExactly("cd");
        assertThat(substring(t, "ab cd ef", true, false)).containsExactly("ab", "cd");
        assertThat(substring(t, "ab cd ef", false, true)).containsExactly("cd", "ef");
        assertThat(substring(t, "ab cd ef", true, true)).containsExactly("ab", "cd", "ef");
        assertThat(substring(t, " ab ", false, false)).containsExactly("ab");
        assertThat(substring(new NgramTokenizer(2), "abc", false, false)).containsExactly("ab", "bc");
    }

    @Test
    void likeTokensAreThoseNoWildcardCanExtend() {
        SplitTokenizer t = new SplitTokenizer();
        assertThat(text(t.likeTokens("%hello world%"))).isEmpty();
        assertThat(text(t.likeTokens("% hello world %"))).containsExactly("hello", "world");
        assertThat(text(t.likeTokens("hello world"))).containsExactly("hello", "world");
        assertThat(text(t.likeTokens("hello%"))).isEmpty();
        assertThat(text(t.likeTokens("abc_ def"))).containsExactly("def");
        assertThat(text(t.likeTokens("a\\%b"))).containsExactly("a", "b");
        assertThat(text(t.likeTokens("\\a\\bc"))).containsExactly("abc");
    }
}
