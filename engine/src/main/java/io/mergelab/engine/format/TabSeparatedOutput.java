package io.mergelab.engine.format;

import io.mergelab.engine.column.Column;
import java.io.OutputStream;

/**
 * TabSeparated output: values separated by tabs, rows ended by {@code \n}, NULL as {@code \N}; strings escape
 * {@code \b \f \r \n \t \0 \' \\} (the raw variant writes them as they are). Optional header lines of names and types.
 */
final class TabSeparatedOutput extends DelimitedOutput {
    private final boolean raw;

    TabSeparatedOutput(OutputStream out, boolean withNames, boolean withTypes, boolean raw) {
        super(out, (byte) '\t', withNames, withTypes);
        this.raw = raw;
    }

    @Override
    protected void writeString(byte[] data, int off, int len, TextBuffer out) {
        if (raw) {
            out.append(data, off, len);
        } else {
            EscapeSequences.writeEscaped(data, off, len, (byte) '\'', out);
        }
    }

    @Override
    protected FieldWriter valueWriter(Column column) {
        return FieldWriters.plain(column);
    }
}
