package io.mergelab.app.gui.services;

import java.util.List;
import java.util.Objects;

/** What another screen asks the Compare screen to show. */
public sealed interface CompareRequest {
    /** The variants a new comparison's form starts with, to be filled in. */
    List<String> TEMPLATE_VARIANTS = List.of("baseline:", "changed: ");

    /**
     * A new comparison to set up, prefilled: the SQL and variants as {@code setting=value, setting=value} texts
     * (empty ones to fill in).
     */
    record SetUp(String sql, List<String> variantSettings) implements CompareRequest {
        public SetUp {
            Objects.requireNonNull(sql, "sql");
            variantSettings = List.copyOf(variantSettings);
        }
    }

    /** The processor-aligned diff of two stored runs, A then B; no new runs are taken. */
    record DiffRuns(String runIdA, String runIdB) implements CompareRequest {
        public DiffRuns {
            Objects.requireNonNull(runIdA, "runIdA");
            Objects.requireNonNull(runIdB, "runIdB");
        }
    }

    /** A stored comparison to open, as an experiment's matrix cell does. */
    record Open(String comparisonId) implements CompareRequest {
        public Open {
            Objects.requireNonNull(comparisonId, "comparisonId");
        }
    }
}
