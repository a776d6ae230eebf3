package io.mergelab.app.gui.shell;

import java.util.Optional;
import java.util.function.Function;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.util.Callback;
import javafx.util.Duration;

/**
 * Tooltips that say what a word on a screen means (a processor, metric, ProfileEvent or setting), from the glossary
 * through a ViewModel's look-up: the word on the first line, its meaning under it.
 */
public final class GlossaryTooltip {
    private GlossaryTooltip() {
    }

    /** The tooltip of {@code term}: the term and its meaning, or the term alone when the glossary has none. */
    public static Tooltip of(String term, Optional<String> meaning) {
        Tooltip tooltip = new Tooltip(meaning.map(m -> term + "\n" + m).orElse(term));
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(460);
        tooltip.setShowDelay(Duration.millis(300));
        tooltip.setShowDuration(Duration.seconds(30));
        tooltip.getStyleClass().add("glossary-tooltip");
        return tooltip;
    }

    /** Cells showing a term, each with the term's tooltip; {@code meanings} looks a term up. */
    public static <R> Callback<TableColumn<R, String>, TableCell<R, String>> cells(
            Function<String, Optional<String>> meanings) {
        return column -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null || item.isEmpty() ? null : of(item, meanings.apply(item)));
            }
        };
    }
}
