package io.mergelab.engine.merge.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Percentage.withPercentage;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class SimpleMergeSelectorPropertyTest {
    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;

    @Property(tries = 400)
    void aChoiceIsAContiguousRangeWithinTheLimits(@ForAll("partitions") List<MergeCandidate> parts,
                                                  @ForAll("settings") MergeSelectorSettings settings) {
        Optional<MergeChoice> choice = SimpleMergeSelector.select(parts, settings);

        choice.ifPresent(c -> {
            assertThat(c.from()).isGreaterThanOrEqualTo(0);
            assertThat(c.to()).isLessThanOrEqualTo(parts.size());
            assertThat(c.count()).isGreaterThanOrEqualTo(2);
            if (settings.maxPartsToMergeAtOnce() > 0) {
                assertThat(c.count()).isLessThanOrEqualTo(settings.maxPartsToMergeAtOnce());
            }
            List<MergeCandidate> range = parts.subList(c.from(), c.to());
            long sum = range.stream().mapToLong(MergeCandidate::bytes).sum();
            boolean capped = settings.maxBytesToMerge() > 0;
            if (c.reason() == MergeChoice.Reason.REGULAR || settings.forcedMergeRespectsMaxBytes()) {
                assertThat(!capped || sum <= settings.maxBytesToMerge()).as("within the byte cap").isTrue();
            } else {
                assertThat(settings.minAgeToForceMergeSeconds()).isPositive();
                assertThat(range).allSatisfy(p -> assertThat(p.ageSeconds()).isGreaterThanOrEqualTo(settings.minAgeToForceMergeSeconds()));
            }
        });
    }

    @Property(tries = 400)
    void choosesExactlyWhenSomeRangeIsAdmittedAndPicksTheBestScore(@ForAll("partitions") List<MergeCandidate> parts,
                                                                  @ForAll("settings") MergeSelectorSettings settings) {
        Optional<MergeChoice> choice = SimpleMergeSelector.select(parts, settings);
        double best = Oracle.bestScore(parts, settings);

        if (Double.isNaN(best)) {
            assertThat(choice).isEmpty();
        } else {
            assertThat(choice).hasValueSatisfying(c -> assertThat(c.score()).isCloseTo(best, withPercentage(1e-9)));
        }
    }

    @Property(tries = 200)
    void forcingByAgeNeverTakesAChoiceAway(@ForAll("partitions") List<MergeCandidate> parts,
                                           @ForAll("settings") MergeSelectorSettings settings) {
        MergeSelectorSettings unforced = settings.withMinAgeToForceMergeSeconds(0);
        if (SimpleMergeSelector.select(parts, unforced).isPresent()) {
            assertThat(SimpleMergeSelector.select(parts, settings.withMinAgeToForceMergeSeconds(3600))).isPresent();
        }
    }

    @Provide
    Arbitrary<List<MergeCandidate>> partitions() {
        // Sizes spread over 1 KiB .. 64 GiB on a log scale; ages 0 .. 40 days.
        Arbitrary<Long> bytes = Arbitraries.doubles().between(10, 36).map(e -> (long) Math.pow(2, e));
        Arbitrary<Long> ages = Arbitraries.oneOf(Arbitraries.longs().between(0, 600),
                Arbitraries.longs().between(0, 40L * 86400));
        Arbitrary<MergeCandidate> part = Combinators.combine(bytes, ages, Arbitraries.integers().between(0, 5))
                .as((b, a, level) -> new MergeCandidate("p", b, b / 64, a, level));
        return part.list().ofMinSize(0).ofMaxSize(40);
    }

    @Provide
    Arbitrary<MergeSelectorSettings> settings() {
        Arbitrary<Long> cap = Arbitraries.oneOf(Arbitraries.just(0L), Arbitraries.longs().between(MIB, 200 * GIB));
        Arbitrary<Integer> maxParts = Arbitraries.oneOf(Arbitraries.just(0), Arbitraries.integers().between(2, 30));
        Arbitrary<Long> forceAge = Arbitraries.oneOf(Arbitraries.just(0L), Arbitraries.longs().between(1, 20L * 86400));
        return Combinators.combine(cap, maxParts, forceAge, Arbitraries.of(true, false))
                .as(MergeSelectorSettings::new);
    }

    /** A brute-force restatement of the selection rules, written from the description, not from the selector. */
    private static final class Oracle {
        static double bestScore(List<MergeCandidate> parts, MergeSelectorSettings s) {
            double best = Double.NaN;
            int n = parts.size();
            for (int from = Math.max(0, n - 1000); from < n; from++) {
                for (int to = from + 2; to <= n; to++) {
                    List<MergeCandidate> r = parts.subList(from, to);
                    int count = r.size();
                    if (s.maxPartsToMergeAtOnce() > 0 && count > s.maxPartsToMergeAtOnce()) {
                        continue;
                    }
                    long sum = r.stream().mapToLong(MergeCandidate::bytes).sum();
                    long max = r.stream().mapToLong(MergeCandidate::bytes).max().orElseThrow();
                    long minAge = r.stream().mapToLong(MergeCandidate::ageSeconds).min().orElseThrow();
                    boolean withinCap = s.maxBytesToMerge() == 0 || sum <= s.maxBytesToMerge();
                    boolean old = s.minAgeToForceMergeSeconds() > 0 && minAge >= s.minAgeToForceMergeSeconds();
                    boolean admitted = withinCap && (old || ratioOk(sum, max, minAge, count, n))
                            || old && !s.forcedMergeRespectsMaxBytes();
                    if (!admitted) {
                        continue;
                    }
                    double fixed = 5.0 * MIB;
                    double score = (sum + fixed * count) / (count - 1.9);
                    long left = from == 0 ? 0 : parts.get(from - 1).bytes();
                    if (left > 0.9 * sum) {
                        double diff = Math.abs(Math.log((double) sum / left) / Math.log(2));
                        if (diff < 0.5) {
                            score *= 0.75 + 0.25 * diff / 0.5;
                        }
                    }
                    if (Double.isNaN(best) || score < best) {
                        best = score;
                    }
                }
            }
            return best;
        }

        private static boolean ratioOk(long sum, long max, long minAge, int count, int partitionParts) {
            double size = clamp((Math.log(1 + (double) sum) - Math.log(1 + (double) MIB))
                    / (Math.log(1 + 100.0 * GIB) - Math.log(1 + (double) MIB)));
            double maxAge = 3600 + (30 * 86400 - 3600) * size;
            double age = clamp((minAge - 10) / (maxAge - 10));
            double crowd = clamp((partitionParts - 10) / 40.0);
            double base = 5 - 3 * Math.min(1, age + crowd);
            return (sum + count * 5.0 * MIB) / (max + 5.0 * MIB) >= base;
        }

        private static double clamp(double v) {
            return Math.max(0, Math.min(1, v));
        }
    }
}
