package io.mergelab.sampledata.dataset;

import io.mergelab.engine.Session;
import java.util.List;

/** An order-independent checksum of a table's or a file's rows, computed by the engine. */
public final class EngineChecksum {
    private EngineChecksum() {
    }

    /** {@code [count(), sum(cityHash64(all columns))]} over {@code from} (a table or a table function call). */
    public static List<Object> of(Session session, String from, List<String> columns) {
        String sql = "SELECT count(), sum(cityHash64(" + String.join(", ", columns) + ")) FROM " + from;
        return session.execute(sql).rows().get(0);
    }
}
