package io.mergelab.engine.merge;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartReadStream;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.PartSpec;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.TableStorage;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartLogEvents;
import io.mergelab.engine.table.PartReservation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Merges reserved parts of one partition of a MergeTree table into one new part, horizontally (all columns at once):
 * every source is read granule by granule in part order, the table's merging algorithm (all rows, or one per key for
 * ReplacingMergeTree) produces the sorted rows, and {@link PartWriter} writes them, with the table's skip indexes,
 * under {@code tmp_merge_<name>}. The committed part then replaces the sources in one swap.
 *
 * <p>Crash safety: until the rename of the committed part nothing outside the tmp directory changed; after it, the
 * merged part covers its sources, and start-up removes covered parts ({@link TableStorage#open}). A merge that fails
 * or is cancelled deletes its tmp directory and leaves the sources active.
 */
public final class PartMerger {
    private static final Logger LOG = LoggerFactory.getLogger(PartMerger.class);

    private final MergeTreeTable table;
    private final MergeList merges;

    public PartMerger(MergeTreeTable table, MergeList merges) {
        this.table = table;
        this.merges = merges;
    }

    /**
     * The name of the part merging {@code parts} makes, as ClickHouse names it: the lowest min block, the highest max
     * block, one level above the highest level, and the highest mutation version if any part has one.
     */
    public static PartName mergedName(List<DataPart> parts) {
        if (parts.isEmpty()) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Cannot merge an empty list of parts");
        }
        String partitionId = parts.get(0).partitionId();
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        int level = 0;
        OptionalLong version = OptionalLong.empty();
        for (DataPart p : parts) {
            PartName n = p.partName();
            if (!n.partitionId().equals(partitionId)) {
                throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Cannot merge parts of different partitions: "
                        + parts.get(0).name() + " and " + p.name());
            }
            min = Math.min(min, n.minBlock());
            max = Math.max(max, n.maxBlock());
            level = Math.max(level, n.level());
            if (n.dataVersion().isPresent()
                    && (version.isEmpty() || n.dataVersion().getAsLong() > version.getAsLong())) {
                version = n.dataVersion();
            }
        }
        return new PartName(partitionId, min, max, level + 1, version);
    }

    /**
     * Merges the reserved parts (the caller keeps and closes the reservation) and swaps the result in; returns it, or
     * null when no row is left (the sources are then retired without a successor).
     * {@code deduplicate} also drops rows identical in every column (OPTIMIZE ... DEDUPLICATE); {@code cancelled} is
     * asked once per block, and a merge it stops fails with ABORTED. Logs MergePartsStart and MergeParts (with the
     * error if it failed) to the table's part log under {@code queryId} (empty for background merges).
     */
    public DataPart merge(PartReservation reservation, boolean deduplicate, String queryId, BooleanSupplier cancelled) {
        List<DataPart> sources = reservation.parts().stream()
                .sorted(Comparator.comparingLong((DataPart p) -> p.partName().minBlock()))
                .toList();
        PartName name = mergedName(sources);
        List<String> sourceNames = sources.stream().map(DataPart::name).toList();
        TableDefinition def = table.definition();
        MergeEntry entry = new MergeEntry(def.database(), def.name(), name.toString(), sourceNames, name.partitionId(), false,
                sources.stream().mapToLong(DataPart::bytesOnDisk).sum(), sources.stream().mapToLong(DataPart::marks).sum(),
                sources.stream().mapToLong(DataPart::rows).sum());
        long startNanos = System.nanoTime();
        table.partLog().log(event(PartLogEvent.Type.MergePartsStart, name, sources, null, entry, 0, 0, queryId, null));
        try (MergeList.Registration ignored = merges.register(entry)) {
            Written written = write(sources, name, deduplicate, entry, cancelled);
            // every row cancelled out (Summing zeros, Collapsing pairs): the sources go without a successor, as
            // ClickHouse removes the empty part such a merge leaves
            List<DataPart> results = written.part() == null ? List.of() : List.of(written.part());
            if (!table.replaceParts(sources, results)) {
                results.forEach(TableStorage::removePart);
                throw new MergeLabException(ErrorCode.ABORTED, "Cancelled merging parts: parts " + sourceNames
                        + " were removed while they were merged");
            }
            long durationMs = (System.nanoTime() - startNanos) / 1_000_000;
            table.partLog().log(event(PartLogEvent.Type.MergeParts, name, sources, written.part(), entry, durationMs,
                    written.peakMemory(), queryId, null));
            LOG.debug("Merged {} into {} in {} ms", sourceNames, name, durationMs);
            return written.part();
        } catch (RuntimeException e) {
            long durationMs = (System.nanoTime() - startNanos) / 1_000_000;
            MergeLabException error = e instanceof MergeLabException m ? m
                    : new MergeLabException(ErrorCode.LOGICAL_ERROR, e.toString(), e);
            table.partLog().log(event(PartLogEvent.Type.MergeParts, name, sources, null, entry, durationMs,
                    entry.memoryUsage(), queryId, error));
            if (error.code() == ErrorCode.ABORTED) {
                // stopped on purpose (SYSTEM STOP MERGES, shutdown, DROP): part_log has it, no warning needed
                LOG.info("Merge of {} into {} stopped: {}", sourceNames, name, error.getMessage());
            } else {
                LOG.warn("Merge of {} into {} failed: {}", sourceNames, name, error.toClientLine());
                detachBroken(sources, name, e);
            }
            throw e;
        }
    }

    /** A damaged source part is detached as broken, so the scheduler does not pick it again and fail again. */
    private void detachBroken(List<DataPart> sources, PartName name, RuntimeException failure) {
        try {
            table.detachedParts().detachBroken(sources, "the merge into " + name);
        } catch (RuntimeException e) {
            failure.addSuppressed(e);
        }
    }

    private record Written(DataPart part, long peakMemory) {
    }

    private Written write(List<DataPart> sources, PartName name, boolean deduplicate, MergeEntry entry,
                          BooleanSupplier cancelled) {
        List<String> columns = table.partColumns().stream().map(PartColumn::name).toList();
        int blockRows = (int) Math.max(1, Math.min(Integer.MAX_VALUE, table.definition().settings().getLong("merge_max_block_size")));
        MergingAlgorithm algorithm = TableMergingAlgorithms.create(table.definition(), sources.size(),
                table.keys()::sortingKeyValues, blockRows);
        SortedDistinct distinct = deduplicate ? new SortedDistinct() : null;
        int primaryKeySize = table.keys().primaryKeySize();
        List<PartReadStream> streams = new ArrayList<>(sources.size());
        long peakMemory = 0;
        long rowsWritten = 0;
        PartSpec spec = table.partSpec(name, sources.get(0).partition(), PartSpec.Purpose.MERGE);
        long sourceBytes = 0;
        long sourceRows = 0;
        for (DataPart source : sources) {
            sourceBytes += source.dataUncompressedBytes();
            sourceRows += source.rows();
        }
        // decided from the sources' sizes before merging, as ClickHouse does
        try (PartWriter writer = PartWriter.create(spec, table.skipIndexWriter(), table.partFormat(sourceBytes, sourceRows))) {
            for (DataPart source : sources) {
                streams.add(PartReader.readAll(source, columns, blockRows));
            }
            for (int s = 0; s < streams.size(); s++) {
                algorithm.consume(s, next(streams.get(s), entry));
            }
            while (true) {
                if (cancelled.getAsBoolean()) {
                    throw new MergeLabException(ErrorCode.ABORTED, "Cancelled merging parts");
                }
                MergingAlgorithm.Status status = algorithm.merge();
                long memory = algorithm.memoryBytes();
                entry.setMemoryUsage(memory);
                peakMemory = Math.max(peakMemory, memory);
                Chunk out = status.output();
                if (out != null && out.rows() > 0) {
                    List<Column> sortKey = table.keys().sortingKeyValues(out);
                    if (distinct != null) {
                        out = distinct.filter(out, sortKey);
                        sortKey = table.keys().sortingKeyValues(out);
                    }
                    if (out.rows() > 0) {
                        rowsWritten += out.rows();
                        writer.write(out, sortKey.subList(0, primaryKeySize));
                        entry.addWritten(out.rows(), out.byteSize());
                    }
                }
                if (status.finished()) {
                    break;
                }
                if (status.requiredSource() >= 0) {
                    algorithm.consume(status.requiredSource(), next(streams.get(status.requiredSource()), entry));
                }
            }
            return new Written(rowsWritten == 0 ? null : writer.commit(), peakMemory);
        } finally {
            streams.forEach(PartReadStream::close);
        }
    }

    private static Chunk next(PartReadStream stream, MergeEntry entry) {
        if (!stream.hasNext()) {
            return null;
        }
        Chunk chunk = stream.next();
        entry.addRead(chunk.rows(), chunk.byteSize());
        return chunk;
    }

    private PartLogEvent event(PartLogEvent.Type type, PartName name, List<DataPart> sources, DataPart result,
                               MergeEntry entry, long durationMs, long peakMemory, String queryId, MergeLabException error) {
        TableDefinition def = table.definition();
        PartLogEvent event = new PartLogEvent(type, PartLogEvent.MergeReason.RegularMerge, PartLogEvent.MergeAlgorithm.Horizontal,
                PartLogEvents.nowMicros(), durationMs, def.database(), def.name(), table.uuid(), name.toString(),
                name.partitionId(), sources.get(0).partition().display(), result == null ? 0 : result.rows(),
                result == null ? 0 : result.bytesOnDisk(), sources.stream().map(DataPart::name).toList(),
                type == PartLogEvent.Type.MergePartsStart ? 0 : entry.rowsRead(),
                type == PartLogEvent.Type.MergePartsStart ? 0 : entry.bytesReadUncompressed(), peakMemory, queryId,
                error == null ? 0 : error.code().code(), error == null ? "" : error.toClientLine());
        return result == null ? event : event.withPart(result.partType(), result.path() + "/", result.dataUncompressedBytes());
    }
}
