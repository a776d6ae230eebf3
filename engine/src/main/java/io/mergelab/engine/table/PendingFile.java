package io.mergelab.engine.table;

import io.mergelab.engine.storage.PartName;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the part names of an insert transaction file ({@code txn_<n>.pending}): one part name and a newline per part,
 * possibly followed by the start of a name whose write the process did not finish (that part was never renamed in).
 * Start-up deletes what the file names, so the file is trusted only when every byte fits that shape: a name outside
 * the part name grammar ({@code ../x}, a path, NUL, other bytes) would make rollback delete something that is no
 * part of this table.
 */
final class PendingFile {
    private static final int MAX_SHOWN_CHARS = 80;

    private PendingFile() {
    }

    /** Why a pending file cannot be trusted; the message says where and what. */
    static final class Invalid extends Exception {
        Invalid(String reason) {
            super(reason);
        }
    }

    /** The parts the file names, in order. */
    static List<PartName> partNames(byte[] content) throws Invalid {
        int end = lastNewline(content) + 1;
        List<PartName> names = new ArrayList<>();
        int lineStart = 0;
        for (int i = 0; i < end; i++) {
            if (content[i] == '\n') {
                names.add(partName(content, lineStart, i, names.size() + 1));
                lineStart = i + 1;
            }
        }
        for (int i = end; i < content.length; i++) {
            if (!isNameByte(content[i])) {
                throw new Invalid("its unfinished last line is not the start of a part name: " + shown(content, end, content.length));
            }
        }
        return names;
    }

    private static PartName partName(byte[] content, int from, int to, int lineNumber) throws Invalid {
        for (int i = from; i < to; i++) {
            if (!isNameByte(content[i])) {
                throw notAPartName(content, from, to, lineNumber);
            }
        }
        String text = new String(content, from, to - from, StandardCharsets.US_ASCII);
        PartName name = PartName.tryParse(text);
        // only the canonical spelling: the writer never writes another, so anything else did not come from it
        if (name == null || !name.toString().equals(text)) {
            throw notAPartName(content, from, to, lineNumber);
        }
        // an INSERT writes only such parts; a merged or mutated part holds acknowledged rows and is never rolled back
        if (name.level() != 0 || name.minBlock() != name.maxBlock() || name.dataVersion().isPresent()) {
            throw new Invalid("line " + lineNumber + " names " + text + ", which is no part an INSERT writes "
                    + "(one block, level 0, no mutation version)");
        }
        return name;
    }

    private static Invalid notAPartName(byte[] content, int from, int to, int lineNumber) {
        return new Invalid("line " + lineNumber + " is not a part name: " + shown(content, from, to));
    }

    private static int lastNewline(byte[] content) {
        for (int i = content.length - 1; i >= 0; i--) {
            if (content[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** The bytes a part name is made of (see {@link PartName}): no '.', '/', '\\', NUL or anything else. */
    private static boolean isNameByte(byte b) {
        return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || b == '_' || b == '-';
    }

    /** The bytes quoted for a log line: printable ASCII as is, others as \xNN, long text cut. */
    private static String shown(byte[] content, int from, int to) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = from; i < to; i++) {
            if (out.length() > MAX_SHOWN_CHARS) {
                return out.append("...\" (").append(to - from).append(" bytes)").toString();
            }
            int b = content[i] & 0xff;
            if (b >= 0x20 && b < 0x7f && b != '"' && b != '\\') {
                out.append((char) b);
            } else {
                out.append(String.format("\\x%02x", b));
            }
        }
        return out.append('"').toString();
    }
}
