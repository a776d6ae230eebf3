package io.mergelab.engine.storage;

import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.type.DataType;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything about a part to be written except its rows.
 *
 * @param tableDir          the table directory the part goes into
 * @param name              the part's name
 * @param columns           physical columns, in table order
 * @param primaryKeyTypes   types of the evaluated primary-key expressions (empty for {@code ORDER BY ()})
 * @param partition         the partition value; its id must equal {@code name.partitionId()}
 * @param minMaxColumnNames physical columns used by the partition key; a min/max file is kept for each
 * @param settings          granularity and block sizes
 * @param purpose           why the part is written; names the temporary directory
 */
public record PartSpec(Path tableDir, PartName name, List<PartColumn> columns, List<DataType> primaryKeyTypes,
                       PartitionValue partition, List<String> minMaxColumnNames, PartSettings settings, Purpose purpose) {

    /** Why a part is written, which names its temporary directory {@code <prefix><name>}. */
    public enum Purpose {
        INSERT("tmp_insert_"), MERGE("tmp_merge_"), MUTATE("tmp_mut_");

        private final String tmpPrefix;

        Purpose(String tmpPrefix) {
            this.tmpPrefix = tmpPrefix;
        }

        public String tmpPrefix() {
            return tmpPrefix;
        }
    }

    public PartSpec {
        columns = List.copyOf(columns);
        primaryKeyTypes = List.copyOf(primaryKeyTypes);
        minMaxColumnNames = List.copyOf(minMaxColumnNames);
    }

    /**
     * The forces to disk writing this part makes: an inserted part's files with fsync_after_insert, its directory
     * entries (the part directory, the rename into place) with fsync_part_directory. Merged and mutated parts are
     * always forced: the parts they replace are deleted as soon as no query reads them (ClickHouse keeps them for
     * old_parts_lifetime), so after a power loss nothing else would hold their rows.
     */
    public FsyncContext fsync() {
        return purpose == Purpose.INSERT ? new FsyncContext(settings.fsyncAfterInsert(), settings.fsyncPartDirectory())
                : FsyncContext.always();
    }
}
