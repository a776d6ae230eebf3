package io.mergelab.sampledata.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ZipfDistributionTest {

    /** The first rank whose cumulative share exceeds u, the last rank when none does: the definition, by scanning. */
    private static int scan(ZipfDistribution z, double u) {
        for (int rank = 0; rank < z.size(); rank++) {
            if (z.shareOfTop(rank + 1) > u) {
                return rank;
            }
        }
        return z.size() - 1;
    }

    @Test
    void guidedSearchSelectsTheRankTheDefinitionDoes() {
        SplittableRandom random = new SplittableRandom(3);
        for (int n : new int[] {1, 2, 3, 10, 600, 4096, 20_000}) {
            for (double exponent : new double[] {0, 0.8, 1.1, 3}) {
                ZipfDistribution z = new ZipfDistribution(n, exponent);
                for (int i = 0; i < 300; i++) {
                    double u = random.nextDouble();
                    assertThat(z.rank(u)).as("n=%d s=%s u=%s", n, exponent, u).isEqualTo(scan(z, u));
                }
                for (int top = 0; top <= Math.min(n, 50); top++) {
                    double border = z.shareOfTop(top);
                    for (double u : new double[] {Math.nextDown(border), border, Math.nextUp(border)}) {
                        if (u >= 0 && u < 1) {
                            assertThat(z.rank(u)).as("n=%d s=%s u=%s", n, exponent, u).isEqualTo(scan(z, u));
                        }
                    }
                }
                assertThat(z.rank(0)).isZero();
                assertThat(z.rank(Math.nextDown(1.0))).isEqualTo(scan(z, Math.nextDown(1.0)));
            }
        }
    }

    @Test
    void drawsFollowTheZipfShares() {
        ZipfDistribution z = new ZipfDistribution(1000, 1.0);
        SplittableRandom random = new SplittableRandom(5);
        int[] counts = new int[1000];
        int draws = 200_000;
        for (int i = 0; i < draws; i++) {
            counts[z.rank(random.nextDouble())]++;
        }
        assertThat(z.shareOf(0)).isCloseTo(1 / 7.4855, within(0.001));
        for (int rank : new int[] {0, 1, 9}) {
            assertThat(counts[rank] / (double) draws).as("rank %d", rank).isCloseTo(z.shareOf(rank), within(0.005));
        }
        assertThat(z.shareOf(1) / z.shareOf(0)).isCloseTo(0.5, within(1e-9));
    }
}
