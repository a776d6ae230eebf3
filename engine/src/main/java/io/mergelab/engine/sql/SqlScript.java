package io.mergelab.engine.sql;

import io.mergelab.engine.ScriptStatement;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a script into statements on {@code ;} outside strings, quoted identifiers and comments. The inline
 * data of {@code INSERT ... FORMAT f <data>} is not tokenized: it runs to the first {@code ;} that ends a line
 * (or to the end of the script), so data lines may contain {@code ;} and unbalanced quotes.
 */
public final class SqlScript {
    private SqlScript() {
    }

    public static List<ScriptStatement> split(String script) {
        return new Splitter(script).split();
    }

    private static final class Splitter {
        private final String script;
        private final Lexer lexer;
        private final List<ScriptStatement> statements = new ArrayList<>();
        private int line = 1;
        private int lineCountedUpTo;

        Splitter(String script) {
            this.script = script;
            this.lexer = new Lexer(script, 0, script.length());
        }

        List<ScriptStatement> split() {
            for (TokenType type = lexer.next(); type != TokenType.END; type = lexer.next()) {
                if (type != TokenType.SEMICOLON) {
                    statement(type);
                }
            }
            return statements;
        }

        /** Reads one statement whose first token has just been lexed. */
        private void statement(TokenType first) {
            int start = lexer.tokenStart();
            int end = lexer.tokenEnd();
            boolean insert = first == TokenType.BARE_WORD && isWord(start, end, "INSERT");
            int depth = 0;
            boolean formatMayFollow = insert;
            TokenType previous = first;
            int previousStart = start;
            int previousEnd = end;
            while (true) {
                TokenType type = lexer.next();
                if (type == TokenType.END || type == TokenType.SEMICOLON) {
                    finish(start, end, type == TokenType.SEMICOLON ? lexer.tokenStart() : -1);
                    return;
                }
                int tokenStart = lexer.tokenStart();
                int tokenEnd = lexer.tokenEnd();
                if (type == TokenType.LPAREN) {
                    depth++;
                } else if (type == TokenType.RPAREN) {
                    depth--;
                } else if (formatMayFollow && depth == 0 && type == TokenType.BARE_WORD) {
                    if (isWord(tokenStart, tokenEnd, "VALUES") || isWord(tokenStart, tokenEnd, "SELECT")
                            || isWord(tokenStart, tokenEnd, "WITH")) {
                        formatMayFollow = false;
                    } else if (isWord(tokenStart, tokenEnd, "FORMAT") && !namesTable(previous, previousStart,
                            previousEnd)) {
                        TokenType name = lexer.next();
                        if (name == TokenType.BARE_WORD || name == TokenType.QUOTED_IDENTIFIER) {
                            inlineData(start, lexer.tokenEnd());
                            return;
                        }
                        if (name == TokenType.END || name == TokenType.SEMICOLON) {
                            finish(start, tokenEnd, name == TokenType.SEMICOLON ? lexer.tokenStart() : -1);
                            return;
                        }
                        tokenStart = lexer.tokenStart();
                        tokenEnd = lexer.tokenEnd();
                        type = name;
                    }
                }
                previous = type;
                previousStart = tokenStart;
                previousEnd = tokenEnd;
                end = tokenEnd;
            }
        }

        /** FORMAT right after INTO, TABLE or a dot is the table's name, not the format clause. */
        private boolean namesTable(TokenType previous, int start, int end) {
            return previous == TokenType.DOT
                    || (previous == TokenType.BARE_WORD && (isWord(start, end, "INTO") || isWord(start, end, "TABLE")));
        }

        private void inlineData(int start, int formatNameEnd) {
            int semicolon = InlineData.end(script, InlineData.start(script, formatNameEnd));
            boolean terminated = semicolon < script.length();
            int end = semicolon;
            while (end > start && Character.isWhitespace(script.charAt(end - 1))) {
                end--;
            }
            finish(start, end, terminated ? semicolon : -1);
            lexer.restartAt(terminated ? semicolon + 1 : script.length());
        }

        /** Records the statement {@code [start, end)}; {@code semicolon} is the terminator's offset or -1. */
        private void finish(int start, int end, int semicolon) {
            String trailing = semicolon < 0 ? "" : commentsAfter(semicolon + 1);
            statements.add(new ScriptStatement(script.substring(start, end), lineOf(start), trailing));
        }

        private int lineOf(int offset) {
            for (int i = lineCountedUpTo; i < offset; i++) {
                if (script.charAt(i) == '\n') {
                    line++;
                }
            }
            lineCountedUpTo = Math.max(lineCountedUpTo, offset);
            return line;
        }

        /** Comments after a statement's ';' up to the end of that line; "" if anything else is on the line. */
        private String commentsAfter(int from) {
            int p = from;
            int first = -1;
            int last = -1;
            while (p < script.length()) {
                char c = script.charAt(p);
                if (c == '\n') {
                    break;
                } else if (c == ' ' || c == '\t' || c == '\r') {
                    p++;
                } else if (c == '-' && p + 1 < script.length() && script.charAt(p + 1) == '-') {
                    int eol = script.indexOf('\n', p);
                    first = first < 0 ? p : first;
                    last = eol < 0 ? script.length() : eol;
                    break;
                } else if (c == '/' && p + 1 < script.length() && script.charAt(p + 1) == '*') {
                    int close = script.indexOf("*/", p + 2);
                    first = first < 0 ? p : first;
                    last = close < 0 ? script.length() : close + 2;
                    p = last;
                } else {
                    return "";
                }
            }
            return first < 0 ? "" : script.substring(first, last).trim();
        }

        private boolean isWord(int start, int end, String word) {
            return end - start == word.length() && script.regionMatches(true, start, word, 0, word.length());
        }
    }
}
