package io.mergelab.engine.crash;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

/**
 * What one batch of a crash workload must look like after a reopen: ids {@code batch * rows ..} each exactly once; the
 * UPDATE ({@code v = id + UPDATED}) on all of the batch's rows or none; the DELETE of the even ids wholly applied or not
 * at all, and only after the UPDATE; both applied to every batch but the newest.
 *
 * @param count    rows of the batch
 * @param unique   distinct ids among them
 * @param sum      sum of the ids
 * @param min      smallest id
 * @param max      largest id
 * @param evens    rows with an even id
 * @param updated  rows with {@code v = id + UPDATED}
 * @param original rows with {@code v = id}
 */
record BatchCheck(long batch, long count, long unique, long sum, long min, long max, long evens, long updated, long original) {
    /** What the UPDATE adds to {@code id} in {@code v}. */
    static final long UPDATED = 1_000_000_000L;

    static BatchCheck of(List<Object> row) {
        long[] v = row.stream().mapToLong(o -> ((Number) o).longValue()).toArray();
        return new BatchCheck(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
    }

    void verify(long expectedBatch, long rows, boolean newest, String when) {
        String what = this + ", " + when;
        assertThat(batch).as("batches are numbered without gaps: " + what).isEqualTo(expectedBatch);
        long first = batch * rows;
        long last = first + rows - 1;
        assertThat(unique).as("no row twice: " + what).isEqualTo(count);
        assertThat(min).as(what).isBetween(first, first + 1);
        assertThat(max).as(what).isBetween(last - 1, last);
        long all = (first + last) * rows / 2;
        boolean deleted = evens == 0;
        if (deleted) {
            assertThat(count).as("the odd rows exactly: " + what).isEqualTo(rows / 2);
            assertThat(sum).as(what).isEqualTo(all - evenSum(first, last));
            assertThat(updated).as("the DELETE ran after the UPDATE: " + what).isEqualTo(count);
        } else {
            assertThat(count).as("all rows of the batch (DELETE not applied at all): " + what).isEqualTo(rows);
            assertThat(sum).as(what).isEqualTo(all);
        }
        assertThat(List.of(updated, original)).as("UPDATE wholly applied or not at all: " + what).contains(count);
        if (!newest) {
            assertThat(deleted).as("both mutations applied to an older batch: " + what).isTrue();
        }
    }

    private static long evenSum(long first, long last) {
        long a = first % 2 == 0 ? first : first + 1;
        long b = last % 2 == 0 ? last : last - 1;
        return a > b ? 0 : (a + b) * ((b - a) / 2 + 1) / 2;
    }
}
