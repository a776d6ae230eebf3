package io.mergelab.engine;

import io.mergelab.engine.querylog.ProfileEvent;

import java.util.Arrays;
import java.util.List;

/**
 * One ProfileEvents counter the engine counts, as {@code system.events} describes it: ClickHouse's name and a
 * one-line meaning. The registry's list as records, like {@link SettingDescription}, so glossaries and reports
 * describe the counters without a copy of the texts.
 */
public record ProfileEventDescription(String name, String description) {

    /** Every counter, in the registry's order. */
    public static List<ProfileEventDescription> all() {
        return Arrays.stream(ProfileEvent.values()).map(e -> new ProfileEventDescription(e.name(), e.description())).toList();
    }
}
