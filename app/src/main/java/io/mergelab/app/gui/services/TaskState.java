package io.mergelab.app.gui.services;

public enum TaskState {
    RUNNING, SUCCEEDED, FAILED, CANCELLED
}
