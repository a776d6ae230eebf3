package io.mergelab.app.gui.shell;

import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * The width a table column needs to show its header whole. The toolkit's own fit to content measures headers in the
 * regular face, but draws them bold, so long headers (system.parts' {@code data_uncompressed_bytes}) ended in "…".
 */
public final class HeaderWidth {
    /** The header label's padding and the column's borders. */
    private static final double PADDING = 22;
    private static final Font BOLD = Font.font(Font.getDefault().getFamily(), FontWeight.BOLD,
            Font.getDefault().getSize());

    private HeaderWidth() {
    }

    public static double of(String header) {
        Text probe = new Text(header);
        probe.setFont(BOLD);
        return Math.ceil(probe.getLayoutBounds().getWidth()) + PADDING;
    }
}
