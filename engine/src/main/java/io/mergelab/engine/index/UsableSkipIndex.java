package io.mergelab.engine.index;

import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.TableSkipIndex;

/**
 * A skip index of the read table together with what it can tell about the read's filter. The condition is
 * immutable: several read streams may check granules with it at once.
 */
public record UsableSkipIndex(TableSkipIndex index, SkipIndexCondition condition) {
}
