package io.mergelab.app.gui.services;

import io.mergelab.profiler.glossary.Glossary;

import java.util.Optional;

/**
 * The one-line meaning of a word a screen shows, from the glossary the reports use too: a processor name, a metric,
 * a setting or a ProfileEvent (also written {@code ProfileEvents.Name}, as comparisons list them). ViewModels hand it
 * to their Views for tooltips.
 */
public final class Meanings {
    private static final String PROFILE_EVENTS = "ProfileEvents.";

    private Meanings() {
    }

    public static Optional<String> of(String term) {
        Glossary glossary = Glossary.standard();
        if (term.startsWith(PROFILE_EVENTS)) {
            return glossary.profileEvent(term.substring(PROFILE_EVENTS.length()));
        }
        return glossary.processor(term).or(() -> glossary.metric(term)).or(() -> glossary.setting(term))
                .or(() -> glossary.profileEvent(term));
    }
}
