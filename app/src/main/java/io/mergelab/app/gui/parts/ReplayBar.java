package io.mergelab.app.gui.parts;

import java.util.List;
import javafx.animation.AnimationTimer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.util.StringConverter;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.IntervalMarker;

/**
 * Under the merge timeline: play / pause, a slider to scrub, the speed, and what stood at the cursor; the chart fades
 * what the cursor has not reached yet. The clock ticks here and moves the {@link TimelineReplay} a few times a second
 * (each move redraws the chart in the background).
 */
final class ReplayBar {
    private static final long TICK_NANOS = 200_000_000L;

    private final TimelineReplay replay;
    private final ChartPicture picture;
    private final HBox root;
    private List<IntervalMarker> shades = List.of();
    private JFreeChart chart;
    /** Where the shades start now, so an unmoved cursor (a live read keeps it at the end) redraws nothing. */
    private double shadeStart = Double.NaN;
    private boolean showingPosition;

    ReplayBar(TimelineReplay replay, ChartPicture picture) {
        this.replay = replay;
        this.picture = picture;
        Button play = new Button("Play");
        play.setId("replay-play");
        play.setTooltip(new Tooltip("Replay the part log and the runs on the timeline (from the start when at the end)"));
        play.setOnAction(event -> {
            if (replay.playingProperty().get()) {
                replay.pause();
            } else {
                replay.play();
            }
        });
        replay.playingProperty().addListener((observable, was, playing) -> play.setText(playing ? "Pause" : "Play"));
        Slider slider = new Slider(0, 1, 1);
        slider.setId("replay-slider");
        slider.setPrefWidth(360);
        slider.setTooltip(new Tooltip("Drag to any moment of the timeline"));
        slider.valueProperty().addListener((observable, old, value) -> {
            if (!showingPosition) {
                replay.scrub(value.doubleValue());
            }
        });
        replay.positionProperty().addListener((observable, old, position) -> {
            showingPosition = true;
            slider.setValue(position.doubleValue());
            showingPosition = false;
        });
        ComboBox<Integer> speed = new ComboBox<>();
        speed.setId("replay-speed");
        speed.getItems().setAll(TimelineReplay.SPEEDS);
        speed.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer times) {
                return times == null ? "" : times + "×";
            }

            @Override
            public Integer fromString(String text) {
                return Integer.valueOf(text.replace("×", ""));
            }
        });
        speed.setValue(replay.speedProperty().get());
        speed.valueProperty().addListener((observable, old, times) -> replay.speedProperty().set(times));
        speed.setTooltip(new Tooltip("Seconds of the recording per second of replay"));
        Label note = new Label();
        note.setId("replay-note");
        note.textProperty().bind(replay.noteProperty());
        note.setMinWidth(0);
        HBox.setHgrow(note, Priority.ALWAYS);
        root = new HBox(8, new Label("Replay"), play, slider, speed, note);
        root.setAlignment(Pos.CENTER_LEFT);
        root.setPadding(new Insets(4, 8, 4, 8));
        replay.cursorMicrosProperty().addListener((observable, old, micros) -> shade());
        // runs only while playing: a running timer makes JavaFX pulse 60 times a second, for nothing when paused
        AnimationTimer clock = new AnimationTimer() {
            private long last;

            @Override
            public void start() {
                last = 0;
                super.start();
            }

            @Override
            public void handle(long now) {
                if (last == 0) {
                    last = now;
                } else if (now - last >= TICK_NANOS) {
                    replay.advance((now - last) / 1_000_000);
                    last = now;
                }
            }
        };
        replay.playingProperty().addListener((observable, was, playing) -> {
            if (playing) {
                clock.start();
            } else {
                clock.stop();
            }
        });
    }

    Node root() {
        return root;
    }

    /**
     * Fades the part of {@code chart} after the cursor (nothing while the cursor is at the end). Called before the
     * chart goes to the picture; later moves of the veil go through the picture's drawing thread.
     */
    void show(JFreeChart chart) {
        this.chart = chart;
        shades = chart == null ? List.of() : PartsCharts.replayShade(chart);
        for (IntervalMarker s : shades) {
            // far past the axis' end: the veil reaches the edge at any zoom
            s.setEndValue(Double.MAX_VALUE / 4);
        }
        shadeStart = Double.NaN;
        shade();
    }

    private void shade() {
        if (chart == null) {
            return;
        }
        double start = replay.positionProperty().get() >= 1 ? Double.MAX_VALUE / 4
                : replay.cursorMicrosProperty().get() / 1000.0;
        if (start == shadeStart) {
            return;
        }
        shadeStart = start;
        List<IntervalMarker> moved = shades;
        picture.change(chart, c -> moved.forEach(s -> s.setStartValue(start)));
    }
}
