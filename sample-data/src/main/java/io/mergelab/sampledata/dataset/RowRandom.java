package io.mergelab.sampledata.dataset;

import java.util.SplittableRandom;

/**
 * Random values that are pure functions of (seed, position, stream): what a generator needs when one row's values
 * must be recomputed from another row's position (an update repeating an earlier event's key), in any thread.
 * SplitMix64's finaliser over a mix of the three; the streams keep a row's different values independent.
 * For runs of values inside one block, the cheaper {@link #ofBlock} stream serves.
 */
public final class RowRandom {
    private RowRandom() {
    }

    /** 64 random bits. */
    public static long bits(long seed, long position, int stream) {
        long z = seed + position * 0x9E3779B97F4A7C15L + (stream + 1) * 0xD1B54A32D192ED03L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform double in [0, 1). */
    public static double unit(long seed, long position, int stream) {
        return (bits(seed, position, stream) >>> 11) * 0x1.0p-53;
    }

    /** A uniform long in [0, bound), bound > 0. */
    public static long below(long seed, long position, int stream, long bound) {
        return (long) (unit(seed, position, stream) * bound);
    }

    /** Block {@code index}'s own random stream: blocks get independent streams from one seed. */
    public static SplittableRandom ofBlock(long seed, int index) {
        return new SplittableRandom(bits(seed, index, -1));
    }
}
