package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.TargetResult;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;

/**
 * Reads a result to its end as a client would, counting rows and the bytes of their TabSeparated text, and hashing
 * the first {@value #DIGEST_ROWS} rows: SHA-256 over their TabSeparated lines (values escaped as TSV escapes them,
 * {@code \N} for NULL, a tab between values, a newline after each row), in hex. Two runs that returned the same first
 * rows in the same order have the same digest, whatever the target.
 */
final class ResultDrain {
    static final int DIGEST_ROWS = 1_000;

    private final MessageDigest digest = sha256();
    private final StringBuilder line = new StringBuilder();
    private long rows;
    private long bytes;

    /** Rows and bytes read so far (all of them once {@link #drain} returned). */
    long rows() {
        return rows;
    }

    long bytes() {
        return bytes;
    }

    /** Drains {@code result} (failures propagate, the counts keep what arrived); empty digest without a result set. */
    String drain(TargetResult result) {
        return drain(result, ResultTap.NONE);
    }

    /** Drains {@code result} as {@link #drain(TargetResult)} does, handing the columns and each chunk to {@code tap}. */
    String drain(TargetResult result, ResultTap tap) {
        boolean resultSet = result.hasResultSet();
        tap.columns(result.columns());
        for (Iterator<List<List<String>>> chunks = result.chunks(); chunks.hasNext(); ) {
            List<List<String>> chunk = chunks.next();
            for (List<String> row : chunk) {
                add(row);
            }
            tap.rows(chunk);
        }
        tap.finished(result.totals(), result.summary());
        return resultSet ? HexFormat.of().formatHex(digest.digest()) : "";
    }

    private void add(List<String> row) {
        line.setLength(0);
        for (int c = 0; c < row.size(); c++) {
            if (c > 0) {
                line.append('\t');
            }
            appendEscaped(row.get(c));
        }
        line.append('\n');
        byte[] text = line.toString().getBytes(StandardCharsets.UTF_8);
        bytes += text.length;
        if (rows < DIGEST_ROWS) {
            digest.update(text);
        }
        rows++;
    }

    private void appendEscaped(String value) {
        if (value == null) {
            line.append("\\N");
            return;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> line.append("\\\\");
                case '\t' -> line.append("\\t");
                case '\n' -> line.append("\\n");
                default -> line.append(c);
            }
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java runtime has SHA-256", e);
        }
    }
}
