package io.mergelab.sampledata.dataset.events;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.sampledata.dataset.BlockGenerator;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Counts over all rows of an events generation, read from its blocks in order (for the distribution tests). */
final class EventsSample {
    static final long YEAR_2023 = 1_672_531_200L;
    static final long YEAR_2026 = 1_767_225_600L;

    long rows;
    long expired;
    long unusedTypes;
    long deleted;
    long zeroRates;
    long zeroRatesNotUsd;
    long customerIdsNotOfTheirClient;
    long deletedFirstOccurrences;
    long minCreated = Long.MAX_VALUE;
    long maxCreated = Long.MIN_VALUE;
    final Map<Long, Long> rowsPerClient = new HashMap<>();
    final Set<String> types = new HashSet<>();
    final Set<Long> biggestClientCustomerResidues = new HashSet<>();
    /** The largest client's purchase rows per day they were created on. */
    private final Map<Long, Long> biggestClientPurchasesByDay = new HashMap<>();
    /** Per block: the months its rows were created in, and the mean created_at. */
    final List<Set<YearMonth>> monthsPerBlock = new ArrayList<>();
    final List<Double> meanCreatedPerBlock = new ArrayList<>();
    private final Set<String> keys = new HashSet<>();
    private long nextVersion = 1;
    long versionsOutOfOrder;

    static EventsSample of(BlockGenerator generator) {
        EventsSample s = new EventsSample();
        for (int b = 0; b < generator.blockCount(); b++) {
            s.add(generator.block(b));
        }
        return s;
    }

    long keys() {
        return keys.size();
    }

    double share(long count) {
        return count / (double) rows;
    }

    /** The share of the rows held by the {@code top} clients with the most rows. */
    double topClientsShare(int top) {
        return share(rowsPerClient.values().stream().sorted((a, b) -> Long.compare(b, a)).limit(top)
                .mapToLong(Long::longValue).sum());
    }

    long clientWithMostRows() {
        return rowsPerClient.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
    }

    /** The mean rows per day of the largest client's purchases, over the days that have any. */
    double biggestClientPurchasesPerDay() {
        return biggestClientPurchasesByDay.values().stream().mapToLong(Long::longValue).average().orElse(0);
    }

    private void add(Chunk block) {
        long[] client = ((LongColumn) block.column(0)).values();
        long[] internal = ((LongColumn) block.column(1)).values();
        BytesColumn type = (BytesColumn) block.column(2);
        long[] created = ((LongColumn) block.column(3)).values();
        long[] periodEnds = ((LongColumn) block.column(4)).values();
        long[] customer = ((LongColumn) block.column(5)).values();
        BytesColumn currency = (BytesColumn) block.column(7);
        double[] rate = ((DoubleColumn) block.column(8)).values();
        long[] version = ((LongColumn) block.column(9)).values();
        long[] isDeleted = ((LongColumn) block.column(10)).values();
        Set<YearMonth> months = new HashSet<>();
        double createdSum = 0;
        for (int i = 0; i < block.rows(); i++) {
            rows++;
            rowsPerClient.merge(client[i], 1L, Long::sum);
            String typeName = type.getString(i);
            types.add(typeName);
            unusedTypes += EventTypes.UNUSED.contains(typeName) ? 1 : 0;
            expired += periodEnds[i] < YEAR_2026 ? 1 : 0;
            minCreated = Math.min(minCreated, created[i]);
            maxCreated = Math.max(maxCreated, created[i]);
            createdSum += created[i];
            months.add(YearMonth.from(Instant.ofEpochSecond(created[i]).atOffset(ZoneOffset.UTC)));
            customerIdsNotOfTheirClient += customer[i] / 1000 == client[i] ? 0 : 1;
            if (client[i] == EventsDataset.biggestClientId()) {
                biggestClientCustomerResidues.add(customer[i] % 36);
                if (typeName.equals("purchase")) {
                    biggestClientPurchasesByDay.merge(created[i] / 86_400, 1L, Long::sum);
                }
            }
            boolean first = keys.add(client[i] + "/" + typeName + "/" + created[i] + "/" + internal[i]);
            deleted += isDeleted[i];
            deletedFirstOccurrences += first && isDeleted[i] == 1 ? 1 : 0;
            if (rate[i] == 0) {
                zeroRates++;
                zeroRatesNotUsd += currency.getString(i).equals("USD") ? 0 : 1;
            }
            versionsOutOfOrder += version[i] == nextVersion++ ? 0 : 1;
        }
        monthsPerBlock.add(months);
        meanCreatedPerBlock.add(createdSum / block.rows());
    }
}
