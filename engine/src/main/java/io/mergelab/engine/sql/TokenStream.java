package io.mergelab.engine.sql;

import io.mergelab.engine.MergeLabException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The parser's view of the tokens: lazy lexing into primitive arrays, lookahead, and the bookkeeping behind
 * ClickHouse-style errors. Every check that may fail records what it looked for at the current token; the error
 * reports the furthest token reached together with everything that would have been accepted there.
 */
final class TokenStream {
    private final String sql;
    private final Lexer lexer;
    private TokenType[] types = new TokenType[64];
    private int[] starts = new int[64];
    private int[] ends = new int[64];
    private int count;
    private int index;

    private int furthest = -1;
    /** What the parser looked for at {@link #furthest}: Strings, or String[] for multi-word keywords. */
    private final List<Object> expected = new ArrayList<>();

    TokenStream(String sql) {
        this.sql = sql;
        this.lexer = new Lexer(sql, 0, sql.length());
    }

    String sql() {
        return sql;
    }

    // ---- navigation ----

    int mark() {
        return index;
    }

    void reset(int mark) {
        index = mark;
    }

    void advance() {
        ensure(index);
        if (types[index] != TokenType.END) {
            index++;
        }
    }

    TokenType type() {
        return typeAt(0);
    }

    TokenType typeAt(int offset) {
        int i = index + offset;
        ensure(i);
        return types[Math.min(i, count - 1)];
    }

    boolean is(TokenType type) {
        return type() == type;
    }

    /** Start offset (0-based) of the current token. */
    int start() {
        ensure(index);
        return starts[index];
    }

    /** End offset of the most recently consumed token. */
    int previousEnd() {
        return index == 0 ? 0 : ends[index - 1];
    }

    String text() {
        return textAt(0);
    }

    String textAt(int offset) {
        int i = index + offset;
        ensure(i);
        i = Math.min(i, count - 1);
        return sql.substring(starts[i], ends[i]);
    }

    /**
     * Drops any lookahead and continues lexing at a character offset; used to step over inline INSERT data.
     */
    void continueAt(int charOffset) {
        count = index;
        if (furthest >= index) {
            furthest = -1;
            expected.clear();
        }
        lexer.restartAt(charOffset);
    }

    // ---- matching ----

    boolean isKeyword(String keyword) {
        return isKeywordAt(0, keyword);
    }

    boolean isKeywordAt(int offset, String keyword) {
        int i = index + offset;
        ensure(i);
        i = Math.min(i, count - 1);
        return types[i] == TokenType.BARE_WORD && ends[i] - starts[i] == keyword.length()
                && sql.regionMatches(true, starts[i], keyword, 0, keyword.length());
    }

    boolean accept(TokenType type) {
        if (type() == type) {
            advance();
            return true;
        }
        expected(type.description());
        return false;
    }

    void expect(TokenType type) {
        if (!accept(type)) {
            throw error();
        }
    }

    boolean acceptKeyword(String keyword) {
        if (isKeyword(keyword)) {
            advance();
            return true;
        }
        expected(keyword);
        return false;
    }

    /** Accepts a two-word keyword such as {@code GROUP BY}; consumes nothing unless both words match. */
    boolean acceptKeywords(String first, String second) {
        if (isKeyword(first) && isKeywordAt(1, second)) {
            advance();
            advance();
            return true;
        }
        if (isKeyword(first)) {
            index++;
            expected(second);
            index--;
        } else {
            expected(new String[] {first, second});
        }
        return false;
    }

    void expectKeyword(String keyword) {
        if (!acceptKeyword(keyword)) {
            throw error();
        }
    }

    void expectKeywords(String first, String second) {
        if (!acceptKeywords(first, second)) {
            throw error();
        }
    }

    /** Offset of the bracket closing the '(' at {@code offset}, or -1 if it is not closed. */
    int matchingCloseAt(int offset) {
        int depth = 0;
        for (int k = offset; ; k++) {
            TokenType type = typeAt(k);
            if (type == TokenType.LPAREN) {
                depth++;
            } else if (type == TokenType.RPAREN && --depth == 0) {
                return k;
            } else if (type == TokenType.END) {
                return -1;
            }
        }
    }

    boolean isIdentifierAt(int offset) {
        TokenType type = typeAt(offset);
        return type == TokenType.BARE_WORD || type == TokenType.QUOTED_IDENTIFIER;
    }

    /** A name, bare or quoted ({@code `x`}, {@code "x"}); an empty quoted name is not one, as in ClickHouse. */
    String identifier() {
        TokenType type = type();
        if (type == TokenType.BARE_WORD || type == TokenType.QUOTED_IDENTIFIER) {
            String s = type == TokenType.BARE_WORD ? text() : Literals.unquote(text());
            if (s.isEmpty()) {
                expected("non-empty identifier");
                throw error();
            }
            advance();
            return s;
        }
        expected("identifier");
        throw error();
    }

    String stringLiteral() {
        if (type() == TokenType.STRING) {
            String s = Literals.unquote(text());
            advance();
            return s;
        }
        expected(TokenType.STRING.description());
        throw error();
    }

    // ---- errors ----

    /** Records that {@code what} would have been accepted at the current token. */
    void expected(Object what) {
        ensure(index);
        int i = Math.min(index, count - 1);
        if (i > furthest) {
            furthest = i;
            expected.clear();
        }
        if (i == furthest) {
            expected.add(what);
        }
    }

    /** Builds the syntax error for the furthest token reached, listing what was expected there. */
    MergeLabException error() {
        ensure(index);
        int at = Math.max(furthest, Math.min(index, count - 1));
        List<String> names = new ArrayList<>();
        if (at == furthest) {
            for (Object e : expected) {
                String name = e instanceof String[] words ? String.join(" ", words) : (String) e;
                if (!names.contains(name)) {
                    names.add(name);
                }
            }
        }
        return SyntaxErrors.error(sql, starts[at], ends[at], types[at], names);
    }

    // ---- lexing ----

    private void ensure(int i) {
        while (count <= i) {
            if (count > 0 && types[count - 1] == TokenType.END) {
                return;
            }
            if (count == types.length) {
                int n = count * 2;
                types = Arrays.copyOf(types, n);
                starts = Arrays.copyOf(starts, n);
                ends = Arrays.copyOf(ends, n);
            }
            types[count] = lexer.next();
            starts[count] = lexer.tokenStart();
            ends[count] = lexer.tokenEnd();
            count++;
        }
    }
}
