package io.mergelab.app.data;

import io.mergelab.profiler.connect.CaptureFeature;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.TargetInfo;
import io.mergelab.sampledata.remote.RemoteServer;
import java.io.ByteArrayInputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A ClickHouse server target as the sample-data loaders see it. CREATE TABLE statements carry the settings that
 * let older servers accept what our layouts use (LowCardinality before 19.x, skip indexes in 19.x and 20.x), when the
 * server has those settings.
 */
public final class TargetServer implements RemoteServer {
    private static final List<String> CREATE_SETTINGS =
            List.of("allow_experimental_low_cardinality_type", "allow_experimental_data_skipping_indices");
    private static final Pattern CREATE_TABLE = Pattern.compile("(?is)\\s*CREATE\\s+TABLE\\b.*");

    private final QueryTarget target;
    private final Map<String, String> insertSettings;
    private Map<String, String> createSettings;

    public TargetServer(QueryTarget target) {
        this(target, Map.of());
    }

    /** A server whose inserts carry {@code insertSettings} ({@code insert_distributed_sync} into a cluster's table). */
    public TargetServer(QueryTarget target, Map<String, String> insertSettings) {
        this.target = target;
        this.insertSettings = Map.copyOf(insertSettings);
    }

    @Override
    public void execute(String sql) {
        QueryRequest request = QueryRequest.of(sql);
        if (CREATE_TABLE.matcher(sql).matches()) {
            request = request.withSettings(createSettings());
        }
        target.run(request).close();
    }

    @Override
    public void insertTsv(String table, List<String> columns, byte[] tsvRows) {
        target.run(QueryRequest.of("INSERT INTO " + table + " (" + String.join(", ", columns) + ") FORMAT TabSeparated")
                .withInsertData(new ByteArrayInputStream(tsvRows)).withSettings(insertSettings)).close();
    }

    @Override
    public Optional<String> lacksSkipIndexes() {
        return target.lacks(CaptureFeature.SKIP_INDEXES);
    }

    @Override
    public String description() {
        TargetInfo info = target.info();
        return info.description() + " (" + info.engineVersion() + ")";
    }

    private Map<String, String> createSettings() {
        if (createSettings == null) {
            Map<String, String> known = new HashMap<>();
            target.run(QueryRequest.of("SELECT name FROM system.settings WHERE name IN ('"
                    + String.join("', '", CREATE_SETTINGS) + "')")).rows().forEach(row -> known.put(row.get(0), "1"));
            createSettings = Map.copyOf(known);
        }
        return createSettings;
    }
}
