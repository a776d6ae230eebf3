package io.mergelab.engine.storage.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import net.jpountz.xxhash.XXHashFactory;

/**
 * {@code checksums.txt}: every other file of the part with its size and hash. Text, one file per line,
 * sorted by name, and a last line hashing everything before it so the file vouches for itself:
 *
 * <pre>
 * checksums format version: 1
 * 3 files:
 * count.txt	4	9f0c...	4
 * x.bin	1043	77aa...	8192
 * x.mrk2	48	1c2d...	48
 * self: 0123456789abcdef
 * </pre>
 */
public final class Checksums {
    public static final String FILE_NAME = "checksums.txt";
    private static final TextListing LISTING = new TextListing(FILE_NAME, "checksums format version: 1", "file");

    private final Map<String, FileChecksum> files;

    public Checksums(Map<String, FileChecksum> files) {
        this.files = Collections.unmodifiableMap(new TreeMap<>(files));
    }

    public Map<String, FileChecksum> files() {
        return files;
    }

    public FileChecksum get(String fileName) {
        return files.get(fileName);
    }

    /**
     * The hash of the listing and of a part's small files. Java's implementation of the same function as the native
     * one: the native library's first use extracts it from lz4-java's jar and loads it, which every engine's opening
     * paid here (on each part's few small files) before any column was read.
     */
    public static long hash(byte[] data) {
        return XXHashFactory.fastestJavaInstance().hash64().hash(data, 0, data.length, 0);
    }

    public byte[] serialize() {
        StringBuilder sb = LISTING.start(files.size());
        files.forEach((name, c) -> sb.append(name).append('\t').append(c.size()).append('\t')
                .append(hex(c.hash())).append('\t').append(c.uncompressedSize()).append('\n'));
        byte[] body = sb.toString().getBytes(StandardCharsets.UTF_8);
        String self = "self: " + hex(hash(body)) + "\n";
        byte[] tail = self.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[body.length + tail.length];
        System.arraycopy(body, 0, out, 0, body.length);
        System.arraycopy(tail, 0, out, body.length, tail.length);
        return out;
    }

    public static Checksums parse(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        int selfAt = text.lastIndexOf("self: ");
        if (selfAt < 0 || !text.endsWith("\n")) {
            throw LISTING.corrupt("no self-checksum line");
        }
        byte[] body = text.substring(0, selfAt).getBytes(StandardCharsets.UTF_8);
        String expected = text.substring(selfAt + 6, text.length() - 1);
        if (!expected.equals(hex(hash(body)))) {
            throw new MergeLabException(ErrorCode.CHECKSUM_DOESNT_MATCH,
                    "Checksum doesn't match: corrupted data in checksums.txt (self-checksum " + expected
                            + ", actual " + hex(hash(body)) + ")");
        }
        Map<String, FileChecksum> files = new TreeMap<>();
        for (String line : LISTING.entries(text.substring(0, selfAt).split("\n"))) {
            String[] f = line.split("\t");
            if (f.length != 4) {
                throw LISTING.corrupt("bad line '" + line + "'");
            }
            if (!isPartFileName(f[0])) {
                throw LISTING.corrupt("bad file name '" + printable(f[0]) + "'");
            }
            try {
                files.put(f[0], new FileChecksum(Long.parseLong(f[1]), Long.parseUnsignedLong(f[2], 16), Long.parseLong(f[3])));
            } catch (NumberFormatException e) {
                throw LISTING.corrupt("bad line '" + line + "'");
            }
        }
        return new Checksums(files);
    }

    /**
     * Whether a name listed in checksums.txt can be a file of the part: letters, digits, {@code _ % . -} (what escaped
     * column and index names with their extensions are made of), not starting with a dot. The names are used to open
     * files, so one like {@code ../x} or {@code /etc/x} must never reach the file system: the part is broken instead.
     */
    static boolean isPartFileName(String name) {
        if (name.isEmpty() || name.length() > 255 || name.charAt(0) == '.') {
            return false;
        }
        // a loop, not a stream: a part of a wide table lists hundreds of names, checked when the part opens, which in a
        // short process runs interpreted
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '_' || c == '%' || c == '.' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    /** A name for an error message: at most 100 characters, other characters as Java escapes. */
    private static String printable(String name) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < name.length() && i < 100; i++) {
            char c = name.charAt(i);
            sb.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return name.length() > 100 ? sb + "..." : sb.toString();
    }

    public static String hex(long hash) {
        String s = Long.toHexString(hash);
        return "0".repeat(16 - s.length()) + s;
    }
}
