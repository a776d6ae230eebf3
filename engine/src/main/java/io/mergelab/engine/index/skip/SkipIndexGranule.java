package io.mergelab.engine.index.skip;

import java.io.DataOutput;
import java.io.IOException;

/** The summary of one index granule (g data granules), as stored in a part's skip index file. */
public interface SkipIndexGranule {
    void write(DataOutput out) throws IOException;
}
