package io.mergelab.sampledata.dataset.needle;

import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.DeclaredDataset;
import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import java.util.List;

/**
 * The table of seeds-digest story A (streaming skip indexes): one String column holding 'needle' on every
 * {@code period}-th row (rows 0, period, 2 * period, ...) and 64 random printable ASCII characters on the others,
 * as ClickHouse's {@code if(number % 1024 == 0, 'needle', randomPrintableASCII(64))} does. At the default period
 * every granule of 1,024 rows holds exactly one needle, so its bloom filter can exclude nothing.
 */
public final class NeedleDataset extends DeclaredDataset {
    public static final String NAME = "needle";
    public static final String PERIOD = "period";
    /** The value every {@code period}-th row holds. */
    public static final String NEEDLE = "needle";
    /** The length of the other rows' random strings. */
    public static final int RANDOM_LENGTH = 64;

    private static final List<KnobSpec> KNOBS = List.of(new KnobSpec(PERIOD, 2, 1e9, 1024, true,
            "rows from one needle to the next (1,024 puts one in every granule of the default table)"));

    public NeedleDataset() {
        super(NAME, "story A: 64 random printable characters per row, 'needle' every 1,024 rows (knob period), "
                + "bloom_filter skip index", List.of("s"), types("String"), KNOBS);
    }

    @Override
    public String createTable(String qualifiedTable) {
        return "CREATE TABLE " + qualifiedTable + " (s String, INDEX s_idx s TYPE bloom_filter(0.0001) GRANULARITY 1) "
                + "ENGINE = MergeTree ORDER BY () SETTINGS index_granularity = 1024";
    }

    @Override
    public BlockGenerator generator(Knobs knobs) {
        return new NeedleBlocks(knobs.rows(), knobs.seed(), knobs.getLong(PERIOD));
    }
}
