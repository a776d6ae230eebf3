package io.mergelab.sampledata.scenario;

import io.mergelab.engine.Engine;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;

/**
 * Where a scenario's variants live once loaded: table variants as {@code <database>.<variant>}, file variants as
 * {@code <user_files_path>/<database>/<variant>.<csv|tsv|jsonl>} (user_files_path, by default {@code user_files}
 * in the data directory, is the only place {@code file()} reads, as in ClickHouse). {@link #source} is the text that replaces {@code {table}} in the scenario's queries.
 */
public record ScenarioTargets(Dataset dataset, String database, Path filesDirectory) {

    /** The targets in {@code engine}'s data directory, in {@code database} ({@code null}: the scenario's default). */
    public static ScenarioTargets of(Scenario scenario, Engine engine, String database) {
        return of(scenario, Datasets.named(scenario.dataset().name()), engine, database);
    }

    static ScenarioTargets of(Scenario scenario, Dataset dataset, Engine engine, String database) {
        String db = database == null ? scenario.databaseName() : database;
        return new ScenarioTargets(dataset, db, engine.userFilesPath().resolve(db));
    }

    /** {@code database.variant}: the table of a table variant. */
    public String table(Variant variant) {
        return database + "." + variant.name();
    }

    /** The file of a file variant. */
    public Path file(Variant variant) {
        return filesDirectory.resolve(variant.name() + "." + variant.file().extension());
    }

    /**
     * What the variant's queries read: the table, or {@code file('<path>', '<format>', '<structure>')} with the
     * dataset's columns as the structure, so the file is read with the types it was written from.
     */
    public String source(Variant variant) {
        if (!variant.isFile()) {
            return table(variant);
        }
        return "file(" + SqlText.quote(file(variant).toString()) + ", " + SqlText.quote(variant.file().format()) + ", "
                + SqlText.quote(dataset.columnsClause()) + ")";
    }
}
