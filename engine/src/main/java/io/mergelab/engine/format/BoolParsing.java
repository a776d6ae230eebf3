package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** Bool text as ClickHouse reads it: true/false, 1/0, yes/no, y/n, on/off, t/f, enable/disable, any letter case. */
final class BoolParsing {
    private static final String[] TRUE_WORDS = {"true", "1", "yes", "y", "on", "t", "enable"};
    private static final String[] FALSE_WORDS = {"false", "0", "no", "n", "off", "f", "disable"};

    private BoolParsing() {
    }

    static boolean parse(byte[] s, int off, int len) {
        if (matchesAny(s, off, len, TRUE_WORDS)) {
            return true;
        }
        if (matchesAny(s, off, len, FALSE_WORDS)) {
            return false;
        }
        throw new MergeLabException(ErrorCode.CANNOT_PARSE_BOOL, "Cannot parse boolean value here: '"
                + ParseErrors.text(s, off, len) + "', should be true/false, 1/0 or on/off, enable/disable, yes/no, y/n, t/f");
    }

    private static boolean matchesAny(byte[] s, int off, int len, String[] words) {
        for (String w : words) {
            if (w.length() == len && matchesIgnoreCase(s, off, w)) {
                return true;
            }
        }
        return false;
    }

    private static boolean matchesIgnoreCase(byte[] s, int off, String word) {
        for (int i = 0; i < word.length(); i++) {
            int c = s[off + i];
            if (c >= 'A' && c <= 'Z') {
                c += 'a' - 'A';
            }
            if (c != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
