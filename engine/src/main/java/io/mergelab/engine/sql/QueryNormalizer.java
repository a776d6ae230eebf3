package io.mergelab.engine.sql;

import io.mergelab.engine.function.hash.CityHash64;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * query_log.normalized_query_hash: queries that differ only in literal values, whitespace and comments get the
 * same hash. Over the token stream, every number and string literal becomes {@code ?}, a comma-separated run
 * of two or more literals (an IN list, an array, VALUES rows) becomes {@code ?..}, and tokens are joined by
 * single spaces; the hash is CityHash64 of that text. Lexing stops at the first malformed token (e.g. inline
 * data after FORMAT), whose remainder does not contribute.
 */
public final class QueryNormalizer {
    private static final String LITERAL = "?";
    private static final String LITERAL_LIST = "?..";

    private QueryNormalizer() {
    }

    public static String normalize(String query) {
        Lexer lexer = new Lexer(query, 0, query.length());
        List<String> tokens = new ArrayList<>();
        for (TokenType t = lexer.next(); t != TokenType.END && !t.isError(); t = lexer.next()) {
            if (t == TokenType.NUMBER || t == TokenType.STRING) {
                appendLiteral(tokens);
            } else {
                tokens.add(query.substring(lexer.tokenStart(), lexer.tokenEnd()));
            }
        }
        return String.join(" ", tokens);
    }

    public static long hash(String query) {
        byte[] bytes = normalize(query).getBytes(StandardCharsets.UTF_8);
        return CityHash64.hash(bytes, 0, bytes.length);
    }

    /** Adds a literal, folding {@code ? , ?} or {@code ?.. , ?} into {@code ?..}. */
    private static void appendLiteral(List<String> tokens) {
        int n = tokens.size();
        if (n >= 2 && tokens.get(n - 1).equals(",") && isLiteral(tokens.get(n - 2))) {
            tokens.remove(n - 1);
            tokens.set(n - 2, LITERAL_LIST);
        } else {
            tokens.add(LITERAL);
        }
    }

    private static boolean isLiteral(String token) {
        return token.equals(LITERAL) || token.equals(LITERAL_LIST);
    }
}
