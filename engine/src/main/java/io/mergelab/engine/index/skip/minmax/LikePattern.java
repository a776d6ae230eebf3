package io.mergelab.engine.index.skip.minmax;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The fixed start of a LIKE pattern: the bytes before the first unescaped {@code %} or {@code _} ({@code \} escapes
 * the next character). {@code prefixOnly} when the rest is only {@code %} (then LIKE means exactly "starts with");
 * {@code wholeString} when the pattern has no wildcard (LIKE means equality).
 */
record LikePattern(byte[] prefix, boolean prefixOnly, boolean wholeString) {
    static LikePattern parse(String pattern) {
        byte[] p = pattern.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream prefix = new ByteArrayOutputStream();
        int i = 0;
        while (i < p.length) {
            byte b = p[i];
            if (b == '%' || b == '_') {
                break;
            }
            if (b == '\\' && i + 1 < p.length) {
                i++;
                b = p[i];
            }
            prefix.write(b);
            i++;
        }
        if (i == p.length) {
            return new LikePattern(prefix.toByteArray(), true, true);
        }
        boolean onlyPercent = true;
        for (int j = i; j < p.length; j++) {
            onlyPercent &= p[j] == '%';
        }
        return new LikePattern(prefix.toByteArray(), onlyPercent, false);
    }
}
