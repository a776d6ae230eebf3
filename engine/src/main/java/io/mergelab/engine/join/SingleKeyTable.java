package io.mergelab.engine.join;

/**
 * The key table of a join without keys (CROSS JOIN, or INNER JOIN on a condition alone): every build row has the
 * one key 0, so every probe row finds the chain of all build rows. Keys are never encoded.
 */
final class SingleKeyTable extends KeyTable {
    private final int size;

    SingleKeyTable(int rows) {
        this.size = rows > 0 ? 1 : 0;
    }

    @Override
    protected void insertAll(KeyEncoder keys, int rows, int[] idsOut) {
        java.util.Arrays.fill(idsOut, 0, rows, 0);
    }

    @Override
    void find(KeyEncoder keys, int rows, int[] idsOut) {
        java.util.Arrays.fill(idsOut, 0, rows, size == 0 ? -1 : 0);
    }

    @Override
    int size() {
        return size;
    }

    @Override
    long memoryBytes() {
        return 0;
    }
}
