package io.mergelab.engine.system;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.settings.Settings;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What system tables read from: the catalog, the data directory, the reading session's settings and the conditions
 * the query's rows must satisfy, if known (a table may skip what they rule out; they are still applied to its rows).
 */
public record SystemContext(Catalog catalog, Path dataDir, Settings sessionSettings, Optional<ReadConditions> conditions) {
    /** A read of every row. */
    public SystemContext(Catalog catalog, Path dataDir, Settings sessionSettings) {
        this(catalog, dataDir, sessionSettings, Optional.empty());
    }
}
