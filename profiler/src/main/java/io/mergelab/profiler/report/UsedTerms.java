package io.mergelab.profiler.report;

import io.mergelab.profiler.glossary.Glossary;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The glossary terms a report has shown, gathered as it is written so its glossary section lists exactly those,
 * and each shown term wrapped for hovering ({@code <abbr title="meaning">}).
 */
final class UsedTerms {
    private final Glossary glossary;
    private final Map<String, String> used = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);

    UsedTerms(Glossary glossary) {
        this.glossary = glossary;
    }

    Glossary glossary() {
        return glossary;
    }

    String processor(String name) {
        return term(name, glossary::processor);
    }

    String metric(String name) {
        return term(name, glossary::metric);
    }

    String setting(String name) {
        return term(name, glossary::setting);
    }

    String profileEvent(String name) {
        return term(name, glossary::profileEvent);
    }

    /** The terms shown so far with their meanings, by name. */
    Map<String, String> used() {
        return used;
    }

    private String term(String name, Function<String, Optional<String>> meaning) {
        Optional<String> text = meaning.apply(name);
        if (text.isEmpty()) {
            return Html.escape(name);
        }
        used.put(name, text.get());
        return "<abbr title=\"" + Html.escape(text.get()) + "\">" + Html.escape(name) + "</abbr>";
    }
}
