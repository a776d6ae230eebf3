package io.mergelab.app.cli;

import java.nio.file.InvalidPathException;

/**
 * The walk over a plain command line that {@link GuiArguments} and {@link SqlArguments} read without picocli: one
 * command word, and options with one value each, attached ({@code --path=DIR}) or in the next argument. Anything else
 * (an {@code @file} of arguments, an option without a value, an empty value or one in the next argument that looks
 * like an option or a command, an option the reader does not take) leaves the whole line to picocli, which also
 * reports the mistakes.
 */
final class PlainOptions {
    /** What a line is to its reader. */
    enum Line { NOT_PLAIN, WITHOUT_COMMAND, WITH_COMMAND }

    /** Takes one option's value; false when the reader does not take it here (unknown, repeated, misplaced). */
    interface Reader {
        boolean set(String name, String value, boolean afterCommand);
    }

    private PlainOptions() {
    }

    /** Hands every option of {@code args} to {@code reader}, unless the line is not a plain one. */
    static Line read(String[] args, String command, Reader reader) {
        for (String arg : args) {
            if (arg.startsWith("@")) {
                return Line.NOT_PLAIN; // picocli reads the arguments from that file
            }
        }
        boolean afterCommand = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals(command) && !afterCommand) {
                afterCommand = true;
                continue;
            }
            int equals = arg.indexOf('=');
            boolean attached = arg.startsWith("--") && equals > 0;
            String name = attached ? arg.substring(0, equals) : arg;
            String value;
            if (attached) {
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.length && separateValue(args[i + 1])) {
                value = args[++i];
            } else {
                return Line.NOT_PLAIN;
            }
            try {
                if (value.isEmpty() || !reader.set(name, value, afterCommand)) {
                    return Line.NOT_PLAIN;
                }
            } catch (InvalidPathException e) {
                return Line.NOT_PLAIN;
            }
        }
        return afterCommand ? Line.WITH_COMMAND : Line.WITHOUT_COMMAND;
    }

    /**
     * Whether picocli takes {@code arg} as the value of the option before it: not when it looks like an option, or is
     * a single word that could be a command's name (picocli refuses {@code --path gui}).
     */
    private static boolean separateValue(String arg) {
        return !arg.startsWith("-") && !arg.matches("[a-z-]+");
    }
}
