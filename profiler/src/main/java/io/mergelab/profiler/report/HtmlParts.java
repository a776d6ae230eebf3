package io.mergelab.profiler.report;

import java.util.List;
import java.util.Map;

/**
 * The pieces every HTML section of a report is made of: its collapsible parts (a {@code <details>} whose id the table
 * of contents links to), name/value facts and plain lists, with every given text escaped.
 */
final class HtmlParts {
    private HtmlParts() {
    }

    /** Opens part {@code part} of a section whose parts are {@code parts} (anchor suffix, heading), at {@code anchor}. */
    static void open(StringBuilder out, List<Map.Entry<String, String>> parts, String part, String anchor) {
        String heading = parts.stream().filter(e -> e.getKey().equals(part)).findFirst().orElseThrow().getValue();
        out.append("<details open id=\"").append(anchor).append("\"><summary>").append(heading).append("</summary>\n");
    }

    static void close(StringBuilder out) {
        out.append("</details>\n");
    }

    /** One {@code <dt>}/{@code <dd>} pair of a definition list. */
    static void fact(StringBuilder out, String name, String value) {
        out.append("<dt>").append(Html.escape(name)).append("</dt><dd>").append(Html.escape(value)).append("</dd>");
    }

    /** A bulleted list of {@code items} (nothing when empty), with the CSS class {@code cssClass} when not empty. */
    static void list(StringBuilder out, List<String> items, String cssClass) {
        if (items.isEmpty()) {
            return;
        }
        out.append(cssClass.isEmpty() ? "<ul>" : "<ul class=\"" + cssClass + "\">");
        items.forEach(item -> out.append("<li>").append(Html.escape(item)).append("</li>"));
        out.append("</ul>\n");
    }
}
