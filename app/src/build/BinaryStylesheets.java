import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.css.Stylesheet;

/**
 * Build step (app/pom.xml, run by the java launcher from this source file): writes each stylesheet under the given
 * class output directory in JavaFX's binary form, {@code name.bss} beside {@code name.css}. JavaFX loads a
 * stylesheet's {@code .bss} in place of its {@code .css} when both are there, so the window's first scene reads its
 * stylesheets without running JavaFX's CSS parser, which on a fresh start is tens of milliseconds of interpreted
 * code on the FX thread before the first frame (docs/benchmarks.md, branch win23).
 */
public final class BinaryStylesheets {
    public static void main(String[] args) throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Path.of(args[0]))) {
            sources = files.filter(file -> file.toString().endsWith(".css")).toList();
        }
        for (Path source : sources) {
            String name = source.getFileName().toString();
            Path binary = source.resolveSibling(name.substring(0, name.length() - ".css".length()) + ".bss");
            try {
                Stylesheet.convertToBinary(source.toFile(), binary.toFile());
            } catch (IOException e) {
                throw new UncheckedIOException("could not convert " + source, e);
            }
        }
    }
}
