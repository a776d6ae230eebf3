package io.mergelab.engine.storage.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.Arrays;
import java.util.List;

/**
 * The layout shared by a part's text listings ({@code columns.txt}, {@code checksums.txt}): a version
 * line, a line {@code "<count> <noun>s:"}, then one line per entry.
 *
 * @param fileName the file's name, for error messages
 * @param header   the version line
 * @param noun     what one entry lists, singular ("column", "file")
 */
public record TextListing(String fileName, String header, String noun) {

    /** The version and count lines; the caller appends the entries. */
    public StringBuilder start(int count) {
        return new StringBuilder(header).append('\n').append(count).append(' ').append(noun).append("s:\n");
    }

    /** The entry lines of a listing split into lines, after checking the version and the declared count. */
    public List<String> entries(String[] lines) {
        if (lines.length < 2 || !lines[0].equals(header)) {
            throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT_VERSION,
                    "Unknown " + fileName + " format: " + (lines.length > 0 ? lines[0] : ""));
        }
        int count;
        try {
            count = Integer.parseInt(lines[1].substring(0, lines[1].indexOf(' ')));
        } catch (RuntimeException e) {
            throw corrupt("bad " + noun + " count line '" + lines[1] + "'");
        }
        if (count != lines.length - 2) {
            throw corrupt("declares " + count + " " + noun + "s, lists " + (lines.length - 2));
        }
        return Arrays.asList(lines).subList(2, lines.length);
    }

    public MergeLabException corrupt(String detail) {
        return new MergeLabException(ErrorCode.CORRUPTED_DATA, "Cannot parse " + fileName + ": " + detail);
    }
}
