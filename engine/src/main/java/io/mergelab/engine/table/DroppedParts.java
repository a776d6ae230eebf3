package io.mergelab.engine.table;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.catalog.Durable;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.TableStorage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * ALTER TABLE ... DROP PART 'name' and DROP PARTITION p on a MergeTree table, as ClickHouse runs them: the parts leave the
 * active set in one step (a query sees all of them or none), each is logged to system.part_log as RemovePart when its
 * files go, which waits for queries already reading it.
 *
 * <p>Before the parts leave, their names are written to {@code drop_<first part>.parts} in the table directory (atomically, forced
 * to disk); the file goes once every part is deleted. A process that stops in between leaves it, and start-up deletes the
 * parts it names before loading the table ({@link #recover}), so a dropped partition never comes back. Only part
 * directories directly inside the table directory are ever deleted, and only by names in the part name grammar.
 */
public final class DroppedParts {
    private static final Logger LOG = LoggerFactory.getLogger(DroppedParts.class);
    private static final String PREFIX = "drop_";
    private static final String SUFFIX = ".parts";

    private DroppedParts() {
    }

    /** DROP PART: the active part {@code name}, or NO_SUCH_DATA_PART. */
    public static void dropPart(MergeTreeTable table, String name) {
        if (drop(table, p -> p.name().equals(name)) == 0) {
            throw new MergeLabException(ErrorCode.NO_SUCH_DATA_PART, "No part " + name + " in committed state in table "
                    + table.definition().qualifiedName());
        }
    }

    /**
     * DROP PARTITION (and DROP PART): removes the active parts {@code which} accepts, waiting while merges hold them, with
     * inserts and other ALTERs held off; returns how many.
     */
    public static int drop(MergeTreeTable table, Predicate<DataPart> which) {
        int[] count = new int[1];
        table.underAlterLock(() -> {
            List<PartReservation> held = ActivePartsReservation.reserveAll(table, which);
            try {
                List<DataPart> parts = held.stream().map(r -> r.parts().get(0)).toList();
                if (!parts.isEmpty()) {
                    remove(table, parts);
                    count[0] = parts.size();
                }
            } finally {
                held.forEach(PartReservation::close);
            }
        });
        return count[0];
    }

    private static void remove(MergeTreeTable table, List<DataPart> parts) {
        // a part is dropped once, so its name makes the file's unique (block numbers stay for data, as in ClickHouse)
        Path marker = table.directory().resolve(PREFIX + parts.get(0).name() + SUFFIX);
        StringBuilder names = new StringBuilder();
        parts.forEach(p -> names.append(p.name()).append('\n'));
        Durable.writeAtomically(marker, names.toString().getBytes(StandardCharsets.US_ASCII));
        if (!table.takeOut(parts)) {
            // reserved parts stay active (only TRUNCATE or DROP TABLE removes them, and they wait for ALTERs)
            Durable.delete(marker);
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Parts to drop left table "
                    + table.definition().qualifiedName() + " while reserved");
        }
        AtomicInteger remaining = new AtomicInteger(parts.size());
        for (DataPart part : parts) {
            table.retire(part, () -> {
                if (remaining.decrementAndGet() == 0) {
                    Durable.delete(marker);
                }
            });
        }
        LOG.info("Dropped parts {} of {}", parts.stream().map(DataPart::name).toList(), table.definition().qualifiedName());
    }

    /**
     * Finishes the drops a stopped process left unfinished: deletes every part named in a {@code drop_*.parts} file, then
     * the file. A file holding anything but canonical part names is set aside ({@code .broken}) and nothing is deleted.
     * Run before loading parts.
     */
    static void recover(Path tableDir) {
        if (!Files.isDirectory(tableDir)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(tableDir, PREFIX + "*" + SUFFIX)) {
            for (Path marker : files) {
                List<PartName> names = partNames(marker);
                if (names == null) {
                    Path aside = Durable.setAside(marker);
                    LOG.warn("Drop file {} does not hold part names only; moved to {}. Nothing was deleted", marker, aside);
                    continue;
                }
                for (PartName name : names) {
                    Path dir = tableDir.resolve(name.toString());
                    if (Files.isDirectory(dir)) {
                        LOG.info("Removing part {} of {}: it was dropped before the process stopped", name, tableDir);
                        TableStorage.removePartDirectory(dir);
                    }
                }
                Durable.delete(marker);
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list " + tableDir + ": " + e, e);
        }
    }

    /** The part names of a drop file, or null when a line is not one (in canonical spelling). */
    private static List<PartName> partNames(Path marker) throws IOException {
        String text = new String(Files.readAllBytes(marker), StandardCharsets.US_ASCII);
        List<PartName> names = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (line.isEmpty()) {
                continue;
            }
            PartName name = PartName.tryParse(line);
            if (name == null || !name.toString().equals(line)) {
                return null;
            }
            names.add(name);
        }
        return names;
    }
}
