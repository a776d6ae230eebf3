package io.mergelab.sampledata.dataset.hits;

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
import io.mergelab.sampledata.dataset.ZipfDistribution;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The rows of {@link HitsDataset}. A block's values come from a SplittableRandom seeded by its block number; a
 * user's lasting traits (UserID, region, OS, screen, phone) are hashes of the seed and the user's rank, so they agree
 * across blocks. Rows that follow the key order take their site and day from their position in the whole table.
 */
final class HitsGenerator extends EqualBlocksGenerator {
    /**
     * About 320 bytes a row in memory: 2^17 rows make a block of about 42 MB, so a file export's window of
     * 2 x threads blocks, each also held formatted, fits a 1 GiB heap at two threads, while a load of 100 M rows
     * (one partition, one part per block) stays under parts_to_delay_insert even with merges stopped.
     */
    static final int BLOCK_ROWS = 1 << 17;
    static final double SEARCH_SHARE = 0.12;
    static final double DIRECT_SHARE = 0.40;
    static final double INTERNAL_SHARE_OF_LINKS = 0.25;
    static final long FIRST_DAY = 15_887; // 2013-07-01
    static final int DAYS = 31;
    private static final long SECONDS_PER_DAY = 86_400;
    private static final int REGIONS = 600;
    private static final byte[] HTTP = Ascii.bytes("http://");
    private static final byte[] HTTPS = Ascii.bytes("https://");
    private static final byte[] WWW = Ascii.bytes("www.");
    private static final byte[] SEARCH_PATH = Ascii.bytes("/search?q=");
    private static final byte[] TITLE_SEPARATOR = Ascii.bytes(" - ");
    /** Weighted by repetition: a user's trait is one of 16 entries picked by 4 bits of the user's hash. */
    private static final int[] OS = {2, 2, 2, 2, 2, 2, 7, 7, 7, 3, 3, 44, 44, 126, 10, 54};
    private static final int[] USER_AGENTS = {7, 7, 7, 7, 2, 2, 2, 3, 3, 4, 4, 5, 6, 38, 49, 58};
    private static final int[][] SCREENS = {{1920, 1080}, {1920, 1080}, {1366, 768}, {1366, 768}, {1366, 768},
        {1280, 1024}, {1280, 1024}, {1440, 900}, {1440, 900}, {1600, 900}, {1280, 800}, {1280, 800}, {1024, 768},
        {1680, 1050}, {2560, 1440}, {1536, 864}};
    private static final int[][] MOBILE_SCREENS = {{320, 480}, {320, 568}, {360, 640}, {768, 1024}, {480, 800},
        {720, 1280}, {540, 960}, {1080, 1920}};
    private static final int STREAM_USER_ID = 0;
    private static final int STREAM_USER_TRAITS = 1;
    private static final int STREAM_USER_DEVICE = 2;
    private static final int STREAM_PAGE_HASH = 3;
    private static final int STREAM_SEARCH_HASH = 4;

    private final long seed;
    private final double correlation;
    private final HitsVocabulary vocabulary;
    private final ZipfDistribution sites;
    private final ZipfDistribution users;
    private final ZipfDistribution pages = new ZipfDistribution(HitsVocabulary.PATHS, 1.0);
    private final ZipfDistribution phrases = new ZipfDistribution(HitsVocabulary.PHRASES, 1.0);
    private final ZipfDistribution engines = new ZipfDistribution(HitsVocabulary.ENGINES.length, 1.5);
    private final ZipfDistribution regions = new ZipfDistribution(REGIONS, 1.2);
    private final ZipfDistribution phones = new ZipfDistribution(HitsVocabulary.PHONE_MODELS.length, 1.0);

    HitsGenerator(Knobs knobs) {
        super(knobs.rows(), BLOCK_ROWS);
        seed = knobs.seed();
        correlation = knobs.get(KnobSpec.CORRELATION);
        int distinct = (int) knobs.getLong(KnobSpec.DISTINCT);
        vocabulary = new HitsVocabulary(distinct);
        sites = new ZipfDistribution(distinct, knobs.get(KnobSpec.SKEW));
        users = new ZipfDistribution((int) knobs.getLong(HitsDataset.USERS), 0.8);
    }

    @Override
    protected Chunk fill(int index, long first, int n, BlockScratch scratch) {
        return new BlockBuilder(n, scratch).build(RowRandom.ofBlock(seed, index), first);
    }

    /** One block's columns, filled row by row. */
    private final class BlockBuilder {
        private final int n;
        private final long[] watchId;
        private final long[] javaEnable;
        private final long[] goodEvent;
        private final long[] eventTime;
        private final long[] eventDate;
        private final long[] counterId;
        private final long[] clientIp;
        private final long[] regionId;
        private final long[] userId;
        private final long[] os;
        private final long[] userAgent;
        private final long[] isRefresh;
        private final long[] resolutionWidth;
        private final long[] resolutionHeight;
        private final long[] isMobile;
        private final long[] mobilePhone;
        private final long[] traficSourceId;
        private final long[] searchEngineId;
        private final long[] advEngineId;
        private final long[] windowWidth;
        private final long[] windowHeight;
        private final long[] isLink;
        private final long[] isDownload;
        private final long[] dontCountHits;
        private final long[] urlHash;
        private final long[] refererHash;
        private final BytesColumnWriter title;
        private final BytesColumnWriter url;
        private final BytesColumnWriter referer;
        private final BytesColumnWriter phoneModel;
        private final BytesColumnWriter searchPhrase;

        BlockBuilder(int n, BlockScratch scratch) {
            this.n = n;
            watchId = scratch.longs(n);
            javaEnable = scratch.longs(n);
            goodEvent = scratch.longs(n);
            eventTime = scratch.longs(n);
            eventDate = scratch.longs(n);
            counterId = scratch.longs(n);
            clientIp = scratch.longs(n);
            regionId = scratch.longs(n);
            userId = scratch.longs(n);
            os = scratch.longs(n);
            userAgent = scratch.longs(n);
            isRefresh = scratch.longs(n);
            resolutionWidth = scratch.longs(n);
            resolutionHeight = scratch.longs(n);
            isMobile = scratch.longs(n);
            mobilePhone = scratch.longs(n);
            traficSourceId = scratch.longs(n);
            searchEngineId = scratch.longs(n);
            advEngineId = scratch.longs(n);
            windowWidth = scratch.longs(n);
            windowHeight = scratch.longs(n);
            isLink = scratch.longs(n);
            isDownload = scratch.longs(n);
            dontCountHits = scratch.longs(n);
            urlHash = scratch.longs(n);
            refererHash = scratch.longs(n);
            title = new BytesColumnWriter(type("Title"), n, 32, scratch);
            url = new BytesColumnWriter(type("URL"), n, 48, scratch);
            referer = new BytesColumnWriter(type("Referer"), n, 32, scratch);
            phoneModel = new BytesColumnWriter(type("MobilePhoneModel"), n, 2, scratch);
            searchPhrase = new BytesColumnWriter(type("SearchPhrase"), n, 4, scratch);
        }

        Chunk build(SplittableRandom random, long first) {
            for (int i = 0; i < n; i++) {
                row(random, i, first + i);
            }
            List<Column> columns = new ArrayList<>(HitsDataset.COLUMN_NAMES.size());
            for (String name : HitsDataset.COLUMN_NAMES) {
                columns.add(column(name));
            }
            return new Chunk(columns, n);
        }

        private void row(SplittableRandom random, int i, long position) {
            int site;
            int day;
            if (random.nextDouble() < correlation) {
                // The key-ordered rows: the site and day follow the row's place in the table, sites by their
                // cumulative Zipf shares, each site's stretch split evenly over the month.
                double q = (position + 0.5) / rows();
                site = sites.rank(q);
                double low = sites.shareOfTop(site);
                double width = sites.shareOfTop(site + 1) - low;
                day = width <= 0 ? 0 : (int) Math.min(DAYS - 1, Math.max(0, (q - low) / width * DAYS));
            } else {
                site = sites.rank(random.nextDouble());
                day = random.nextInt(DAYS);
            }
            watchId[i] = random.nextLong() >>> 1;
            goodEvent[i] = random.nextInt(1000) == 0 ? 0 : 1;
            eventDate[i] = FIRST_DAY + day;
            eventTime[i] = (FIRST_DAY + day) * SECONDS_PER_DAY + random.nextInt((int) SECONDS_PER_DAY);
            counterId[i] = site + 1;
            user(random, i, users.rank(random.nextDouble()));
            int page = pages.rank(random.nextDouble());
            writePage(url, site, page);
            url.endRow();
            urlHash[i] = pageHash(site, page);
            title.append(vocabulary.pageTitle(page)).append(TITLE_SEPARATOR).append(vocabulary.siteTitle(site)).endRow();
            isRefresh[i] = random.nextInt(10) == 0 ? 1 : 0;
            isLink[i] = random.nextInt(100) == 0 ? 1 : 0;
            isDownload[i] = random.nextInt(200) == 0 ? 1 : 0;
            dontCountHits[i] = random.nextInt(50) == 0 ? 1 : 0;
            source(random, i, site);
        }

        /** A user's lasting traits come from hashes of the user's rank; only the IP changes now and then. */
        private void user(SplittableRandom random, int i, int user) {
            long traits = RowRandom.bits(seed, user, STREAM_USER_TRAITS);
            long device = RowRandom.bits(seed, user, STREAM_USER_DEVICE);
            userId[i] = RowRandom.bits(seed, user, STREAM_USER_ID) >>> 1;
            clientIp[i] = random.nextInt(10) == 0 ? random.nextInt() : (int) (device >>> 32);
            regionId[i] = 1 + regions.rank((traits >>> 11) * 0x1.0p-53);
            os[i] = OS[(int) (device & 15)];
            userAgent[i] = USER_AGENTS[(int) (device >>> 4 & 15)];
            javaEnable[i] = (device >>> 8 & 3) == 0 ? 0 : 1;
            boolean mobile = (device >>> 10 & 7) == 0;
            isMobile[i] = mobile ? 1 : 0;
            if (mobile) {
                int[] screen = MOBILE_SCREENS[(int) (device >>> 13 & 7)];
                int model = phones.rank((device >>> 16 & 0xffff) / 65536.0);
                mobilePhone[i] = model + 1;
                phoneModel.append(vocabulary.phoneModel(model));
                resolutionWidth[i] = screen[0];
                resolutionHeight[i] = screen[1];
                windowWidth[i] = screen[0];
                windowHeight[i] = screen[1] - 64;
            } else {
                int[] screen = SCREENS[(int) (device >>> 13 & 15)];
                resolutionWidth[i] = screen[0];
                resolutionHeight[i] = screen[1];
                windowWidth[i] = screen[0] - (device >>> 17 & 31);
                windowHeight[i] = screen[1] - 90 - (device >>> 22 & 127);
            }
            phoneModel.endRow();
        }

        /** Where the visit came from: a search engine, nowhere (typed in), the same site or another site. */
        private void source(SplittableRandom random, int i, int site) {
            double u = random.nextDouble();
            if (u < SEARCH_SHARE) {
                int engine = engines.rank(random.nextDouble());
                int phrase = phrases.rank(random.nextDouble());
                byte[] words = vocabulary.phrase(phrase);
                searchPhrase.append(words);
                referer.append(HTTPS).append(vocabulary.engine(engine)).append(SEARCH_PATH)
                        .appendReplacingSpaces(words, (byte) '+');
                searchEngineId[i] = engine + 1;
                traficSourceId[i] = 2;
                refererHash[i] = RowRandom.bits(0, (long) engine * HitsVocabulary.PHRASES + phrase, STREAM_SEARCH_HASH);
            } else if (u < SEARCH_SHARE + DIRECT_SHARE) {
                traficSourceId[i] = 0;
            } else {
                boolean internal = random.nextDouble() < INTERNAL_SHARE_OF_LINKS;
                int from = internal ? site : sites.rank(random.nextDouble());
                int page = pages.rank(random.nextDouble());
                writePage(referer, from, page);
                refererHash[i] = pageHash(from, page);
                if (internal) {
                    traficSourceId[i] = -1;
                } else if (random.nextInt(50) == 0) {
                    advEngineId[i] = 1 + random.nextInt(30);
                    traficSourceId[i] = 3;
                } else {
                    traficSourceId[i] = 1;
                }
            }
            referer.endRow();
            searchPhrase.endRow();
        }

        private void writePage(BytesColumnWriter out, int site, int page) {
            out.append(vocabulary.https(site) ? HTTPS : HTTP);
            if (vocabulary.www(site)) {
                out.append(WWW);
            }
            out.append(vocabulary.domain(site)).append(vocabulary.path(page));
        }

        private Column column(String name) {
            DataType type = type(name);
            return switch (name) {
                case "WatchID" -> longs(type, watchId);
                case "JavaEnable" -> longs(type, javaEnable);
                case "Title" -> title.finish();
                case "GoodEvent" -> longs(type, goodEvent);
                case "EventTime" -> longs(type, eventTime);
                case "EventDate" -> longs(type, eventDate);
                case "CounterID" -> longs(type, counterId);
                case "ClientIP" -> longs(type, clientIp);
                case "RegionID" -> longs(type, regionId);
                case "UserID" -> longs(type, userId);
                case "OS" -> longs(type, os);
                case "UserAgent" -> longs(type, userAgent);
                case "URL" -> url.finish();
                case "Referer" -> referer.finish();
                case "IsRefresh" -> longs(type, isRefresh);
                case "ResolutionWidth" -> longs(type, resolutionWidth);
                case "ResolutionHeight" -> longs(type, resolutionHeight);
                case "IsMobile" -> longs(type, isMobile);
                case "MobilePhone" -> longs(type, mobilePhone);
                case "MobilePhoneModel" -> phoneModel.finish();
                case "TraficSourceID" -> longs(type, traficSourceId);
                case "SearchEngineID" -> longs(type, searchEngineId);
                case "SearchPhrase" -> searchPhrase.finish();
                case "AdvEngineID" -> longs(type, advEngineId);
                case "WindowClientWidth" -> longs(type, windowWidth);
                case "WindowClientHeight" -> longs(type, windowHeight);
                case "IsLink" -> longs(type, isLink);
                case "IsDownload" -> longs(type, isDownload);
                case "DontCountHits" -> longs(type, dontCountHits);
                case "URLHash" -> longs(type, urlHash);
                case "RefererHash" -> longs(type, refererHash);
                default -> throw new IllegalStateException("no generator for column " + name);
            };
        }

        private LongColumn longs(DataType type, long[] values) {
            return new LongColumn(type, values, n);
        }
    }

    /** Equal URLs hash equal: a page's hash depends only on its site and path. */
    private static long pageHash(int site, int page) {
        return RowRandom.bits(0, (long) site * HitsVocabulary.PATHS + page, STREAM_PAGE_HASH);
    }

    private static DataType type(String column) {
        return HitsDataset.COLUMN_TYPES.get(HitsDataset.COLUMN_NAMES.indexOf(column));
    }
}
