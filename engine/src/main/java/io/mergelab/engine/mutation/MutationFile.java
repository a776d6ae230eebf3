package io.mergelab.engine.mutation;

import io.mergelab.engine.catalog.Durable;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A mutation as the table directory records it, {@code mutation_<version>.txt} (its id in system.mutations), written
 * before any part is touched (temporary file, fsync, rename) so that after a crash the table knows the mutation and
 * finishes it when it opens. A failed mutation's file also records the failure, which stops it from being retried.
 * <pre>
 * format version: 1
 * create time: 2026-11-30T11:40:00Z
 * commands: DELETE WHERE x = 1
 * failed part: all_1_1_0                (only after a failure)
 * fail time: 2026-11-30T11:40:01Z
 * fail reason: Code: 395. DB::Exception: ...
 * </pre>
 * Values are escaped so that each stays on its line ({@code \\}, {@code \n}, {@code \t}).
 */
public record MutationFile(long version, Instant createTime, String commands, Failure failure) {
    private static final Logger LOG = LoggerFactory.getLogger(MutationFile.class);
    private static final Pattern NAME = Pattern.compile("mutation_(\\d{1,18})\\.txt");
    private static final String FORMAT_VERSION = "1";

    /** Why the mutation stopped: the part it failed on, when, and the error as a client would see it. */
    public record Failure(String partName, Instant time, String reason) {
    }

    /** The id ClickHouse shows: the file's name. */
    public String mutationId() {
        return fileName(version);
    }

    public static String fileName(long version) {
        return "mutation_" + version + ".txt";
    }

    public MutationFile failed(Failure f) {
        return new MutationFile(version, createTime, commands, f);
    }

    /** Writes the file into {@code tableDir} atomically and durably. */
    public void write(Path tableDir) {
        StringBuilder out = new StringBuilder();
        line(out, "format version", FORMAT_VERSION);
        line(out, "create time", createTime.toString());
        line(out, "commands", commands);
        if (failure != null) {
            line(out, "failed part", failure.partName());
            line(out, "fail time", failure.time().toString());
            line(out, "fail reason", failure.reason());
        }
        Durable.writeAtomically(tableDir.resolve(mutationId()), out.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static void line(StringBuilder out, String key, String value) {
        out.append(key).append(": ").append(escape(value)).append('\n');
    }

    /**
     * The mutation files of a table directory, by version; deletes temporary leftovers of an interrupted write (the
     * mutation was then never started). A file that cannot be read is set aside as {@code <name>.broken} with a WARN.
     */
    public static List<MutationFile> loadAll(Path tableDir) {
        List<MutationFile> out = new ArrayList<>();
        if (!Files.isDirectory(tableDir)) {
            return out;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(tableDir, "mutation_*")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                Matcher m = NAME.matcher(name);
                if (name.endsWith(".txt.tmp")) {
                    Durable.delete(f);
                } else if (m.matches()) {
                    load(f, Long.parseLong(m.group(1)), out);
                }
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list mutations in " + tableDir + ": " + e, e);
        }
        out.sort(Comparator.comparingLong(MutationFile::version));
        return out;
    }

    /**
     * Any failure to read or parse (bad UTF-8, missing fields, a bad time) sets the file aside, so one damaged record
     * cannot keep the table from opening.
     */
    private static void load(Path file, long version, List<MutationFile> out) {
        try {
            out.add(parse(version, Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException | RuntimeException e) {
            Path aside = Durable.setAside(file);
            LOG.warn("Mutation file {} cannot be read ({}); moved to {}", file, e.getMessage() == null ? e : e.getMessage(), aside);
        }
    }

    static MutationFile parse(long version, String text) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            int colon = line.indexOf(": ");
            if (colon > 0) {
                fields.put(line.substring(0, colon), unescape(line.substring(colon + 2)));
            }
        }
        if (!FORMAT_VERSION.equals(fields.get("format version")) || !fields.containsKey("commands")
                || !fields.containsKey("create time")) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_TEXT, "Unknown mutation file format");
        }
        Failure failure = fields.containsKey("fail reason")
                ? new Failure(fields.getOrDefault("failed part", ""), Instant.parse(fields.get("fail time")), fields.get("fail reason"))
                : null;
        return new MutationFile(version, Instant.parse(fields.get("create time")), fields.get("commands"), failure);
    }

    static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r");
    }

    static String unescape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                out.append(switch (n) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    default -> n;
                });
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
