package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.count;
import static io.mergelab.profiler.advice.RunFacts.size;

import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import java.util.regex.Pattern;

/**
 * {@code SELECT *} over a wide table: every column is read, decompressed and sent. From 5 columns read (the query
 * log's {@code columns}); score 30, 60 from 20 columns.
 */
final class SelectStarRule implements Rule {
    static final String ID = "select-star";
    private static final Pattern STAR = Pattern.compile("(?is)\\bSELECT\\s+(?:DISTINCT\\s+)?(?:\\w+\\.)?\\*");
    private static final Pattern QUOTED = Pattern.compile("'[^']*'");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "SELECT * reads every column";
    }

    @Override
    public Finding evaluate(Run run) {
        if (!STAR.matcher(run.sql()).find() || run.queryLog().isEmpty()) {
            return Finding.ok(ID, "The query names its columns.");
        }
        QueryLogEntry log = run.queryLog().get();
        long columns = QUOTED.matcher(log.columns().getOrDefault("columns", "")).results().count();
        if (columns < 5) {
            return Finding.ok(ID, "SELECT * read " + columns + (columns == 1 ? " column." : " columns."));
        }
        long bytesPerRow = log.readBytes() / Math.max(1, log.readRows());
        return new Finding(ID, columns >= 20 ? 60 : 30,
                "SELECT * read " + columns + " columns, " + size(bytesPerRow) + " a row, " + size(log.readBytes())
                        + " for " + count(log.readRows()) + " rows",
                "A column store reads, decompresses and sends only the columns a query names. SELECT * names them "
                        + "all, so every added column makes the query slower. Story B went from 9 columns (~38 bytes "
                        + "a row) to one precomputed 8-byte column: 3.46 GiB read, 582 MiB peak memory.",
                "Name the columns the caller uses; precompute at insert what several columns are read to compute");
    }
}
