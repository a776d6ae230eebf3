package io.mergelab.app.gui.workspace;

/** The text under the workspace: progress, the client summary of the last statement, or an error line. */
public record StatusLine(String text, boolean error) {

    public static StatusLine info(String text) {
        return new StatusLine(text, false);
    }

    public static StatusLine error(String text) {
        return new StatusLine(text, true);
    }
}
