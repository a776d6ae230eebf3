package io.mergelab.profiler.report;

import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 15: the HTML report (of runs, of comparisons, of an experiment) opens in a real browser (headless Chromium) with no console message — no error, no
 * blocked load, no script — and renders: the screenshot has the window's size and the variety of colours of a drawn
 * page. A probe page with a console error shows the check can see one.
 */
class ReportInChromiumTest {

    @Test
    void theRunReportLoadsWithoutConsoleMessagesAndRenders(@TempDir Path dir) throws Exception {
        Path chromium = HeadlessChromium.requireExecutable();

        Path probe = dir.resolve("probe.html");
        Files.writeString(probe, "<!DOCTYPE html><html><body><p>probe</p><script>console.error('probe error');"
                + "</script></body></html>");
        HeadlessChromium.Load probed = HeadlessChromium.screenshot(chromium, probe, dir.resolve("probe.png"), dir);
        assertThat(probed.consoleLines()).as("the console check sees a probe's error").anyMatch(l -> l.contains("probe error"));

        Path page = dir.resolve("report.html");
        ReportWriter.write(Report.ofRuns(List.of(Runs.needleUpfront(), Runs.complete("run-2").build()),
                Instant.parse("2026-12-02T00:00:00Z")), ReportFormat.HTML, page);
        Path png = dir.resolve("report.png");
        HeadlessChromium.Load load = HeadlessChromium.screenshot(chromium, page, png, dir);

        assertThat(load.consoleLines()).as("console messages of the report; chromium said:%n%s", load.stderr()).isEmpty();
        BufferedImage shot = ImageIO.read(png.toFile());
        assertThat(shot.getWidth()).isEqualTo(1280);
        assertThat(shot.getHeight()).isEqualTo(2000);
        assertThat(colours(shot)).as("distinct colours in the screenshot").isGreaterThan(50);
    }

    @Test
    void theComparisonReportLoadsWithoutConsoleMessagesAndRenders(@TempDir Path dir) throws Exception {
        Path chromium = HeadlessChromium.requireExecutable();
        Path page = dir.resolve("comparison.html");
        ReportWriter.write(Report.of(RealComparisons.layoutAndSweep("by_k", "by_k", "chromium"),
                Instant.parse("2026-12-02T00:00:00Z")), ReportFormat.HTML, page);
        Path png = dir.resolve("comparison.png");
        HeadlessChromium.Load load = HeadlessChromium.screenshot(chromium, page, png, dir);

        assertThat(load.consoleLines()).as("console messages of the report; chromium said:%n%s", load.stderr()).isEmpty();
        BufferedImage shot = ImageIO.read(png.toFile());
        assertThat(shot.getWidth()).isEqualTo(1280);
        assertThat(colours(shot)).as("distinct colours in the screenshot").isGreaterThan(50);
    }

    @Test
    void theExperimentReportLoadsWithoutConsoleMessagesAndRenders(@TempDir Path dir) throws Exception {
        Path chromium = HeadlessChromium.requireExecutable();
        Path page = dir.resolve("experiment.html");
        ReportWriter.write(RealExperiments.layouts(dir.resolve("data"), "count_k", "Three layouts of one table",
                "x"), ReportFormat.HTML, page);
        Path png = dir.resolve("experiment.png");
        HeadlessChromium.Load load = HeadlessChromium.screenshot(chromium, page, png, dir);

        assertThat(load.consoleLines()).as("console messages of the report; chromium said:%n%s", load.stderr()).isEmpty();
        BufferedImage shot = ImageIO.read(png.toFile());
        assertThat(shot.getWidth()).isEqualTo(1280);
        assertThat(colours(shot)).as("distinct colours in the screenshot").isGreaterThan(50);
        // the page never scrolls sideways: a table wider than the window (the verdict tables at 800 px) scrolls in
        // its own box
        for (int width : new int[] {1400, 800}) {
            int[] widths = HeadlessChromium.scrollWidth(chromium, page, width, dir);
            assertThat(widths[0]).as("document scrollWidth against clientWidth in a %d px window", width)
                    .isEqualTo(widths[1]);
        }
    }

    private static int colours(BufferedImage image) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 4) {
            for (int x = 0; x < image.getWidth(); x += 4) {
                seen.add(image.getRGB(x, y));
            }
        }
        return seen.size();
    }
}
