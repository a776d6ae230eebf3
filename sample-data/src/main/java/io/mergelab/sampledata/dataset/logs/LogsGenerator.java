package io.mergelab.sampledata.dataset.logs;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.Ascii;
import io.mergelab.sampledata.dataset.BlockScratch;
import io.mergelab.sampledata.dataset.BytesColumnWriter;
import io.mergelab.sampledata.dataset.EqualBlocksGenerator;
import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.dataset.RowRandom;
import io.mergelab.sampledata.dataset.StringColumns;
import io.mergelab.sampledata.dataset.ZipfDistribution;
import io.mergelab.sampledata.dataset.logs.LogsVocabulary.LineKind;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The rows of {@link LogsDataset}. Positions are cut into stretches of {@link #STRETCH_ROWS} lines, each the log of
 * one test: its name (Zipf over the test names), whether it fails and with which exception are hashes of the seed and
 * the stretch, so they agree whichever block a stretch falls in. A failing stretch logs ERROR lines naming the
 * exception; its other lines, like all lines of passing tests, are ordinary templates (Zipf). Key-ordered rows take
 * their timestamp from their position, the others a random moment of the month, and test_run_id follows the timestamp.
 */
final class LogsGenerator extends EqualBlocksGenerator {
    /**
     * About 190 bytes a row in memory: 2^18 rows make a block of about 49 MB, so a file export's window of
     * 2 x threads blocks, each also held formatted, fits a 1 GiB heap at two threads, while a load of 100 M rows
     * (one part per block) stays well under parts_to_delay_insert even with merges stopped.
     */
    static final int BLOCK_ROWS = 1 << 18;
    /** Lines of one test: a failing test's ERROR lines share a few granules of 8,192 rows. */
    static final int STRETCH_ROWS = 1024;
    /** Share of ERROR lines in a failing test's stretch (higher when the errors knob asks for more). */
    static final double FAILING_ERROR_SHARE = 0.5;
    static final long START_MILLIS = 1_704_067_200_000L; // 2024-01-01 00:00:00 UTC
    static final long SPAN_MILLIS = 30 * 86_400_000L;
    static final long LINES_PER_RUN = 50_000;
    private static final int TRACE_ROWS = 16;
    private static final int STREAM_TEST = 0;
    private static final int STREAM_FAILS = 1;
    private static final int STREAM_EXCEPTION = 2;
    private static final int STREAM_HOST = 3;
    private static final int STREAM_TRACE_HIGH = 4;
    private static final int STREAM_TRACE_LOW = 5;
    private static final byte[] PART_MONTH = Ascii.bytes("202401_");

    private final long seed;
    private final double correlation;
    private final double failingErrorShare;
    private final double failingShare;
    private final long runs;
    private final LogsVocabulary vocabulary;
    private final ZipfDistribution tests;
    private final ZipfDistribution lines;
    private final ZipfDistribution exceptions = new ZipfDistribution(LogsVocabulary.EXCEPTIONS.length, 1.2);
    private final ZipfDistribution threads = new ZipfDistribution(LogsVocabulary.THREADS.length, 1.0);
    private final byte[][] exceptionNames = Ascii.bytes(LogsVocabulary.EXCEPTIONS);
    private final byte[][] threadNames = Ascii.bytes(LogsVocabulary.THREADS);
    private final byte[][] tableNames = Ascii.bytes(LogsVocabulary.TABLES);
    private final byte[][] indexNames = Ascii.bytes(LogsVocabulary.INDEXES);
    private final byte[][] loggers = new byte[LogsVocabulary.LINES.size()][];
    private final StringColumns hosts;
    private final StringColumns levels;

    LogsGenerator(Knobs knobs) {
        super(knobs.rows(), BLOCK_ROWS);
        seed = knobs.seed();
        correlation = knobs.get(KnobSpec.CORRELATION);
        double errors = knobs.get(LogsDataset.ERRORS);
        failingErrorShare = Math.max(FAILING_ERROR_SHARE, errors);
        failingShare = errors / failingErrorShare;
        runs = Math.max(1, (knobs.rows() + LINES_PER_RUN - 1) / LINES_PER_RUN);
        vocabulary = new LogsVocabulary((int) knobs.getLong(KnobSpec.DISTINCT));
        double skew = knobs.get(KnobSpec.SKEW);
        tests = new ZipfDistribution(vocabulary.tests(), skew);
        lines = new ZipfDistribution(LogsVocabulary.LINES.size(), skew);
        for (int k = 0; k < loggers.length; k++) {
            loggers[k] = LogsVocabulary.LINES.get(k).loggerBytes();
        }
        hosts = new StringColumns(type("host"), LogsVocabulary.HOSTS);
        levels = new StringColumns(type("level"), LogsVocabulary.LEVELS);
    }

    @Override
    protected Chunk fill(int index, long first, int n, BlockScratch scratch) {
        return new BlockBuilder(n, RowRandom.ofBlock(seed, index), scratch).build(first);
    }

    /** One block's columns, filled row by row; the current stretch's test is worked out once per stretch. */
    private final class BlockBuilder {
        private final int n;
        private final SplittableRandom random;
        private final BlockScratch scratch;
        private final long[] timestamp;
        private final long[] runId;
        private final int[] host;
        private final int[] level;
        private final BytesColumnWriter logger;
        private final BytesColumnWriter thread;
        private final BytesColumnWriter message;
        private final BytesColumnWriter traceId;
        private long stretch = -1;
        private int test;
        private boolean failing;
        private int exception;

        BlockBuilder(int n, SplittableRandom random, BlockScratch scratch) {
            this.n = n;
            this.random = random;
            this.scratch = scratch;
            timestamp = scratch.longs(n);
            runId = scratch.longs(n);
            host = scratch.ints(n);
            level = scratch.ints(n);
            logger = new BytesColumnWriter(type("logger"), n, 44, scratch);
            thread = new BytesColumnWriter(type("thread"), n, 12, scratch);
            message = new BytesColumnWriter(type("message"), n, 56, scratch);
            traceId = new BytesColumnWriter(type("trace_id"), n, 32, scratch);
        }

        Chunk build(long first) {
            for (int i = 0; i < n; i++) {
                row(i, first + i);
            }
            List<Column> columns = List.of(new LongColumn(type("timestamp"), timestamp, n),
                    new LongColumn(type("test_run_id"), runId, n), hosts.column(host, n, scratch),
                    levels.column(level, n, scratch),
                    logger.finish(), thread.finish(), message.finish(), traceId.finish());
            return new Chunk(columns, n);
        }

        private void row(int i, long position) {
            enterStretch(position / STRETCH_ROWS);
            long offset = random.nextDouble() < correlation
                    ? (long) ((position + random.nextDouble()) / rows() * SPAN_MILLIS)
                    : (long) (random.nextDouble() * SPAN_MILLIS);
            timestamp[i] = START_MILLIS + offset;
            long run = Math.min(runs - 1, offset * runs / SPAN_MILLIS);
            runId[i] = run + 1;
            host[i] = (int) Long.remainderUnsigned(RowRandom.bits(seed, run, STREAM_HOST), LogsVocabulary.HOSTS.length);
            LineKind kind;
            if (failing && random.nextDouble() < failingErrorShare) {
                kind = LogsVocabulary.FAILURE_LINES.get(random.nextInt(LogsVocabulary.FAILURE_LINES.size()));
                logger.append(vocabulary.testClass(test));
            } else {
                int k = lines.rank(random.nextDouble());
                kind = LogsVocabulary.LINES.get(k);
                logger.append(loggers[k] == null ? vocabulary.testClass(test) : loggers[k]);
            }
            logger.endRow();
            level[i] = kind.level();
            fill(kind.template());
            thread.append(threadNames[threads.rank(random.nextDouble())]).endRow();
            long trace = position / TRACE_ROWS;
            traceId.appendHex(RowRandom.bits(seed, trace, STREAM_TRACE_HIGH), 16)
                    .appendHex(RowRandom.bits(seed, trace, STREAM_TRACE_LOW), 16).endRow();
        }

        private void enterStretch(long s) {
            if (s != stretch) {
                stretch = s;
                test = tests.rank(RowRandom.unit(seed, s, STREAM_TEST));
                failing = RowRandom.unit(seed, s, STREAM_FAILS) < failingShare;
                exception = exceptions.rank(RowRandom.unit(seed, s, STREAM_EXCEPTION));
            }
        }

        private void fill(MessageTemplate template) {
            for (int h = 0; h < template.holes(); h++) {
                message.append(template.literal(h));
                switch (template.slot(h)) {
                    case TEST -> message.append(vocabulary.testName(test));
                    case TEST_CLASS -> message.append(vocabulary.testClass(test));
                    case EXCEPTION -> message.append(exceptionNames[exception]);
                    case PART -> message.append(PART_MONTH).appendDecimal(1 + random.nextInt(5000)).append((byte) '_')
                            .appendDecimal(5001 + random.nextInt(5000)).append((byte) '_').appendDecimal(random.nextInt(6));
                    case COUNT -> message.appendDecimal((1L << random.nextInt(20)) + random.nextInt(1000));
                    case MILLIS -> message.appendDecimal(random.nextInt(1 << random.nextInt(1, 16)));
                    case UUID -> uuid(random.nextLong(), random.nextLong());
                    case LINE -> message.appendDecimal(20 + random.nextInt(400));
                    case TABLE -> message.append(tableNames[random.nextInt(tableNames.length)]);
                    case INDEX -> message.append(indexNames[random.nextInt(indexNames.length)]);
                    case PERCENT -> message.appendDecimal(random.nextInt(101));
                }
            }
            message.append(template.literal(template.holes())).endRow();
        }

        private void uuid(long high, long low) {
            message.appendHex(high >>> 32, 8).append((byte) '-').appendHex(high >>> 16, 4).append((byte) '-')
                    .appendHex(high, 4).append((byte) '-').appendHex(low >>> 48, 4).append((byte) '-')
                    .appendHex(low, 12);
        }
    }

    private static DataType type(String column) {
        return LogsDataset.COLUMN_TYPES.get(LogsDataset.COLUMN_NAMES.indexOf(column));
    }
}
