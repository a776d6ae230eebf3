package io.mergelab.engine.script;

import java.util.ArrayList;
import java.util.List;

/** One record of a SQL script test file (see {@link SqlScriptFilesTest}). */
public record ScriptRecord(Kind kind, String sql, List<String> expected, int line) {

    public enum Kind { STATEMENT_OK, STATEMENT_ERROR, QUERY, RESTART }

    public static List<ScriptRecord> parse(String text) {
        List<ScriptRecord> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        int i = 0;
        while (i < lines.length) {
            String header = lines[i].strip();
            if (header.isEmpty() || header.startsWith("#")) {
                i++;
                continue;
            }
            int start = i + 1;
            if (header.equals("restart")) {
                out.add(new ScriptRecord(Kind.RESTART, "", List.of(), start));
                i++;
                continue;
            }
            Kind kind;
            List<String> expected = new ArrayList<>();
            if (header.equals("statement ok")) {
                kind = Kind.STATEMENT_OK;
            } else if (header.startsWith("statement error ")) {
                kind = Kind.STATEMENT_ERROR;
                expected.add(header.substring("statement error ".length()).strip());
            } else if (header.equals("query")) {
                kind = Kind.QUERY;
            } else {
                throw new IllegalArgumentException("line " + start + ": unknown record header '" + header + "'");
            }
            i++;
            StringBuilder sql = new StringBuilder();
            while (i < lines.length && !lines[i].isBlank() && !lines[i].equals("----")) {
                sql.append(lines[i]).append('\n');
                i++;
            }
            if (kind == Kind.QUERY) {
                if (i >= lines.length || !lines[i].equals("----")) {
                    throw new IllegalArgumentException("line " + start + ": query without ---- line");
                }
            }
            // A query's expected rows; for an error, optional texts its message must contain.
            if ((kind == Kind.QUERY || kind == Kind.STATEMENT_ERROR) && i < lines.length && lines[i].equals("----")) {
                i++;
                while (i < lines.length && !lines[i].isEmpty()) {
                    expected.add(lines[i]);
                    i++;
                }
            }
            out.add(new ScriptRecord(kind, sql.toString().strip(), expected, start));
        }
        return out;
    }
}
