package io.mergelab.engine.sql;

/** Kinds of lexical tokens. Error kinds carry the message shown in the syntax error. */
enum TokenType {
    BARE_WORD("identifier"),
    NUMBER("number"),
    STRING("string literal"),
    QUOTED_IDENTIFIER("quoted identifier"),
    LPAREN("'('"),
    RPAREN("')'"),
    LBRACKET("'['"),
    RBRACKET("']'"),
    LBRACE("'{'"),
    RBRACE("'}'"),
    COMMA("','"),
    SEMICOLON("';'"),
    DOT("'.'"),
    ASTERISK("'*'"),
    PLUS("'+'"),
    MINUS("'-'"),
    SLASH("'/'"),
    PERCENT("'%'"),
    ARROW("'->'"),
    COLON("':'"),
    QUESTION("'?'"),
    DOUBLE_COLON("'::'"),
    EQUALS("'='"),
    NOT_EQUALS("'!='"),
    LESS("'<'"),
    GREATER("'>'"),
    LESS_OR_EQUALS("'<='"),
    GREATER_OR_EQUALS("'>='"),
    CONCAT("'||'"),
    END("end of query"),
    ERROR_UNTERMINATED_STRING("string literal", "Single quoted string is not closed"),
    ERROR_UNTERMINATED_IDENTIFIER("quoted identifier", "Quoted identifier is not closed"),
    ERROR_UNTERMINATED_COMMENT("comment", "Multiline comment is not closed"),
    ERROR_WRONG_NUMBER("number", "Wrong number"),
    ERROR_UNEXPECTED_CHARACTER("character", "Unexpected character");

    private final String description;
    private final String errorMessage;

    TokenType(String description) {
        this(description, null);
    }

    TokenType(String description, String errorMessage) {
        this.description = description;
        this.errorMessage = errorMessage;
    }

    /** How the token kind is named in "Expected one of: ...". */
    String description() {
        return description;
    }

    boolean isError() {
        return errorMessage != null;
    }

    /** For error kinds, what went wrong while lexing; {@code null} otherwise. */
    String errorMessage() {
        return errorMessage;
    }
}
