package io.mergelab.engine.storage.format;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** File names inside a part directory: escaping of column names and the fixed names of part files. */
public final class FileNames {
    public static final String DATA_EXTENSION = ".bin";
    public static final String MARKS_EXTENSION = ".mrk2";
    /** A Compact part's one data file (every column, granule by granule) and its marks (per granule, per column). */
    public static final String COMPACT_DATA = "data.bin";
    public static final String COMPACT_MARKS = "data.mrk3";
    public static final String COUNT = "count.txt";
    public static final String COLUMNS = "columns.txt";
    public static final String PRIMARY_INDEX = "primary.idx";
    public static final String PARTITION = "partition.dat";
    public static final String FORMAT_VERSION = "format_version.txt";
    /** Which columns are stored sparse; only in parts that hold one (format version 2). */
    public static final String SERIALIZATION = "serialization.json";
    public static final String MINMAX_PREFIX = "minmax_";
    public static final String MINMAX_EXTENSION = ".idx";
    /** Skip index files: {@code skp_idx_<name>.idx} (compressed granule summaries) and {@code skp_idx_<name>.mrk2}. */
    public static final String SKIP_INDEX_PREFIX = "skp_idx_";
    public static final String SKIP_INDEX_EXTENSION = ".idx";
    /** Longest escaped column name used as is; longer ones are replaced by a hash (ClickHouse does the same). */
    public static final int MAX_NAME_LENGTH = 127;

    private FileNames() {
    }

    /** ClickHouse's escapeForFileName: ASCII letters, digits and '_' stay, every other UTF-8 byte becomes %XX. */
    public static String escape(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_') {
                sb.append(c);
            } else {
                sb.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        return sb.toString();
    }

    /**
     * File base names for the columns, in order: the escaped name, or the SipHash-128 hex of the name when
     * the escaped name is too long or equals an earlier column's base name ignoring case (so parts stay
     * readable on case-insensitive file systems).
     */
    public static List<String> columnBaseNames(List<String> columnNames) {
        List<String> out = new ArrayList<>(columnNames.size());
        Set<String> taken = new HashSet<>();
        for (String name : columnNames) {
            String base = escape(name);
            if (base.length() > MAX_NAME_LENGTH || taken.contains(base.toLowerCase(Locale.ROOT))) {
                byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
                base = new SipHash().update(bytes, 0, bytes.length).hex128();
            }
            taken.add(base.toLowerCase(Locale.ROOT));
            out.add(base);
        }
        return out;
    }

    public static String minMaxFile(String columnBaseName) {
        return MINMAX_PREFIX + columnBaseName + MINMAX_EXTENSION;
    }

    /** The file stem of skip index {@code indexName}: {@code skp_idx_<escaped name>}. */
    public static String skipIndexStem(String indexName) {
        return SKIP_INDEX_PREFIX + escape(indexName);
    }

    /** Data and marks files are verified by size on load and by content only on request or when read. */
    public static boolean isBulkFile(String fileName) {
        return fileName.endsWith(DATA_EXTENSION) || fileName.endsWith(MARKS_EXTENSION) || fileName.equals(COMPACT_MARKS)
                || fileName.startsWith(SKIP_INDEX_PREFIX);
    }
}
