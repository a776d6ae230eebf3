package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code SAMPLE size [OFFSET offset]} after a table in FROM. */
public record SampleClause(SampleRatio size, Optional<SampleRatio> offset) {

    @Override
    public String toString() {
        return "SAMPLE " + size + offset.map(o -> " OFFSET " + o).orElse("");
    }
}
