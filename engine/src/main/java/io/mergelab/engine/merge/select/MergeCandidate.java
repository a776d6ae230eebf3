package io.mergelab.engine.merge.select;

/**
 * One active part as the merge selector sees it: plain values, no disk. {@code ageSeconds} is "now" minus the part's
 * modification time; {@code rows} and {@code level} are carried for the caller (logs, system.merges) but, as in
 * ClickHouse's simple selector, do not affect the choice.
 */
public record MergeCandidate(String name, long bytes, long rows, long ageSeconds, int level) {

    public MergeCandidate {
        if (bytes < 0 || rows < 0 || level < 0) {
            throw new IllegalArgumentException("Bad merge candidate " + name + ": bytes " + bytes + ", rows " + rows
                    + ", level " + level);
        }
    }
}
