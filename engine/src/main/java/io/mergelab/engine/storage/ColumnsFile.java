package io.mergelab.engine.storage;

import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.TextListing;
import io.mergelab.engine.type.DataType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code columns.txt}: the part's columns in order, one per line, tab-separated: backquoted name
 * (backslash escapes for {@code \ ` } newline and tab), type, codec.
 *
 * <pre>
 * columns format version: 1
 * 2 columns:
 * `id`	UInt64	LZ4
 * `payload`	Nullable(String)	ZSTD(3)
 * </pre>
 */
final class ColumnsFile {
    private static final TextListing LISTING = new TextListing(FileNames.COLUMNS, "columns format version: 1", "column");

    private ColumnsFile() {
    }

    static byte[] write(List<PartColumn> columns) {
        StringBuilder sb = LISTING.start(columns.size());
        for (PartColumn c : columns) {
            sb.append('`');
            for (int i = 0; i < c.name().length(); i++) {
                char ch = c.name().charAt(i);
                switch (ch) {
                    case '\\' -> sb.append("\\\\");
                    case '`' -> sb.append("\\`");
                    case '\n' -> sb.append("\\n");
                    case '\t' -> sb.append("\\t");
                    default -> sb.append(ch);
                }
            }
            sb.append("`\t").append(c.type().name()).append('\t').append(c.codec()).append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    static List<PartColumn> parse(byte[] data) {
        List<String> lines = LISTING.entries(new String(data, StandardCharsets.UTF_8).split("\n"));
        List<PartColumn> out = new ArrayList<>(lines.size());
        for (String line : lines) {
            out.add(parseLine(line));
        }
        return out;
    }

    private static PartColumn parseLine(String line) {
        if (!line.startsWith("`")) {
            throw LISTING.corrupt("bad line '" + line + "'");
        }
        StringBuilder name = new StringBuilder();
        int i = 1;
        while (true) {
            if (i >= line.length()) {
                throw LISTING.corrupt("unterminated column name in '" + line + "'");
            }
            char ch = line.charAt(i++);
            if (ch == '`') {
                break;
            }
            if (ch == '\\' && i < line.length()) {
                char e = line.charAt(i++);
                name.append(e == 'n' ? '\n' : e == 't' ? '\t' : e);
            } else {
                name.append(ch);
            }
        }
        String[] rest = line.substring(i).split("\t", -1);
        if (rest.length != 3 || !rest[0].isEmpty()) {
            throw LISTING.corrupt("bad line '" + line + "'");
        }
        try {
            return new PartColumn(name.toString(), DataType.parse(rest[1]), Codec.parse(rest[2]));
        } catch (MergeLabException e) {
            throw LISTING.corrupt("bad line '" + line + "': " + e.getMessage());
        }
    }
}
