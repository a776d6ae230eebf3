package io.mergelab.engine.table;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.ReadableNumbers;
import io.mergelab.engine.querylog.ProfileEvent;
import io.mergelab.engine.querylog.ProfileEventCounters;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.storage.DataPart;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Back-pressure on inserts when merges fall behind, as ClickHouse applies it when an insert into a MergeTree table
 * starts (once per INSERT, so an insert already writing is not stopped halfway):
 * <ul>
 *   <li>{@code max_parts_in_total} active parts in the whole table: fail with TOO_MANY_PARTS;</li>
 *   <li>{@code parts_to_throw_insert} active parts in the fullest partition: fail with TOO_MANY_PARTS
 *       (ProfileEvent RejectedInserts);</li>
 *   <li>{@code parts_to_delay_insert} or more: sleep {@code max(min_delay_to_insert_ms,
 *       max_delay_to_insert·1000·(parts − delay + 1)/(throw − delay))} ms (the formula since 23.1), at most
 *       {@code max_delay_to_insert} (ProfileEvents DelayedInserts, DelayedInsertsMilliseconds).</li>
 * </ul>
 * The per-partition checks skip a partition whose parts average more than {@code max_avg_part_size_for_too_many_parts}
 * bytes: many big parts are not the problem these limits guard against. A limit of 0 is off (ClickHouse treats 0 as
 * off for the delay; for the throwing limits it would reject every insert, which no one means). Not done: the
 * query-level overrides of parts_to_delay_insert / parts_to_throw_insert and the inactive-parts limits (MergeLab
 * removes replaced parts at once).
 */
public final class InsertThrottle {
    private static final Logger LOG = LoggerFactory.getLogger(InsertThrottle.class);
    /** How often a delayed insert checks whether its query was cancelled. */
    private static final long CANCEL_CHECK_MILLIS = 50;

    private InsertThrottle() {
    }

    /**
     * Fails with TOO_MANY_PARTS or sleeps as {@code table}'s part counts call for, counting the ProfileEvents in
     * {@code events}; a delay ends early with QUERY_WAS_CANCELLED once {@code cancelled} says so.
     */
    public static void delayOrThrow(MergeTreeTable table, ProfileEventCounters events, BooleanSupplier cancelled) {
        long delay;
        try {
            delay = delayMillis(table.activeParts(), table.definition().settings(),
                    table.definition().qualifiedName() + " (" + table.uuid() + ")");
        } catch (MergeLabException e) {
            events.increment(ProfileEvent.RejectedInserts);
            throw e;
        }
        if (delay == 0) {
            return;
        }
        events.increment(ProfileEvent.DelayedInserts);
        events.increment(ProfileEvent.DelayedInsertsMilliseconds, delay);
        LOG.info("Delaying an insert into {} by {} ms because a partition has too many parts",
                table.definition().qualifiedName(), delay);
        sleep(delay, cancelled);
    }

    /**
     * The delay in milliseconds an insert into a table with these active parts must wait (0: none); fails with
     * TOO_MANY_PARTS when it must not run at all. {@code tableLogName} names the table in the message.
     */
    static long delayMillis(List<DataPart> activeParts, Settings settings, String tableLogName) {
        long maxInTotal = settings.getLong("max_parts_in_total");
        if (maxInTotal > 0 && activeParts.size() >= maxInTotal) {
            throw new MergeLabException(ErrorCode.TOO_MANY_PARTS, "Too many parts (" + activeParts.size()
                    + ") in all partitions in total in table '" + tableLogName + "'. This indicates wrong choice of "
                    + "partition key. The threshold can be modified with 'max_parts_in_total' setting in <merge_tree> "
                    + "element in config.xml or with per-table setting.");
        }
        Map<String, long[]> partitions = new HashMap<>(); // partition id -> {parts, bytes}
        long parts = 0;
        long bytes = 0;
        for (DataPart p : activeParts) {
            long[] stats = partitions.computeIfAbsent(p.partName().partitionId(), k -> new long[2]);
            stats[0]++;
            stats[1] += p.bytesOnDisk();
            if (stats[0] > parts) {
                parts = stats[0];
                bytes = stats[1];
            }
        }
        long averageBytes = parts == 0 ? 0 : bytes / parts;
        long maxAverage = settings.getLong("max_avg_part_size_for_too_many_parts");
        if (parts == 0 || (maxAverage > 0 && averageBytes > maxAverage)) {
            return 0;
        }
        long throwAt = settings.getLong("parts_to_throw_insert");
        if (throwAt > 0 && parts >= throwAt) {
            throw new MergeLabException(ErrorCode.TOO_MANY_PARTS, "Too many parts (" + parts + " with average size of "
                    + ReadableNumbers.size(averageBytes) + ") in table '" + tableLogName
                    + "'. Merges are processing significantly slower than inserts");
        }
        long delayAt = settings.getLong("parts_to_delay_insert");
        if (delayAt == 0 || parts < delayAt) {
            return 0;
        }
        long maxDelay = settings.getLong("max_delay_to_insert") > 0 ? settings.getLong("max_delay_to_insert") * 1000 : 1000;
        long over = parts - delayAt + 1;
        long allowed = throwAt - delayAt;
        if (allowed <= 0 || over > allowed) {
            return maxDelay;
        }
        return Math.max(settings.getLong("min_delay_to_insert_ms"), (long) (maxDelay * ((double) over / allowed)));
    }

    private static void sleep(long millis, BooleanSupplier cancelled) {
        long end = System.nanoTime() + millis * 1_000_000;
        try {
            for (long left = millis; left > 0; left = (end - System.nanoTime()) / 1_000_000) {
                if (cancelled.getAsBoolean()) {
                    throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Query was cancelled");
                }
                Thread.sleep(Math.min(left, CANCEL_CHECK_MILLIS));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Query was cancelled while its insert was delayed");
        }
    }
}
