package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.index.skip.SkipIndexGranule;

/** A granule of a Bloom-family index (bloom_filter, ngrambf_v1, tokenbf_v1): a filter that can rule hashes out. */
public interface HashFilterGranule extends SkipIndexGranule {
    /** False only when no value or token with hash {@code hash} was added. */
    boolean mayContain(long hash);
}
