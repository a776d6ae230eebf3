package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The user_files_path directory, the only place {@code file()} reads from (ClickHouse's rule for its server).
 * Relative paths resolve inside it; every path is checked after resolving {@code ..} and symbolic links, so neither
 * can lead out. ClickHouse still follows a symlink inside user_files that points out; MergeLab does not, because
 * scenario files from other people run through file().
 */
public final class UserFiles {
    private static final String GLOB_CHARACTERS = "*?{";

    private final Path directory;
    private final Path realDirectory;

    private UserFiles(Path directory, Path realDirectory) {
        this.directory = directory;
        this.realDirectory = realDirectory;
    }

    /** Creates the directory when missing. */
    static UserFiles open(Path directory) {
        Path absolute = directory.toAbsolutePath().normalize();
        try {
            Files.createDirectories(absolute);
            return new UserFiles(absolute, absolute.toRealPath());
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot create user_files_path " + absolute + ": "
                    + e.getMessage(), e);
        }
    }

    public Path directory() {
        return directory;
    }

    /** True when {@code pathText} holds a glob ({@code *}, {@code ?}, {@code {a,b}}). */
    static boolean isGlob(String pathText) {
        return pathText.chars().anyMatch(c -> GLOB_CHARACTERS.indexOf(c) >= 0);
    }

    /**
     * The path {@code text} names (file(), FROM INFILE); one the file system cannot name (a NUL in it) is
     * BAD_ARGUMENTS.
     */
    public static Path path(String text) {
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Invalid file path `" + text.replace("\0", "\\0")
                    + "`: " + e.getReason());
        }
    }

    /**
     * The file {@code pathText} names, resolved inside user_files_path (its real path when it exists); a path that
     * leaves the directory is DATABASE_ACCESS_DENIED (291), as ClickHouse's file() says it. For a glob, the directory
     * part before the first glob character is checked, and {@code ..} after it is refused.
     */
    Path resolve(String pathText) {
        Path given = path(pathText);
        Path absolute = directory.resolve(given).normalize();
        if (isGlob(pathText)) {
            int firstGlob = firstGlobIndex(absolute.toString());
            String fixedPart = absolute.toString().substring(0, firstGlob);
            String globPart = absolute.toString().substring(firstGlob);
            Path fixedDirectory = Path.of(fixedPart.substring(0, Math.max(1, fixedPart.lastIndexOf('/') + 1)));
            if (globPart.contains("..") || !realOfExistingPart(fixedDirectory).startsWith(realDirectory)) {
                throw denied(pathText, absolute);
            }
            return absolute;
        }
        Path real = realOfExistingPart(absolute);
        if (!real.startsWith(realDirectory)) {
            throw denied(pathText, real);
        }
        return real;
    }

    private static int firstGlobIndex(String text) {
        int first = text.length();
        for (char c : GLOB_CHARACTERS.toCharArray()) {
            int at = text.indexOf(c);
            if (at >= 0) {
                first = Math.min(first, at);
            }
        }
        return first;
    }

    /** The real path of {@code path}, or of its nearest existing ancestor joined with the missing rest. */
    private static Path realOfExistingPart(Path path) {
        Path existing = path;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return path;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(path)).normalize();
        } catch (IOException e) {
            return path;
        }
    }

    private MergeLabException denied(String pathText, Path resolved) {
        String resolvedNote = resolved.toString().equals(pathText) ? "" : " (resolves to `" + resolved + "`)";
        return new MergeLabException(ErrorCode.DATABASE_ACCESS_DENIED, "File `" + pathText + "`" + resolvedNote
                + " is not inside `" + directory + "` (user_files_path): file() reads only files under user_files_path");
    }
}
