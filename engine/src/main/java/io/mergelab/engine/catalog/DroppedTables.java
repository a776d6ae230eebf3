package io.mergelab.engine.catalog;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Directories;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The only way a table's data is deleted: DROP first moves the metadata file to {@code metadata_dropped/<uuid>.json}
 * (one atomic rename takes the table out of the catalog and marks its data as dropped, as ClickHouse's
 * {@code metadata_dropped/} does), then deletes {@code store/<uuid>/}, then the marker. A crash in between leaves the
 * marker, and the next start-up finishes the deletion. A {@code store/} directory without a marker is never deleted,
 * even when no metadata file names it: its metadata may just be missing or unreadable, and the data is what matters.
 */
final class DroppedTables {
    private static final Logger LOG = LoggerFactory.getLogger(DroppedTables.class);
    static final String DIR = "metadata_dropped";
    private static final String SUFFIX = ".json";

    private final Path markersDir;
    private final Path storeDir;

    DroppedTables(Path dataDir, Path storeDir) {
        this.markersDir = dataDir.resolve(DIR);
        this.storeDir = storeDir;
    }

    /** Step one of a DROP: after this, the table is gone from the catalog and its data is marked for deletion. */
    void markDropped(Path metadataFile, String uuid) {
        try {
            Files.createDirectories(markersDir);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot create " + markersDir + ": " + e, e);
        }
        Directories.renameAtomically(metadataFile, marker(uuid));
        Directories.fsync(metadataFile.getParent());
    }

    /** The rest of a DROP (also run at start-up for a DROP a crash interrupted): the data goes, then the marker. */
    void deleteData(String uuid) {
        Directories.deleteRecursively(storeDir.resolve(uuid));
        Directories.fsync(storeDir);
        Durable.delete(marker(uuid));
    }

    /**
     * At start-up, after every metadata file was read: finishes interrupted DROPs and logs, without touching them,
     * the data directories no metadata file names. {@code referenced} holds the ids live metadata files name.
     */
    void recover(Set<String> referenced) {
        if (Files.isDirectory(markersDir)) {
            for (Path m : list(markersDir)) {
                finishDrop(m, referenced);
            }
        }
        for (Path s : list(storeDir)) {
            String uuid = s.getFileName().toString();
            if (Files.isDirectory(s) && !referenced.contains(uuid)) {
                LOG.warn("Keeping data directory {}: no metadata file names it and it was not dropped. If its table's "
                        + "metadata file was lost, restore metadata/<db>/<table>.json with \"uuid\": \"{}\" and restart; "
                        + "delete the directory by hand if it is not needed", s, uuid);
            }
        }
    }

    private void finishDrop(Path marker, Set<String> referenced) {
        String name = marker.getFileName().toString();
        String uuid = name.endsWith(SUFFIX) ? name.substring(0, name.length() - SUFFIX.length()) : "";
        if (!TableMetadata.isUuid(uuid) || !Files.isRegularFile(marker)) {
            LOG.warn("Ignoring {} in {}: not a drop marker (<uuid>.json)", name, markersDir);
        } else if (referenced.contains(uuid)) {
            // a metadata file names the data again (restored by hand): it belongs to a live table, so the drop is void
            LOG.warn("Data directory {} is marked as dropped but metadata names it; keeping it and removing {}",
                    storeDir.resolve(uuid), marker);
            Durable.delete(marker);
        } else {
            LOG.info("Removing data of dropped table {} (a DROP was interrupted)", storeDir.resolve(uuid));
            deleteData(uuid);
        }
    }

    private Path marker(String uuid) {
        return markersDir.resolve(uuid + SUFFIX);
    }

    private static List<Path> list(Path dir) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            List<Path> out = new ArrayList<>();
            entries.forEach(out::add);
            return out;
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list " + dir + ": " + e, e);
        }
    }
}
