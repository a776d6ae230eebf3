package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.util.Map;

/** A named set of query settings (name to value as text) that every query of a scenario runs under in turn. */
public record SettingsVariant(String name, String description,
                              @JsonDeserialize(contentUsing = TextValueDeserializer.class) Map<String, String> settings) {

    public SettingsVariant {
        description = description == null ? "" : description;
        settings = OrderedMaps.copyOf(settings);
    }
}
