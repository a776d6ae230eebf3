package io.mergelab.sampledata.scenario;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.ArrayList;
import java.util.List;

/** The problems found in one scenario file, each with its JSON path; reported together as one BAD_ARGUMENTS error. */
final class ScenarioProblems {
    private final String origin;
    private final List<String> problems = new ArrayList<>();

    ScenarioProblems(String origin) {
        this.origin = origin;
    }

    void add(String jsonPath, String problem) {
        problems.add(jsonPath + ": " + problem);
    }

    boolean isEmpty() {
        return problems.isEmpty();
    }

    /** Throws the problems found so far, if any. */
    void throwIfAny() {
        if (!problems.isEmpty()) {
            throw failure(origin, String.join("; ", problems));
        }
    }

    static MergeLabException failure(String origin, String what) {
        return new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Invalid scenario file " + origin + ": " + what);
    }
}
