package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.FileChecksum;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reading whole files of a part, checked against its {@code checksums.txt}. */
final class PartFiles {
    private PartFiles() {
    }

    static byte[] readVerified(Path partDir, String partName, Checksums checksums, String fileName) {
        FileChecksum expected = checksums.get(fileName);
        if (expected == null) {
            throw noFile(fileName, partName);
        }
        byte[] content = read(partDir, fileName, partName);
        checkHash(partName, fileName, expected, content);
        return content;
    }

    static byte[] read(Path partDir, String fileName, String partName) {
        try {
            return Files.readAllBytes(partDir.resolve(fileName));
        } catch (NoSuchFileException e) {
            throw noFile(fileName, partName);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read " + fileName + " of part " + partName + ": " + e, e);
        }
    }

    static void checkHash(String partName, String fileName, FileChecksum expected, byte[] content) {
        long actual = Checksums.hash(content);
        if (content.length != expected.size()) {
            throw new MergeLabException(ErrorCode.BAD_SIZE_OF_FILE_IN_DATA_PART, "Bad size of file " + fileName + " in part "
                    + partName + ": " + content.length + " bytes, checksums.txt says " + expected.size());
        }
        checkHash(partName, fileName, expected.hash(), actual);
    }

    static void checkHash(String partName, String fileName, long expected, long actual) {
        if (expected != actual) {
            throw new MergeLabException(ErrorCode.CHECKSUM_DOESNT_MATCH, "Checksum doesn't match: corrupted data in part "
                    + partName + ", file " + fileName + " (expected " + Checksums.hex(expected) + ", actual " + Checksums.hex(actual) + ")");
        }
    }

    static MergeLabException noFile(String fileName, String partName) {
        return new MergeLabException(ErrorCode.NO_FILE_IN_DATA_PART, "No file " + fileName + " in part " + partName);
    }
}
