package io.mergelab.engine.index.skip.text;

import java.util.ArrayList;
import java.util.List;

/**
 * The literal pieces of a LIKE pattern, split at the wildcards {@code %} and {@code _}; a backslash makes the next
 * character literal (a trailing backslash is itself literal), as the engine's LIKE reads it.
 */
final class LikeLiterals {
    private LikeLiterals() {
    }

    static List<String> pieces(String pattern) {
        List<String> out = new ArrayList<>();
        StringBuilder piece = new StringBuilder();
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\\' && i + 1 < pattern.length()) {
                piece.append(pattern.charAt(++i));
            } else if (c == '%' || c == '_') {
                if (piece.length() > 0) {
                    out.add(piece.toString());
                    piece.setLength(0);
                }
            } else {
                piece.append(c);
            }
        }
        if (piece.length() > 0) {
            out.add(piece.toString());
        }
        return out;
    }
}
