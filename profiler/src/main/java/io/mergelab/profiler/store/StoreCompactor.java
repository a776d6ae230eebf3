package io.mergelab.profiler.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Shrinks a store file to its live data. H2 writes pages copy-on-write and each saved run is made durable at once
 * (a checkpoint per run), so a store written fast holds several times its live data until H2 writes over the old
 * pages; closing compacts only what 200 ms allow. {@code SHUTDOWN COMPACT} rewrites the live data into a new file,
 * but it closes the database for every session, so it runs only when the caller's session is the only one: no other
 * process reaches the file through this one's server, and this process is not a client of another's.
 */
final class StoreCompactor {
    /** Less live data than this share of the file makes a rewrite worth it... */
    static final int WASTEFUL_LIVE_PERCENT = 50;
    /** ...when at least this much of the file is not live: a small store is left to H2's compaction on close. */
    static final long WORTHWHILE_BYTES = 8L << 20;
    /**
     * A close rewrites at most this much live data: the rewrite takes about 0.1 s per MiB here (67-93 s for 640 MiB),
     * and a user closing the app should not wait more than a few seconds; larger stores are left to
     * {@code mergelab store compact}.
     */
    static final long CLOSE_MAX_LIVE_BYTES = 32L << 20;

    private StoreCompactor() {
    }

    /** What a close should do with a file of {@code fileBytes} of which {@code livePercent} is live. */
    enum OnClose {
        /** Little dead space, or too little to matter. */
        LEAVE,
        /** Mostly dead space, and quick to rewrite. */
        COMPACT,
        /** Mostly dead space, but too much live data to rewrite while the user waits. */
        TOO_BIG;

        static OnClose of(long fileBytes, long livePercent) {
            boolean wasteful = livePercent < WASTEFUL_LIVE_PERCENT
                    && fileBytes * (100 - livePercent) / 100 >= WORTHWHILE_BYTES;
            if (!wasteful) {
                return LEAVE;
            }
            return fileBytes * livePercent / 100 <= CLOSE_MAX_LIVE_BYTES ? COMPACT : TOO_BIG;
        }
    }

    /** The file's size and live share: H2's own estimate, see {@link #estimate}. */
    record Fill(long fileBytes, long livePercent) {
        OnClose onClose() {
            return OnClose.of(fileBytes, livePercent);
        }

        long liveBytes() {
            return fileBytes * livePercent / 100;
        }
    }

    /**
     * The file's size and live share. The live share is H2's own estimate: the share of the file's blocks in use
     * ({@code info.FILL_RATE}) times the share of live pages in the chunks there ({@code info.CHUNKS_FILL_RATE}).
     */
    static Fill estimate(Connection connection) throws SQLException {
        Map<String, Long> info = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT SETTING_NAME, SETTING_VALUE"
                + " FROM INFORMATION_SCHEMA.SETTINGS"
                + " WHERE SETTING_NAME IN ('info.FILE_SIZE', 'info.FILL_RATE', 'info.CHUNKS_FILL_RATE')");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                info.put(row.getString(1), Long.parseLong(row.getString(2)));
            }
        }
        long livePercent = info.getOrDefault("info.FILL_RATE", 100L) * info.getOrDefault("info.CHUNKS_FILL_RATE", 100L)
                / 100;
        return new Fill(info.getOrDefault("info.FILE_SIZE", 0L), livePercent);
    }

    /**
     * Rewrites the store in {@code file} to its live data when {@code connection}'s session is the store's only one,
     * which closes the database (and the connection); empty, with nothing done, when there are others.
     */
    static Optional<Compaction> compactIfAlone(Connection connection, Path file) throws SQLException {
        if (sessions(connection) > 1) {
            return Optional.empty();
        }
        long before = size(file);
        try (Statement shutdown = connection.createStatement()) {
            shutdown.execute("SHUTDOWN COMPACT");
        }
        return Optional.of(new Compaction(before, size(file)));
    }

    private static int sessions(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS");
             ResultSet row = select.executeQuery()) {
            row.next();
            return row.getInt(1);
        }
    }

    static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the size of run store " + file, e);
        }
    }
}
