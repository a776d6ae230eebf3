package io.mergelab.engine.sql;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.TypeAliases;
import java.util.Optional;

/**
 * Reads a data type written in SQL ({@code Nullable(String)}, {@code DateTime64(3, 'UTC')},
 * {@code Tuple(a UInt8, b String)}, {@code Enum8('a' = 1)}) and returns it in canonical spelling: arguments
 * separated by {@code ", "}, strings single-quoted. Resolving the name is {@code DataType.parse}'s job.
 */
final class TypeNames {
    private TypeNames() {
    }

    /** A type as written (aliases kept: {@code CAST(x AS INT)} stays INT, as ClickHouse keeps it in the query). */
    static String parse(TokenStream t) {
        return parse(t, 0, false);
    }

    /**
     * A column's type, aliases written as the family they stand for ({@code a INT} is {@code a Int32}), as ClickHouse
     * stores and shows a table's columns.
     */
    static String columnType(TokenStream t) {
        return parse(t, 0, true);
    }

    private static String parse(TokenStream t, int depth, boolean canonical) {
        String type = tryParse(t, depth, canonical);
        if (type == null) {
            t.expected("type");
            throw t.error();
        }
        return type;
    }

    /** Null (consuming nothing) when the current token cannot start a type. */
    static String tryParse(TokenStream t) {
        return tryParse(t, 0, false);
    }

    private static String tryParse(TokenStream t, int depth, boolean canonical) {
        if (depth > ParseContext.MAX_DEPTH) {
            throw new MergeLabException(ErrorCode.TOO_DEEP_RECURSION,
                    "Maximum parse depth (" + ParseContext.MAX_DEPTH + ") exceeded at position " + (t.start() + 1));
        }
        if (!t.is(TokenType.BARE_WORD)) {
            return null;
        }
        String name = t.text();
        t.advance();
        if (t.is(TokenType.BARE_WORD) && TypeAliases.secondWord(name, t.text()).isPresent()) {
            name = name + " " + t.text();
            t.advance();
        }
        StringBuilder sb = new StringBuilder();
        if (t.accept(TokenType.LPAREN)) {
            sb.append('(');
            if (!t.is(TokenType.RPAREN)) {
                argument(t, sb, depth + 1, canonical);
                while (t.accept(TokenType.COMMA)) {
                    sb.append(", ");
                    argument(t, sb, depth + 1, canonical);
                }
            }
            t.expect(TokenType.RPAREN);
            sb.append(')');
        }
        boolean unsigned = false;
        String sign = "";
        if (TypeAliases.isIntegerAlias(name) && (t.isKeyword("UNSIGNED") || t.isKeyword("SIGNED"))) {
            unsigned = t.isKeyword("UNSIGNED");
            sign = " " + t.text();
            t.advance();
        }
        if (!canonical) {
            return name + sb + sign;
        }
        // an alias is written as the family it stands for, as ClickHouse's SHOW CREATE shows it: INT is Int32
        Optional<TypeAliases.Alias> alias = TypeAliases.resolve(name, unsigned);
        if (alias.isPresent()) {
            return alias.get().family() + (alias.get().keepsArguments() ? sb : "");
        }
        return name + sb;
    }

    private static void argument(TokenStream t, StringBuilder sb, int depth, boolean canonical) {
        switch (t.type()) {
            case STRING:
                sb.append(SqlText.quoteString(t.stringLiteral()));
                if (t.accept(TokenType.EQUALS)) {
                    sb.append(" = ");
                    signedNumber(t, sb);
                }
                return;
            case NUMBER:
            case MINUS:
                signedNumber(t, sb);
                return;
            case QUOTED_IDENTIFIER:
                // a named element: `name` Type
                sb.append(SqlText.name(t.identifier())).append(' ').append(parse(t, depth, canonical));
                return;
            case BARE_WORD:
                if (t.typeAt(1) == TokenType.BARE_WORD) {
                    sb.append(SqlText.name(t.identifier())).append(' ');
                }
                sb.append(parse(t, depth, canonical));
                return;
            default:
                t.expected("type argument");
                throw t.error();
        }
    }

    private static void signedNumber(TokenStream t, StringBuilder sb) {
        if (t.accept(TokenType.MINUS)) {
            sb.append('-');
        }
        if (!t.is(TokenType.NUMBER)) {
            t.expected(TokenType.NUMBER.description());
            throw t.error();
        }
        sb.append(t.text());
        t.advance();
    }
}
