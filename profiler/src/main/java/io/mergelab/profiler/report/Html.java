package io.mergelab.profiler.report;

/**
 * Escaping for HTML and SVG text and attribute values: the five characters that can end a text or an attribute
 * ({@code & < > " '}) become entities, so no user-provided string (SQL, tags, table names, error messages) can open
 * an element. Everything a report writes that did not come from the report's own code goes through here.
 */
public final class Html {
    private Html() {
    }

    public static String escape(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            String entity = switch (text.charAt(i)) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '"' -> "&quot;";
                case '\'' -> "&#39;";
                default -> null;
            };
            if (entity != null && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                if (entity != null) {
                    out.append(entity);
                } else {
                    out.append(text.charAt(i));
                }
            }
        }
        return out == null ? text : out.toString();
    }
}
