package io.mergelab.profiler.store;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The words of an SQL text as the history search indexes them: runs of letters, digits and {@code _}, lower case,
 * at least {@value #MIN_LENGTH} characters, cut to {@value #MAX_LENGTH}; a word with {@code _} also gives its parts
 * ({@code period_end} → {@code period_end}, {@code period}, {@code end}). A long statement keeps its first
 * {@value #MAX_WORDS} distinct words, so an INSERT with a million values does not index every value.
 */
final class SqlWords {
    static final int MIN_LENGTH = 2;
    static final int MAX_LENGTH = 64;
    static final int MAX_WORDS = 500;

    private SqlWords() {
    }

    /** The words to index for an SQL text. */
    static List<String> of(String text) {
        return words(text, true);
    }

    /**
     * The words of a search: without the parts of words with {@code _}, which the index holds anyway, so that a
     * search for {@code table_7} is not also a search for the common {@code table}.
     */
    static List<String> ofSearch(String text) {
        return words(text, false);
    }

    private static List<String> words(String text, boolean withParts) {
        Set<String> words = new LinkedHashSet<>();
        int i = 0;
        while (i < text.length() && words.size() < MAX_WORDS) {
            if (!isWordChar(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < text.length() && isWordChar(text.charAt(i))) {
                i++;
            }
            String word = text.substring(start, i).toLowerCase(Locale.ROOT);
            add(words, word);
            if (withParts && word.indexOf('_') >= 0) {
                for (String part : word.split("_")) {
                    add(words, part);
                }
            }
        }
        return new ArrayList<>(words).subList(0, Math.min(words.size(), MAX_WORDS));
    }

    private static void add(Set<String> words, String word) {
        if (word.length() >= MIN_LENGTH) {
            words.add(word.length() > MAX_LENGTH ? word.substring(0, MAX_LENGTH) : word);
        }
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
