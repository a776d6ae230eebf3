package io.mergelab.profiler.capture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a run's tags travel to the target: as the {@code log_comment} setting, so they land in the target's own
 * {@code system.query_log.log_comment} and a ClickHouse user can filter by them there. The format is the tags joined
 * by commas ({@code baseline,cold}); a {@code log_comment} the user set themselves is kept as the first element
 * ({@code ticket-42,baseline}). Tags therefore never contain a comma, and reading a log_comment back splits at commas
 * and drops the spaces around each element.
 */
public final class LogComment {
    public static final String SETTING = "log_comment";
    private static final String SEPARATOR = ",";

    private LogComment() {
    }

    /** Why {@code tag} cannot be a tag, or null when it can. */
    public static String problemWith(String tag) {
        if (tag == null || tag.isBlank()) {
            return "a tag must not be empty";
        }
        if (tag.contains(SEPARATOR)) {
            return "tag '" + tag + "' contains a comma, which separates tags in log_comment";
        }
        return null;
    }

    /**
     * The settings to send: {@code settings} with {@code log_comment} set to the user's own comment (if any) followed
     * by {@code tags}; unchanged when there are no tags.
     */
    public static LinkedHashMap<String, String> withTags(Map<String, String> settings, List<String> tags) {
        LinkedHashMap<String, String> sent = new LinkedHashMap<>(settings);
        if (tags.isEmpty()) {
            return sent;
        }
        List<String> elements = new ArrayList<>();
        String own = settings.get(SETTING);
        if (own != null && !own.isEmpty()) {
            elements.add(own);
        }
        elements.addAll(tags);
        sent.put(SETTING, String.join(SEPARATOR, elements));
        return sent;
    }

    /** The elements of a log_comment: {@code "a, b"} → {@code [a, b]}; empty text → none. */
    public static List<String> elements(String logComment) {
        if (logComment.isBlank()) {
            return List.of();
        }
        return Arrays.stream(logComment.split(SEPARATOR)).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
