package io.mergelab.profiler.report;

/**
 * Text for Markdown: table cells with their pipes and line breaks made harmless and {@code & < >} as entities
 * (GitHub renders raw HTML in Markdown), and code fences longer than any backtick run in the code.
 */
final class Markdown {
    private Markdown() {
    }

    /** Text for a paragraph or a table cell. */
    static String text(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\\", "\\\\")
                .replace("|", "\\|").replace("`", "\\`").replace("*", "\\*").replace("_", "\\_").replace("[", "\\[")
                .replace("]", "\\]").replaceAll("\\r?\\n", " ");
    }

    /** A fenced code block of {@code code}, in {@code language} (empty for none). */
    static String fence(String language, String code) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < code.length(); i++) {
            run = code.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(Math.max(3, longest + 1));
        return fence + language + "\n" + code + (code.endsWith("\n") ? "" : "\n") + fence + "\n";
    }
}
