package io.mergelab.engine.differential;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The rows both engines get: table {@code t} (id, a, b, c, s, d) and a smaller {@code u} (k, w, name) that
 * joins on {@code t.a = u.k}. Deterministic for a seed.
 */
final class DifferentialData {
    static final String[] WORDS = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"};

    record TRow(long id, long a, long b, double c, String s, LocalDate d) {
    }

    record URow(long k, long w, String name) {
    }

    final List<TRow> t = new ArrayList<>();
    final List<URow> u = new ArrayList<>();

    DifferentialData(long seed, int rows) {
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = 0; i < rows; i++) {
            // c has two decimals so sums compare exactly enough; a in a small range makes joins and groups dense
            t.add(new TRow(i, r.nextInt(-20, 50), r.nextLong(-1_000_000, 1_000_000), r.nextInt(-100_000, 100_000) / 100.0,
                    WORDS[r.nextInt(WORDS.length)], LocalDate.of(2024, 1, 1).plusDays(r.nextInt(90))));
        }
        for (int k = -5; k < 40; k++) {
            int copies = r.nextInt(3);
            for (int j = 0; j < copies; j++) {
                u.add(new URow(k, r.nextInt(0, 1000), WORDS[r.nextInt(WORDS.length)] + j));
            }
        }
    }
}
