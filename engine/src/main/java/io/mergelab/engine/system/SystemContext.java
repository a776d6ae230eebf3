package io.mergelab.engine.system;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.settings.Settings;
import java.nio.file.Path;

/** What system tables read from: the catalog, the data directory and the reading session's settings. */
public record SystemContext(Catalog catalog, Path dataDir, Settings sessionSettings) {
}
