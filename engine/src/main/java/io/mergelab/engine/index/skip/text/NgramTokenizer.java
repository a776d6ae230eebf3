package io.mergelab.engine.index.skip.text;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The n-grams of a string: every run of n consecutive code points of its UTF-8 bytes, stepping one code point at a
 * time, as ClickHouse's ngrambf_v1 cuts them. A string shorter than n code points has none, so a needle that short
 * tells the index nothing.
 */
record NgramTokenizer(int n) implements Tokenizer {
    @Override
    public void forEachToken(byte[] data, int from, int to, Sink sink) {
        for (int start = from; start < to; start += sequenceLength(data[start])) {
            int end = start;
            int codePoints = 0;
            while (codePoints < n && end < to) {
                end += sequenceLength(data[end]);
                codePoints++;
            }
            if (codePoints < n || end > to) {
                return;
            }
            sink.token(data, start, end - start);
        }
    }

    @Override
    public List<byte[]> substringTokens(byte[] s, boolean atStart, boolean atEnd) {
        List<byte[]> out = new ArrayList<>();
        forEachToken(s, 0, s.length, (data, offset, length) -> out.add(Arrays.copyOfRange(data, offset, offset + length)));
        return out;
    }

    /** The n-grams of the literal pieces between wildcards ({@code %}, {@code _}); a backslash escapes the next character. */
    @Override
    public List<byte[]> likeTokens(String pattern) {
        List<byte[]> out = new ArrayList<>();
        for (String piece : LikeLiterals.pieces(pattern)) {
            out.addAll(substringTokens(piece.getBytes(StandardCharsets.UTF_8), false, false));
        }
        return out;
    }

    /** Bytes in the UTF-8 sequence that starts with {@code lead}; 1 for a stray continuation byte. */
    private static int sequenceLength(byte lead) {
        int b = lead & 0xFF;
        if (b < 0xC0) {
            return 1;
        }
        if (b < 0xE0) {
            return 2;
        }
        return b < 0xF0 ? 3 : 4;
    }
}
