package io.mergelab.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.shell.ShellView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.css.CssParser;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;

/**
 * The build writes each stylesheet in JavaFX's binary form beside it (app/src/build/BinaryStylesheets.java), and
 * JavaFX loads that in its place: so each one must be there and say what its source says.
 */
class BinaryStylesheetsTest {

    @Test
    void everyStylesheetHasABinaryFormWithTheSameRules() throws Exception {
        Path classes = Path.of(ShellView.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Path> sources;
        try (Stream<Path> files = Files.walk(classes)) {
            sources = files.filter(file -> file.toString().endsWith(".css")).toList();
        }
        assertThat(sources).isNotEmpty();
        for (Path source : sources) {
            String name = source.getFileName().toString();
            Path binary = source.resolveSibling(name.substring(0, name.length() - ".css".length()) + ".bss");
            assertThat(binary).as("the binary form of %s", source).exists();

            Stylesheet parsed = new CssParser().parse(source.toUri().toURL());
            Stylesheet loaded = Stylesheet.loadBinary(binary.toUri().toURL());

            assertThat(loaded.getRules()).as(name).isNotEmpty();
            assertThat(described(loaded)).as(name).isEqualTo(described(parsed));
        }
    }

    /** Each rule's selectors and declarations (a loaded rule reads its declarations only when they are asked for). */
    private static List<String> described(Stylesheet stylesheet) {
        return stylesheet.getRules().stream()
                .map(rule -> rule.getSelectors() + " " + rule.getDeclarations().stream()
                        .map(declaration -> declaration.getProperty() + ": " + declaration.getParsedValue()
                                + (declaration.isImportant() ? " !important" : ""))
                        .toList())
                .toList();
    }
}
