package io.mergelab.profiler.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.analysis.Spread;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.SweepPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The sweep curve's knee label sits beside the whisker and away from the line's segments at the knee. */
class SweepSvgTest {

    @Test
    void atAPeakTheLabelIsAboveOnTheRight() {
        Label label = kneeLabel(List.of(300L, 420L, 150L), 1);
        assertThat(label.dy).isNegative();
        assertThat(label.dx).isGreaterThanOrEqualTo(13);
        assertThat(label.anchor).isEqualTo("start");
    }

    @Test
    void onARiseTheLabelIsAboveOnTheLeftWhereTheLineDoesNotClimb() {
        Label label = kneeLabel(List.of(100L, 200L, 300L), 1);
        assertThat(label.dy).isNegative();
        assertThat(label.dx).isLessThanOrEqualTo(-13);
        assertThat(label.anchor).isEqualTo("end");
    }

    @Test
    void atADipOrAFallTheLabelIsBelowAwayFromTheFallingSegment() {
        Label dip = kneeLabel(List.of(800L, 150L, 200L), 1);
        assertThat(dip.dy).isGreaterThanOrEqualTo(13);
        assertThat(dip.dx).isGreaterThanOrEqualTo(13);
        // under the neighbours' mean with the line falling on to the right: below, on the left
        Label fall = kneeLabel(List.of(500L, 300L, 200L, 400L), 1);
        assertThat(fall.dy).isGreaterThanOrEqualTo(13);
        assertThat(fall.dx).isLessThanOrEqualTo(-13);
    }

    private record Label(double dx, double dy, String anchor) {
    }

    /** The knee label's offset from the knee's ring in the SVG of a sweep with these medians (ms). */
    private static Label kneeLabel(List<Long> medians, int knee) {
        List<SweepPoint> points = new ArrayList<>();
        for (int i = 0; i < medians.size(); i++) {
            long micros = medians.get(i) * 1000;
            points.add(new SweepPoint(String.valueOf(1 << i), new Spread(micros / 2, micros, micros * 2, micros * 7),
                    Optional.empty(), Map.of()));
        }
        Element svg = Jsoup.parse(SweepSvg.render(new Sweep("max_threads", points, List.of(), knee))).selectFirst("svg");
        Element ring = svg.selectFirst("circle.knee");
        Element text = svg.selectFirst("text.knee-label");
        assertThat(text.text()).isEqualTo("knee");
        return new Label(Double.parseDouble(text.attr("x")) - Double.parseDouble(ring.attr("cx")),
                Double.parseDouble(text.attr("y")) - Double.parseDouble(ring.attr("cy")), text.attr("text-anchor"));
    }
}
