package io.mergelab.engine.aggregate;

import java.util.Arrays;

/**
 * The bytes of a hash table's keys, appended in group order into pages of 1 MiB that are never moved, as ClickHouse's
 * {@code Arena} keeps the keys of a serialized GROUP BY: doubling one array instead would copy (and make the JVM
 * commit) every byte again on each growth, about a tenth of a million-group {@code GROUP BY UserID, SearchPhrase}. A
 * key is never split across pages; a key longer than a page gets a page of its own that takes up as many page slots.
 * A key's position is {@code page index << 20 | offset within the page}.
 */
final class KeyArena {
    private static final int PAGE_BITS = 20;
    private static final int PAGE_BYTES = 1 << PAGE_BITS;
    private static final int FIRST_PAGE_BYTES = 4096;
    private byte[][] pages = new byte[4][];
    /** Bytes used in each page (for a long key's page, its length). */
    private int[] used = new int[4];
    private int current = -1;
    private long bytes;

    /** Appends {@code data[from, from + length)}; returns its position. */
    long append(byte[] data, int from, int length) {
        if (current < 0 || used[current] + length > pages[current].length) {
            if (current < 0 || pages[current].length == PAGE_BYTES || used[current] + length > PAGE_BYTES) {
                newPage(length);
            } else {
                // the first page grows (by copying) up to a whole page, so small tables stay small
                int size = (int) Math.min(PAGE_BYTES, Math.max(2L * pages[current].length, used[current] + length));
                pages[current] = Arrays.copyOf(pages[current], size);
            }
        }
        int offset = used[current];
        System.arraycopy(data, from, pages[current], offset, length);
        used[current] = offset + length;
        bytes += length;
        return ((long) current << PAGE_BITS) | offset;
    }

    private void newPage(int length) {
        int slots = Math.max(1, (length + PAGE_BYTES - 1) >>> PAGE_BITS);
        int at = current < 0 ? 0 : current + pageSlots(current);
        if (at + slots > pages.length) {
            int n = Math.max(pages.length * 2, at + slots);
            pages = Arrays.copyOf(pages, n);
            used = Arrays.copyOf(used, n);
        }
        pages[at] = new byte[current < 0 && length <= FIRST_PAGE_BYTES ? FIRST_PAGE_BYTES : Math.max(PAGE_BYTES, length)];
        current = at;
    }

    private int pageSlots(int page) {
        return Math.max(1, (pages[page].length + PAGE_BYTES - 1) >>> PAGE_BITS);
    }

    /** True when the key at {@code position} of {@code length} bytes equals {@code data[from, from + length)}. */
    boolean equals(long position, int length, byte[] data, int from) {
        byte[] page = pages[(int) (position >>> PAGE_BITS)];
        int offset = (int) (position & (PAGE_BYTES - 1));
        return Arrays.equals(page, offset, offset + length, data, from, from + length);
    }

    /** All keys' bytes in the order they were appended. */
    byte[] concatenated() {
        if (bytes > Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("GROUP BY keys of " + bytes + " bytes do not fit one column");
        }
        byte[] out = new byte[(int) bytes];
        int at = 0;
        for (int p = 0; p <= current; p += pageSlots(p)) {
            System.arraycopy(pages[p], 0, out, at, used[p]);
            at += used[p];
        }
        return out;
    }

    long byteSize() {
        long size = 0;
        for (int p = 0; p <= current; p += pageSlots(p)) {
            size += pages[p].length;
        }
        return size;
    }
}
