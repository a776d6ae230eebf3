package io.mergelab.engine.table;

import io.mergelab.engine.storage.DataPart;
import java.util.List;

/**
 * Parts a merge or a mutation works on: no other merge or mutation may take them until this is closed (the work
 * ended, swapped in or failed). Obtained from {@link MergeTreeTable#tryReserve}.
 */
public final class PartReservation implements AutoCloseable {
    private final MergeTreeTable table;
    private final List<DataPart> parts;
    private boolean closed;

    PartReservation(MergeTreeTable table, List<DataPart> parts) {
        this.table = table;
        this.parts = List.copyOf(parts);
    }

    public List<DataPart> parts() {
        return parts;
    }

    @Override
    public void close() {
        synchronized (table) {
            if (!closed) {
                closed = true;
                table.release(parts);
            }
        }
    }
}
