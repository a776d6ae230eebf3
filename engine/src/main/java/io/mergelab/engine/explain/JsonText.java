package io.mergelab.engine.explain;

import java.util.List;
import java.util.Map;

/**
 * JSON text laid out as ClickHouse's EXPLAIN prints it: two-space indents, one key per line, arrays of plain values
 * on one line ({@code [0, 1]}), arrays holding maps or arrays one element per line. Values are maps (key order
 * kept), lists, strings, numbers and booleans.
 */
final class JsonText {
    private JsonText() {
    }

    static String format(Object value) {
        StringBuilder sb = new StringBuilder();
        write(value, "", sb);
        return sb.toString();
    }

    private static void write(Object value, String indent, StringBuilder sb) {
        if (value instanceof Map<?, ?> map) {
            sb.append('{');
            String in = indent + "  ";
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                sb.append(first ? "\n" : ",\n").append(in);
                quote(String.valueOf(e.getKey()), sb);
                sb.append(": ");
                write(e.getValue(), in, sb);
                first = false;
            }
            if (!map.isEmpty()) {
                sb.append('\n').append(indent);
            }
            sb.append('}');
        } else if (value instanceof List<?> list) {
            boolean simple = list.stream().noneMatch(v -> v instanceof Map || v instanceof List);
            String in = indent + "  ";
            sb.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                if (!simple) {
                    sb.append('\n').append(in);
                } else if (i > 0) {
                    sb.append(' ');
                }
                write(list.get(i), in, sb);
            }
            if (!simple) {
                sb.append('\n').append(indent);
            }
            sb.append(']');
        } else if (value instanceof String s) {
            quote(s, sb);
        } else {
            sb.append(value);
        }
    }

    /** A JSON string as ClickHouse writes it: quotes, backslashes, forward slashes and control characters escaped. */
    private static void quote(String s, StringBuilder sb) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '/' -> sb.append("\\/");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04X", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
