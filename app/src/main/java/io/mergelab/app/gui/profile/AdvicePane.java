package io.mergelab.app.gui.profile;

import io.mergelab.profiler.advice.Severity;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/**
 * The Advice tab: one card per finding, highest score first, with the severity's icon and colour, the score, the
 * finding, the rule, the fix, and the explanation on hover or behind "Why?". Layout and bindings only.
 */
final class AdvicePane {
    private static final String MONOSPACE = "-fx-font-family: monospace; -fx-font-size: 12px;";

    private AdvicePane() {
    }

    static Node of(ProfileViewModel viewModel) {
        Label summary = new Label();
        summary.setId("advice-summary");
        summary.setStyle("-fx-text-fill: #46525c;");
        summary.textProperty().bind(viewModel.adviceSummaryProperty());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        CheckBox quiet = new CheckBox("Show rules that found nothing");
        quiet.setId("advice-show-quiet");
        quiet.selectedProperty().bindBidirectional(viewModel.showQuietRulesProperty());
        HBox top = new HBox(12, summary, gap, quiet);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(8, 12, 8, 12));
        top.setStyle("-fx-border-color: transparent transparent #dde1e5 transparent;");

        VBox cards = new VBox(8);
        cards.setId("advice-cards");
        cards.setPadding(new Insets(10, 12, 12, 12));
        Runnable rebuild = () -> cards.getChildren().setAll(viewModel.advice().stream().map(AdvicePane::card).toList());
        rebuild.run();
        viewModel.advice().addListener((ListChangeListener<AdviceRow>) change -> rebuild.run());
        Label none = new Label("No rule found anything worth changing in this run.");
        none.setStyle("-fx-text-fill: #2e7d32; -fx-font-size: 13px;");
        none.setPadding(new Insets(12));
        none.visibleProperty().bind(Bindings.isEmpty(viewModel.advice()).and(viewModel.hasRunProperty()));
        none.managedProperty().bind(none.visibleProperty());
        ScrollPane scroll = new ScrollPane(new VBox(none, cards));
        scroll.setFitToWidth(true);
        BorderPane pane = new BorderPane(scroll);
        pane.setTop(top);
        return pane;
    }

    /** The tab's badge: the number of warnings (else notes) in the most severe finding's colour. */
    static Node badge(ProfileViewModel viewModel) {
        Label badge = new Label();
        badge.setId("advice-badge");
        badge.textProperty().bind(viewModel.adviceBadgeProperty());
        // Always shown (the tab header sizes itself once); without findings it is empty and takes no room.
        badge.styleProperty().bind(Bindings.createStringBinding(() -> viewModel.adviceBadgeProperty().get().isEmpty()
                ? "-fx-padding: 0;" : "-fx-background-radius: 8; -fx-padding: 0 5 0 5; -fx-font-size: 10px; "
                + "-fx-font-weight: bold; -fx-text-fill: white; -fx-background-color: "
                + colour(viewModel.adviceSeverityProperty().get()) + ";",
                viewModel.adviceBadgeProperty(), viewModel.adviceSeverityProperty()));
        return badge;
    }

    private static Node card(AdviceRow row) {
        Label severity = new Label(icon(row.severity()) + "  " + row.severity());
        severity.setStyle("-fx-font-weight: bold; -fx-text-fill: " + colour(row.severity()) + ";");
        Label score = new Label(Integer.toString(row.score()));
        score.setStyle("-fx-font-size: 20px; -fx-font-weight: bold; -fx-text-fill: " + colour(row.severity()) + ";");
        Label scoreUnit = new Label("score");
        scoreUnit.setStyle("-fx-font-size: 10px; -fx-text-fill: #5f6b76;");
        VBox left = new VBox(2, severity, score, scoreUnit);
        left.setMinWidth(96);
        left.setPrefWidth(96);

        Label finding = new Label(row.finding());
        finding.getStyleClass().add("advice-finding");
        finding.setWrapText(true);
        finding.setStyle("-fx-font-size: 13px; -fx-font-weight: bold; -fx-text-fill: #1d252c;");
        finding.setMinHeight(Region.USE_PREF_SIZE);
        Label rule = new Label(row.ruleTitle() + " · " + row.ruleId());
        rule.setStyle("-fx-font-size: 11px; -fx-text-fill: #5f6b76;");
        VBox text = new VBox(4, finding, rule);
        if (!row.fix().isEmpty()) {
            Label fix = new Label("Fix:  " + row.fix());
            fix.getStyleClass().add("advice-fix");
            fix.setWrapText(true);
            fix.setMinHeight(Region.USE_PREF_SIZE);
            fix.setMaxWidth(Double.MAX_VALUE);
            fix.setStyle(MONOSPACE + "-fx-background-color: #f4f6f8; -fx-padding: 5 8 5 8; -fx-background-radius: 3;");
            text.getChildren().add(fix);
        }
        if (!row.explanation().isEmpty()) {
            Label why = new Label(row.explanation());
            why.getStyleClass().add("advice-explanation");
            why.setWrapText(true);
            why.setMinHeight(Region.USE_PREF_SIZE);
            why.setStyle("-fx-text-fill: #33404a;");
            why.setVisible(false);
            why.managedProperty().bind(why.visibleProperty());
            Hyperlink toggle = new Hyperlink("Why?");
            toggle.setFocusTraversable(false);
            toggle.setOnAction(e -> {
                toggle.setVisited(false);
                why.setVisible(!why.isVisible());
                toggle.setText(why.isVisible() ? "Hide explanation" : "Why?");
            });
            toggle.setPadding(Insets.EMPTY);
            text.getChildren().addAll(toggle, why);
            Tooltip hover = new Tooltip(row.explanation());
            hover.setWrapText(true);
            hover.setMaxWidth(560);
            hover.setShowDelay(Duration.millis(400));
            hover.setShowDuration(Duration.seconds(30));
            Tooltip.install(finding, hover);
        }
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox card = new HBox(12, left, text);
        card.getStyleClass().add("advice-card");
        card.setPadding(new Insets(10, 12, 10, 12));
        card.setStyle("-fx-background-color: " + tint(row.severity()) + "; -fx-border-color: transparent transparent "
                + "transparent " + colour(row.severity()) + "; -fx-border-width: 0 0 0 4; -fx-background-radius: 3;");
        return card;
    }

    private static String icon(Severity severity) {
        return switch (severity) {
            case WARNING -> "⚠";
            case INFO -> "ℹ";
            case OK -> "✓";
        };
    }

    private static String colour(Severity severity) {
        return switch (severity) {
            case WARNING -> "#b3411b";
            case INFO -> "#1f6fb2";
            case OK -> "#2e7d32";
        };
    }

    private static String tint(Severity severity) {
        return switch (severity) {
            case WARNING -> "#fdf1ec";
            case INFO -> "#eef5fb";
            case OK -> "#f1f8f1";
        };
    }
}
