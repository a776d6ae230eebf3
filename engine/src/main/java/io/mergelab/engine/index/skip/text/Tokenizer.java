package io.mergelab.engine.index.skip.text;

import java.util.List;

/**
 * How a text Bloom-filter index cuts strings into the tokens it stores: n-grams ({@code ngrambf_v1}) or runs of
 * alphanumerics ({@code tokenbf_v1}). Besides cutting stored values, it says which tokens a string must contain for
 * a predicate to hold, so a granule missing one of them can be skipped.
 */
sealed interface Tokenizer permits NgramTokenizer, SplitTokenizer {
    /** Receives one token, bytes {@code [offset, offset + length)} of {@code data}. */
    interface Sink {
        void token(byte[] data, int offset, int length);
    }

    /** Passes every token of the value in bytes {@code [from, to)} of {@code data} to {@code sink}. */
    void forEachToken(byte[] data, int from, int to, Sink sink);

    /**
     * The tokens every string containing {@code s} contains; {@code atStart} / {@code atEnd} say that {@code s} is
     * known to start / end the string (startsWith, endsWith, a whole value).
     */
    List<byte[]> substringTokens(byte[] s, boolean atStart, boolean atEnd);

    /** The tokens every string matching the LIKE {@code pattern} contains. */
    List<byte[]> likeTokens(String pattern);
}
