package io.mergelab.app.gui.profile;

import java.util.List;
import java.util.Optional;

/**
 * The top of the profile: the statement (shortened to one line, and in full), where and when it ran, the client
 * summary, the user's tags, the generated data it read (one line per table, {@code dataModified} when a table no
 * longer holds what its generator loaded), the error of a failed run and what was not captured.
 */
public record ProfileHeader(String sqlLine, String sqlFull, String target, String started, String summary,
                            List<String> tags, List<String> data, boolean dataModified, Optional<String> error,
                            List<String> missing) {
    public static final ProfileHeader NONE = new ProfileHeader("", "", "", "", "", List.of(), List.of(), false,
            Optional.empty(), List.of());

    public ProfileHeader {
        tags = List.copyOf(tags);
        data = List.copyOf(data);
        missing = List.copyOf(missing);
    }
}
