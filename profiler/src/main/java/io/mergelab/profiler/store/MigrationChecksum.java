package io.mergelab.profiler.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import java.util.zip.CRC32;

/**
 * The checksum Flyway records for a SQL migration (a CRC-32 of its lines in UTF-8, without line breaks or a leading
 * byte order mark), computed without starting Flyway: opening an up-to-date store compares it with the history's.
 * A test checks it against what Flyway wrote for every migration.
 */
final class MigrationChecksum {
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private MigrationChecksum() {
    }

    /** The checksum of the migration {@code script} (a file name under {@code db/store}); empty when there is none. */
    static OptionalInt of(String script) throws IOException {
        InputStream stream = script.contains("/") ? null
                : MigrationChecksum.class.getClassLoader().getResourceAsStream(StoreSchema.MIGRATIONS_DIRECTORY
                        + "/" + script);
        if (stream == null) {
            return OptionalInt.empty();
        }
        CRC32 crc = new CRC32();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            String line = lines.readLine();
            if (line != null && !line.isEmpty() && line.charAt(0) == BYTE_ORDER_MARK) {
                line = line.substring(1);
            }
            for (; line != null; line = lines.readLine()) {
                crc.update(line.getBytes(StandardCharsets.UTF_8));
            }
        }
        return OptionalInt.of((int) crc.getValue());
    }
}
