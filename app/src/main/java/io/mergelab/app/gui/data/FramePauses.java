package io.mergelab.app.gui.data;

import javafx.animation.AnimationTimer;

/**
 * The longest gap between two frames of the FX thread while it runs, so a screen can tell (and the log can say) whether
 * background work kept the window responsive. The gap includes the frame interval itself (about 16 ms at 60 frames/s).
 */
final class FramePauses extends AnimationTimer {
    private volatile long lastFrameNanos;
    private long longestGapNanos;

    @Override
    public void start() {
        lastFrameNanos = 0;
        longestGapNanos = 0;
        super.start();
    }

    @Override
    public void handle(long now) {
        if (lastFrameNanos != 0) {
            longestGapNanos = Math.max(longestGapNanos, now - lastFrameNanos);
        }
        lastFrameNanos = now;
    }

    /** When the last frame was drawn ({@link System#nanoTime()} scale); 0 before the first. */
    long lastFrameNanos() {
        return lastFrameNanos;
    }

    long longestGapMillis() {
        return longestGapNanos / 1_000_000;
    }
}
