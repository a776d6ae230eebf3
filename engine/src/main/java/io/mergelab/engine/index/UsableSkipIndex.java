package io.mergelab.engine.index;

import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.TableSkipIndex;

/** A skip index of the read table together with what it can tell about the read's filter. */
public record UsableSkipIndex(TableSkipIndex index, SkipIndexCondition condition) {
}
