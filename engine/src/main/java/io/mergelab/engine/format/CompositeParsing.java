package io.mergelab.engine.format;

import io.mergelab.engine.column.ArrayColumnBuilder;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.NullableColumnBuilder;
import io.mergelab.engine.column.TupleColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;

/**
 * Parses Array, Tuple and Map text: {@code [1, 2]}, {@code ['a','b\'c']}, {@code (1, 'x')}, {@code {'a':1}}, nested freely.
 * Elements are quoted strings (required for String and FixedString, allowed for every scalar) or bare tokens;
 * {@code NULL} stands for NULL in Nullable elements.
 */
final class CompositeParsing {
    private final byte[] s;
    private final int start;
    private final int end;
    private final DataType topType;
    private final TextBuffer scratch = new TextBuffer(64);
    private int pos;

    private CompositeParsing(byte[] s, int off, int len, DataType topType) {
        this.s = s;
        this.start = off;
        this.end = off + len;
        this.topType = topType;
        this.pos = off;
    }

    static void parse(ColumnBuilder builder, DataType type, byte[] s, int off, int len) {
        CompositeParsing p = new CompositeParsing(s, off, len, type);
        p.skipSpaces();
        p.value(builder, type);
        p.skipSpaces();
        if (p.pos != p.end) {
            throw p.error(ErrorCode.CANNOT_PARSE_TEXT, "unexpected text after the value");
        }
    }

    private void value(ColumnBuilder builder, DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof ArrayType a) {
            array((ArrayColumnBuilder) builder, a);
        } else if (t instanceof MapType m) {
            map((ArrayColumnBuilder) builder, m);
        } else if (t instanceof TupleType tuple) {
            tuple((TupleColumnBuilder) builder, tuple);
        } else if (t instanceof NullableType n) {
            if (nullLiteral()) {
                builder.appendNull();
            } else {
                NullableColumnBuilder nb = (NullableColumnBuilder) builder;
                value(nb.nested(), n.nested());
                nb.markNotNull();
            }
        } else {
            scalar(builder, t);
        }
    }

    private void array(ArrayColumnBuilder builder, ArrayType type) {
        if (peek() != '[') {
            throw error(ErrorCode.CANNOT_READ_ARRAY_FROM_TEXT, "Array does not start with '[' character");
        }
        pos++;
        skipSpaces();
        if (peek() == ']') {
            pos++;
            builder.endRow();
            return;
        }
        while (true) {
            skipSpaces();
            value(builder.elements(), type.element());
            skipSpaces();
            byte c = peek();
            pos++;
            if (c == ']') {
                break;
            }
            if (c != ',') {
                pos--;
                throw error(ErrorCode.CANNOT_READ_ARRAY_FROM_TEXT, "Cannot read array from text: expected ',' or ']'");
            }
        }
        builder.endRow();
    }

    /** {@code {k1:v1, k2:v2}}; keys and values as elements of arrays are (quoted strings, bare tokens, NULL). */
    private void map(ArrayColumnBuilder builder, MapType type) {
        if (peek() != '{') {
            throw error(ErrorCode.CANNOT_PARSE_TEXT, "Cannot read Map from text: expected '{'");
        }
        pos++;
        skipSpaces();
        TupleColumnBuilder entries = (TupleColumnBuilder) builder.elements();
        if (peek() == '}') {
            pos++;
            builder.endRow();
            return;
        }
        while (true) {
            skipSpaces();
            value(entries.element(0), type.key());
            skipSpaces();
            if (peek() != ':') {
                throw error(ErrorCode.CANNOT_PARSE_TEXT, "Cannot read Map from text: expected ':' after a key");
            }
            pos++;
            skipSpaces();
            value(entries.element(1), type.value());
            entries.endRow();
            skipSpaces();
            byte c = peek();
            pos++;
            if (c == '}') {
                break;
            }
            if (c != ',') {
                pos--;
                throw error(ErrorCode.CANNOT_PARSE_TEXT, "Cannot read Map from text: expected ',' or '}'");
            }
        }
        builder.endRow();
    }

    private void tuple(TupleColumnBuilder builder, TupleType type) {
        if (peek() != '(') {
            throw error(ErrorCode.CANNOT_PARSE_TEXT, "expected '(' at the start of a tuple");
        }
        pos++;
        int n = type.elements().size();
        for (int i = 0; i < n; i++) {
            skipSpaces();
            value(builder.element(i), type.elements().get(i));
            skipSpaces();
            byte expected = (byte) (i == n - 1 ? ')' : ',');
            if (peek() != expected) {
                throw error(ErrorCode.CANNOT_PARSE_TEXT, "expected '" + (char) expected + "' after tuple element " + (i + 1) + " of " + n);
            }
            pos++;
        }
        builder.endRow();
    }

    private void scalar(ColumnBuilder builder, DataType type) {
        if (peek() == '\'') {
            scratch.reset();
            pos = QuotedText.read(s, pos, end, scratch);
            TextValues.parseInto(builder, type, scratch.array(), 0, scratch.length());
            return;
        }
        if (type instanceof StringType || type instanceof FixedStringType) {
            throw error(ErrorCode.CANNOT_PARSE_QUOTED_STRING, "Cannot parse quoted string: expected opening quote");
        }
        int tokenStart = pos;
        while (pos < end && s[pos] != ',' && s[pos] != ']' && s[pos] != ')' && s[pos] != '}' && s[pos] != ':'
                && !isSpace(s[pos])) {
            pos++;
        }
        TextValues.parseInto(builder, type, s, tokenStart, pos - tokenStart);
    }

    private boolean nullLiteral() {
        if (end - pos >= 4 && (s[pos] | 0x20) == 'n' && (s[pos + 1] | 0x20) == 'u' && (s[pos + 2] | 0x20) == 'l'
                && (s[pos + 3] | 0x20) == 'l' && (end - pos == 4 || !Character.isLetterOrDigit(s[pos + 4]))) {
            pos += 4;
            return true;
        }
        return false;
    }

    private byte peek() {
        return pos < end ? s[pos] : 0;
    }

    private void skipSpaces() {
        while (pos < end && isSpace(s[pos])) {
            pos++;
        }
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    }

    private MergeLabException error(ErrorCode code, String detail) {
        return ParseErrors.cannotParse(code, s, start, end - start, topType, detail + " at position " + (pos - start + 1));
    }
}
