package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import java.util.Arrays;
import java.util.List;

/** No GROUP BY keys: every row is in the one group, which exists even for empty input (count() of nothing is 0). */
final class SingleGroupTable implements GroupKeyTable {
    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        Arrays.fill(out, 0, rows, 0);
    }

    @Override
    public long byteSize() {
        return 0;
    }

    @Override
    public int size() {
        return 1;
    }

    @Override
    public List<Column> keyColumns() {
        return List.of();
    }

    @Override
    public long hash(int group) {
        return 0;
    }
}
