package io.mergelab.engine.sql;

/**
 * Hand-written ClickHouse-dialect tokenizer. Produces one token per {@link #next()} call (lazily, so the parser can
 * stop before inline INSERT data), skipping whitespace and comments ({@code --} to end of line, nestable
 * {@code /* *}{@code /}). Malformed input becomes an error token rather than an exception, so the parser can report
 * it with the usual position and expectations.
 */
final class Lexer {
    private final String text;
    private final int limit;
    private int pos;
    private TokenType previous;
    private int tokenStart;
    private int tokenEnd;

    Lexer(String text, int from, int limit) {
        this.text = text;
        this.pos = from;
        this.limit = limit;
    }

    /** Continues lexing from {@code position}, as if the text started there. */
    void restartAt(int position) {
        pos = position;
        previous = null;
    }

    int tokenStart() {
        return tokenStart;
    }

    int tokenEnd() {
        return tokenEnd;
    }

    TokenType next() {
        TokenType type = scan();
        previous = type;
        return type;
    }

    private TokenType scan() {
        if (!skipWhitespaceAndComments()) {
            return token(TokenType.ERROR_UNTERMINATED_COMMENT, limit);
        }
        tokenStart = pos;
        if (pos >= limit) {
            tokenEnd = limit;
            return TokenType.END;
        }
        char c = text.charAt(pos);
        if (isWordStart(c)) {
            int p = pos + 1;
            while (p < limit && isWordPart(text.charAt(p))) {
                p++;
            }
            return token(TokenType.BARE_WORD, p);
        }
        if (c >= '0' && c <= '9') {
            return number(pos);
        }
        switch (c) {
            case '\'':
                return quoted('\'', TokenType.STRING, TokenType.ERROR_UNTERMINATED_STRING);
            case '`':
                return quoted('`', TokenType.QUOTED_IDENTIFIER, TokenType.ERROR_UNTERMINATED_IDENTIFIER);
            case '"':
                return quoted('"', TokenType.QUOTED_IDENTIFIER, TokenType.ERROR_UNTERMINATED_IDENTIFIER);
            case '(':
                return token(TokenType.LPAREN, pos + 1);
            case ')':
                return token(TokenType.RPAREN, pos + 1);
            case '[':
                return token(TokenType.LBRACKET, pos + 1);
            case ']':
                return token(TokenType.RBRACKET, pos + 1);
            case '{':
                return token(TokenType.LBRACE, pos + 1);
            case '}':
                return token(TokenType.RBRACE, pos + 1);
            case ',':
                return token(TokenType.COMMA, pos + 1);
            case ';':
                return token(TokenType.SEMICOLON, pos + 1);
            case '*':
                return token(TokenType.ASTERISK, pos + 1);
            case '+':
                return token(TokenType.PLUS, pos + 1);
            case '/':
                return token(TokenType.SLASH, pos + 1);
            case '%':
                return token(TokenType.PERCENT, pos + 1);
            case '.':
                if (isDigitAt(pos + 1) && !previousEndsOperand()) {
                    return number(pos);
                }
                return token(TokenType.DOT, pos + 1);
            case '-':
                return charAt(pos + 1) == '>' ? token(TokenType.ARROW, pos + 2) : token(TokenType.MINUS, pos + 1);
            case '?':
                return token(TokenType.QUESTION, pos + 1);
            case ':':
                return charAt(pos + 1) == ':' ? token(TokenType.DOUBLE_COLON, pos + 2) : token(TokenType.COLON, pos + 1);
            case '=':
                return charAt(pos + 1) == '=' ? token(TokenType.EQUALS, pos + 2) : token(TokenType.EQUALS, pos + 1);
            case '!':
                return charAt(pos + 1) == '=' ? token(TokenType.NOT_EQUALS, pos + 2) : unexpected();
            case '<':
                if (charAt(pos + 1) == '=') {
                    return token(TokenType.LESS_OR_EQUALS, pos + 2);
                }
                return charAt(pos + 1) == '>' ? token(TokenType.NOT_EQUALS, pos + 2) : token(TokenType.LESS, pos + 1);
            case '>':
                return charAt(pos + 1) == '=' ? token(TokenType.GREATER_OR_EQUALS, pos + 2) : token(TokenType.GREATER, pos + 1);
            case '|':
                return charAt(pos + 1) == '|' ? token(TokenType.CONCAT, pos + 2) : unexpected();
            default:
                return unexpected();
        }
    }

    private TokenType unexpected() {
        int width = Character.isHighSurrogate(text.charAt(pos)) && pos + 1 < limit ? 2 : 1;
        return token(TokenType.ERROR_UNEXPECTED_CHARACTER, pos + width);
    }

    private TokenType token(TokenType type, int end) {
        tokenEnd = end;
        pos = end;
        return type;
    }

    /** A '.' directly after an identifier or closing bracket is a dot ({@code t.1}), not the start of {@code .5}. */
    private boolean previousEndsOperand() {
        return previous == TokenType.BARE_WORD || previous == TokenType.QUOTED_IDENTIFIER
                || previous == TokenType.RPAREN || previous == TokenType.RBRACKET || previous == TokenType.RBRACE
                || previous == TokenType.NUMBER || previous == TokenType.STRING || previous == TokenType.DOT;
    }

    private TokenType number(int start) {
        int p = start;
        char c = text.charAt(p);
        if (c == '0' && (charAt(p + 1) == 'x' || charAt(p + 1) == 'X') && isHexDigit(charAt(p + 2))) {
            p = hexFloatTail(skipDigits(p + 2, 16));
        } else if (c == '0' && (charAt(p + 1) == 'b' || charAt(p + 1) == 'B') && isBinaryDigit(charAt(p + 2))) {
            p = skipDigits(p + 2, 2);
        } else if (previous == TokenType.DOT) {
            // after a dot only an integer follows, so t.1.2 is two tuple element accesses
            p = skipDigits(p, 10);
        } else {
            if (c != '.') {
                p = skipDigits(p, 10);
            }
            if (charAt(p) == '.') {
                p = skipDigits(p + 1, 10);
            }
            char e = charAt(p);
            if (e == 'e' || e == 'E') {
                int q = p + 1;
                if (charAt(q) == '+' || charAt(q) == '-') {
                    q++;
                }
                if (isDigitAt(q)) {
                    p = skipDigits(q, 10);
                }
            }
        }
        if (p < limit && isWordPart(text.charAt(p))) {
            while (p < limit && isWordPart(text.charAt(p))) {
                p++;
            }
            return token(TokenType.ERROR_WRONG_NUMBER, p);
        }
        return token(TokenType.NUMBER, p);
    }

    /** After a hex integer's digits: the fraction and binary exponent of a hex float ({@code 0x1.8p3}), if any. */
    private int hexFloatTail(int p) {
        int q = p;
        if (charAt(q) == '.' && previous != TokenType.DOT) {
            q = skipDigits(q + 1, 16);
        }
        if (charAt(q) == 'p' || charAt(q) == 'P') {
            int e = q + 1;
            if (charAt(e) == '+' || charAt(e) == '-') {
                e++;
            }
            if (isDigitAt(e)) {
                return skipDigits(e, 10);
            }
            return p;
        }
        return q == p + 1 ? p : q;
    }

    /** Skips digits of the radix; an underscore is allowed between digits ({@code 1_000_000}). */
    private int skipDigits(int p, int radix) {
        while (p < limit) {
            char c = text.charAt(p);
            if (Character.digit(c, radix) >= 0 && c < 128) {
                p++;
            } else if (c == '_' && p + 1 < limit && Character.digit(text.charAt(p + 1), radix) >= 0
                    && text.charAt(p + 1) < 128) {
                p += 2;
            } else {
                break;
            }
        }
        return p;
    }

    private TokenType quoted(char quote, TokenType type, TokenType unterminated) {
        int p = pos + 1;
        while (p < limit) {
            char c = text.charAt(p);
            if (c == '\\') {
                p += 2;
            } else if (c == quote) {
                if (p + 1 < limit && text.charAt(p + 1) == quote) {
                    p += 2;
                } else {
                    return token(type, p + 1);
                }
            } else {
                p++;
            }
        }
        return token(unterminated, limit);
    }

    /** Returns false when a multiline comment is not closed (then {@link #tokenStart} is the comment start). */
    private boolean skipWhitespaceAndComments() {
        while (pos < limit) {
            char c = text.charAt(pos);
            if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == 0x0B) {
                pos++;
            } else if (c == '-' && charAt(pos + 1) == '-') {
                int eol = text.indexOf('\n', pos);
                pos = eol < 0 || eol > limit ? limit : eol + 1;
            } else if (c == '/' && charAt(pos + 1) == '*') {
                int start = pos;
                int depth = 0;
                int p = pos;
                while (p < limit) {
                    if (text.charAt(p) == '/' && charAt(p + 1) == '*') {
                        depth++;
                        p += 2;
                    } else if (text.charAt(p) == '*' && charAt(p + 1) == '/') {
                        depth--;
                        p += 2;
                        if (depth == 0) {
                            break;
                        }
                    } else {
                        p++;
                    }
                }
                if (depth > 0) {
                    tokenStart = start;
                    pos = start;
                    return false;
                }
                pos = p;
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else {
                break;
            }
        }
        return true;
    }

    private char charAt(int p) {
        return p < limit ? text.charAt(p) : '\0';
    }

    private boolean isDigitAt(int p) {
        char c = charAt(p);
        return c >= '0' && c <= '9';
    }

    private static boolean isHexDigit(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private static boolean isBinaryDigit(char c) {
        return c == '0' || c == '1';
    }

    static boolean isWordStart(char c) {
        if (c < 128) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        }
        return Character.isLetter(c);
    }

    static boolean isWordPart(char c) {
        if (c < 128) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        }
        return Character.isLetterOrDigit(c);
    }
}
