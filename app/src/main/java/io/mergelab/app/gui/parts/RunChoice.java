package io.mergelab.app.gui.parts;

/** A run of the history that read the table, as the run chooser lists it. */
public record RunChoice(String runId, String label) {
    @Override
    public String toString() {
        return label;
    }
}
