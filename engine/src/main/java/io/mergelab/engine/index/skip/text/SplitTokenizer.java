package io.mergelab.engine.index.skip.text;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The tokens of a string as ClickHouse's tokenbf_v1 and hasToken see them: maximal runs of ASCII letters and digits
 * and of non-ASCII bytes (so a UTF-8 word is one token), split by every other ASCII byte.
 */
record SplitTokenizer() implements Tokenizer {
    static boolean isTokenByte(int b) {
        return b < 0 || b >= 0x80 || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z');
    }

    @Override
    public void forEachToken(byte[] data, int from, int to, Sink sink) {
        int start = -1;
        for (int i = from; i < to; i++) {
            if (isTokenByte(data[i])) {
                if (start < 0) {
                    start = i;
                }
            } else if (start >= 0) {
                sink.token(data, start, i - start);
                start = -1;
            }
        }
        if (start >= 0) {
            sink.token(data, start, to - start);
        }
    }

    /** The tokens of {@code s} that are whole: not touching its start unless {@code atStart}, nor its end unless {@code atEnd}. */
    @Override
    public List<byte[]> substringTokens(byte[] s, boolean atStart, boolean atEnd) {
        List<byte[]> out = new ArrayList<>();
        forEachToken(s, 0, s.length, (data, offset, length) -> {
            if ((offset > 0 || atStart) && (offset + length < s.length || atEnd)) {
                out.add(Arrays.copyOfRange(data, offset, offset + length));
            }
        });
        return out;
    }

    /**
     * The tokens of the pattern that are whole in every match: bounded by separators or by the pattern's ends (LIKE
     * matches the whole string), not touching a wildcard, which could extend them.
     */
    @Override
    public List<byte[]> likeTokens(String pattern) {
        List<byte[]> out = new ArrayList<>();
        StringBuilder token = new StringBuilder();
        boolean touchesWildcard = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            boolean escaped = c == '\\' && i + 1 < pattern.length();
            if (escaped) {
                c = pattern.charAt(++i);
            }
            if (!escaped && (c == '%' || c == '_')) {
                token.setLength(0);
                touchesWildcard = true;
            } else if (c < 0x80 && !isTokenByte(c)) {
                addWhole(token, touchesWildcard, out);
                token.setLength(0);
                touchesWildcard = false;
            } else {
                token.append(c);
            }
        }
        addWhole(token, touchesWildcard, out);
        return out;
    }

    private static void addWhole(StringBuilder token, boolean touchesWildcard, List<byte[]> out) {
        if (!touchesWildcard && token.length() > 0) {
            out.add(token.toString().getBytes(StandardCharsets.UTF_8));
        }
    }
}
