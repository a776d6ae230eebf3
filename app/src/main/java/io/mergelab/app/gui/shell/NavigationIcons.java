package io.mergelab.app.gui.shell;

import javafx.scene.shape.SVGPath;

/**
 * Line icons for the navigation rail, drawn as stroked paths on a 20 × 20 grid so they stay crisp at any scale
 * and need no icon font.
 */
public final class NavigationIcons {
    /** A console window with a prompt. */
    public static final String WORKSPACE = "M2 3.5 H18 V16.5 H2 Z M5 8 L8 10.5 L5 13 M10 13 H15";
    /** A clock. */
    public static final String HISTORY = "M10 2.5 A7.5 7.5 0 1 1 9.99 2.5 Z M10 5.5 V10 L13 12";
    /** Bars of different lengths over a baseline, as a profile's per-step bars. */
    public static final String PROFILE = "M2.5 17 H17.5 M5 14.5 V9 M9 14.5 V4 M13 14.5 V11 M16 14.5 V7";

    /** Two bars side by side with a balance line over them, as A against B. */
    public static final String COMPARE = "M2.5 17 H17.5 M6 14.5 V7 M14 14.5 V10 M3 4.5 H17 M10 2.5 V6.5";

    /** A table grid with a plus, as rows being generated. */
    public static final String GENERATE = "M2.5 4 H13 V16 H2.5 Z M2.5 8 H13 M2.5 12 H13 M7.5 4 V16 M16 3 V9 M13 6 H19";

    /** A script page with lines and a play mark, as a scenario to run. */
    public static final String SCENARIOS = "M4 2.5 H13 L16 5.5 V17.5 H4 Z M6.5 7 H12 M6.5 10 H13.5 M8 12.5 L12 14.75 L8 17";

    /** A grid of cells, as the variant × query matrix. */
    public static final String EXPERIMENTS = "M2.5 2.5 H17.5 V17.5 H2.5 Z M2.5 7.5 H17.5 M2.5 12.5 H17.5 M7.5 2.5 V17.5"
            + " M12.5 2.5 V17.5";

    private NavigationIcons() {
    }

    static SVGPath icon(String path) {
        SVGPath icon = new SVGPath();
        icon.setContent(path);
        icon.getStyleClass().add("nav-icon");
        return icon;
    }
}
