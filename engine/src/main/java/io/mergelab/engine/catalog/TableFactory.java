package io.mergelab.engine.catalog;

import io.mergelab.engine.table.Table;
import java.nio.file.Path;

/** Builds the runtime table for a definition over its data directory. */
@FunctionalInterface
public interface TableFactory {
    Table open(TableDefinition definition, Path dataDir);
}
