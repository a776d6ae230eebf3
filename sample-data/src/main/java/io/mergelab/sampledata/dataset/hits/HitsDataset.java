package io.mergelab.sampledata.dataset.hits;

import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.DeclaredDataset;
import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import java.util.List;

/**
 * A web-analytics table in the manner of ClickBench's {@code hits} (seeds-digest story C): the columns ClickBench's
 * queries use, with its names and types. Page views of {@code distinct} invented sites whose popularity is Zipf
 * ({@code skew}); CounterID {@code n} is the n-th most visited site. Referer is empty for about 40% of rows, a
 * search engine's result page for 12% (those rows have a SearchPhrase), another page of the same site for 12% and a
 * page of a Zipf-drawn site for the rest, so a GROUP BY over the Referer domain has a long-tailed top list. Users are
 * Zipf (exponent 0.8) over {@code users}; a user keeps its region, OS, browser, screen and phone. Times cover July
 * 2013 (UTC). The sorting key follows ClickBench's table, which has no {@code intHash32} (the engine has none either).
 * {@code correlation} defaults to 0.5: half the rows come in (CounterID, EventDate) order, as from a table sorted like
 * ClickBench's, the others at random, so every block (part) spans all sites and the primary key prunes granules
 * within parts but not whole parts; 1 gives parts with disjoint key ranges, 0 sites and days in random order.
 */
public final class HitsDataset extends DeclaredDataset {
    public static final String NAME = "hits";
    public static final String USERS = "users";
    static final List<String> COLUMN_NAMES = List.of("WatchID", "JavaEnable", "Title", "GoodEvent", "EventTime",
            "EventDate", "CounterID", "ClientIP", "RegionID", "UserID", "OS", "UserAgent", "URL", "Referer", "IsRefresh",
            "ResolutionWidth", "ResolutionHeight", "IsMobile", "MobilePhone", "MobilePhoneModel", "TraficSourceID",
            "SearchEngineID", "SearchPhrase", "AdvEngineID", "WindowClientWidth", "WindowClientHeight", "IsLink",
            "IsDownload", "DontCountHits", "URLHash", "RefererHash");
    static final List<DataType> COLUMN_TYPES = types("Int64", "Int16", "String", "Int16", "DateTime", "Date", "UInt32",
            "Int32", "UInt32", "Int64", "Int16", "Int16", "String", "String", "Int16", "Int16", "Int16", "Int16",
            "Int16", "String", "Int16", "Int16", "String", "Int16", "Int16", "Int16", "Int16", "Int16", "Int16",
            "Int64", "Int64");
    private static final List<KnobSpec> KNOBS = List.of(
            new KnobSpec(KnobSpec.SKEW, 0, 3, 1.1, false,
                    "Zipf exponent of site popularity (URL and Referer domains, CounterID); 0 = all sites equal"),
            new KnobSpec(KnobSpec.DISTINCT, 1, 1_000_000, 10_000, true, "number of distinct sites (domains)"),
            new KnobSpec(USERS, 1, 10_000_000, 100_000, true, "number of distinct users (UserID, Zipf exponent 0.8)"),
            new KnobSpec(KnobSpec.CORRELATION, 0, 1, 0.5, false,
                    "share of rows that come in (CounterID, EventDate) order, as in ClickBench's sorted table; "
                    + "the others have random sites and days (0 = random order)"));

    public HitsDataset() {
        super(NAME, "ClickBench-like web analytics page views: Zipf sites, URL, Referer, SearchPhrase, UserID (story C)",
                COLUMN_NAMES, COLUMN_TYPES, KNOBS);
    }

    @Override
    public String createTable(String qualifiedTable) {
        return "CREATE TABLE " + qualifiedTable + " (" + columnsClause() + ") ENGINE = MergeTree "
                + "PARTITION BY toYYYYMM(EventDate) ORDER BY (CounterID, EventDate, UserID, EventTime, WatchID)";
    }

    @Override
    public BlockGenerator generator(Knobs knobs) {
        return new HitsGenerator(knobs);
    }
}
