package io.mergelab.app.gui.services;

public enum ResourceState {
    CLOSED, OPENING, OPEN, FAILED
}
