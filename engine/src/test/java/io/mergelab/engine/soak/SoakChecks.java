package io.mergelab.engine.soak;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.soak.SoakOutcomes.SoakViolation;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The invariants of the soak tables, read through SQL. While writers run, a query must see at least the rows
 * acknowledged before it started and at most those started before it ended; when they are paused
 * ({@link #exact}) the tables must hold exactly what was acknowledged.
 */
final class SoakChecks {
    static final String LIVE_COUNT = "SELECT count(), uniqExact(id) FROM soak.ev WHERE doomed = 0";
    static final String FINAL_ROWS = "SELECT k, ver, val FROM soak.rep FINAL";
    static final String ARGMAX_ROWS = "SELECT k, max(ver), argMax(val, ver) FROM soak.rep GROUP BY k";

    private final SoakLedger ledger;

    SoakChecks(SoakLedger ledger) {
        this.ledger = ledger;
    }

    /** count() of live rows within [acknowledged before, started after], and no row twice. */
    void liveCount(Session session, String settings) {
        long before = ledger.liveAcknowledged.get();
        List<Object> row = rows(session, LIVE_COUNT + settings).get(0);
        long after = ledger.liveStarted.get();
        long count = number(row.get(0));
        long unique = number(row.get(1));
        if (count < before || count > after) {
            throw new SoakViolation("live rows " + count + " outside [" + before + ", " + after + "]" + settings);
        }
        if (count != unique) {
            throw new SoakViolation(count + " live rows but " + unique + " distinct ids" + settings);
        }
    }

    /**
     * SELECT ... FINAL: one row per key, whole (val matches its key and version), with a version at least the
     * highest acknowledged before the query and at most the highest started after it.
     */
    void finalRows(Session session, String where, String settings) {
        Map<Long, Long> before = ledger.acknowledgedVersions();
        List<List<Object>> rows = rows(session, FINAL_ROWS + where + settings);
        Map<Long, Long> after = ledger.startedVersions();
        Map<Long, Long> seen = versionsByKey(rows, FINAL_ROWS + where + settings);
        for (Map.Entry<Long, Long> e : seen.entrySet()) {
            long started = after.getOrDefault(e.getKey(), -1L);
            if (e.getValue() > started) {
                throw new SoakViolation("FINAL key " + e.getKey() + " has version " + e.getValue() + ", never inserted" + settings);
            }
            long acknowledged = before.getOrDefault(e.getKey(), 0L);
            if (e.getValue() < acknowledged) {
                throw new SoakViolation("FINAL key " + e.getKey() + " has version " + e.getValue() + " below the acknowledged "
                        + acknowledged + where + settings);
            }
        }
        if (where.isEmpty()) {
            for (Long key : before.keySet()) {
                if (!seen.containsKey(key)) {
                    throw new SoakViolation("FINAL lost key " + key + " (acknowledged version " + before.get(key) + ")" + settings);
                }
            }
        }
    }

    /**
     * With writers paused: no active part's block range overlaps another's, live rows equal the acknowledged ones,
     * FINAL equals the ledger and the argMax GROUP BY.
     */
    void exact(Session session) {
        noOverlappingParts(session);
        long acknowledged = ledger.liveAcknowledged.get();
        List<Object> row = rows(session, LIVE_COUNT).get(0);
        if (number(row.get(0)) != acknowledged || number(row.get(1)) != acknowledged) {
            throw new SoakViolation("at rest: " + row + " live rows (count, distinct ids), " + acknowledged + " acknowledged");
        }
        Map<Long, Long> model = new TreeMap<>(ledger.acknowledgedVersions());
        Map<Long, Long> fin = new TreeMap<>(versionsByKey(rows(session, FINAL_ROWS), FINAL_ROWS));
        Map<Long, Long> argMax = new TreeMap<>(versionsByKey(rows(session, ARGMAX_ROWS), ARGMAX_ROWS));
        if (!fin.equals(model)) {
            throw new SoakViolation("at rest: FINAL differs from the acknowledged versions: " + difference(fin, model));
        }
        if (!argMax.equals(fin)) {
            throw new SoakViolation("at rest: argMax GROUP BY differs from FINAL: " + difference(argMax, fin));
        }
    }

    private static Map<Long, Long> versionsByKey(List<List<Object>> rows, String sql) {
        Map<Long, Long> out = new HashMap<>();
        for (List<Object> r : rows) {
            long key = number(r.get(0));
            long version = number(r.get(1));
            if (number(r.get(2)) != SoakLedger.valueOf(key, version)) {
                throw new SoakViolation(sql + ": row " + r + " mixes values of different rows");
            }
            if (out.put(key, version) != null) {
                throw new SoakViolation(sql + ": key " + key + " twice");
            }
        }
        return out;
    }

    private static String difference(Map<Long, Long> actual, Map<Long, Long> expected) {
        StringBuilder out = new StringBuilder();
        int shown = 0;
        for (Long key : new TreeSet<>(union(actual, expected))) {
            if (!Objects.equals(actual.get(key), expected.get(key)) && shown++ < 5) {
                out.append(" key ").append(key).append(": ").append(actual.get(key)).append(" vs ").append(expected.get(key));
            }
        }
        return actual.size() + " vs " + expected.size() + " keys;" + out;
    }

    private static Set<Long> union(Map<Long, Long> a, Map<Long, Long> b) {
        Set<Long> keys = new HashSet<>(a.keySet());
        keys.addAll(b.keySet());
        return keys;
    }

    /**
     * Two active parts of one partition whose block ranges overlap: one covers the other, so a restart would remove
     * the covered one as merged away, whatever rows only it holds.
     */
    private static void noOverlappingParts(Session session) {
        List<List<Object>> parts = rows(session, "SELECT table, partition_id, min_block_number, max_block_number, name"
                + " FROM system.parts WHERE database = 'soak' AND active ORDER BY table, partition_id, min_block_number");
        for (int i = 1; i < parts.size(); i++) {
            List<Object> previous = parts.get(i - 1);
            List<Object> part = parts.get(i);
            if (previous.get(0).equals(part.get(0)) && previous.get(1).equals(part.get(1))
                    && number(part.get(2)) <= number(previous.get(3))) {
                throw new SoakViolation("at rest: active parts " + previous.get(4) + " and " + part.get(4) + " of soak."
                        + part.get(0) + " overlap");
            }
        }
    }

    /** The active parts of the soak's tables now: table.part name to its rows. */
    static Map<String, Long> activeParts(Session session) {
        Map<String, Long> out = new TreeMap<>();
        for (List<Object> r : rows(session, "SELECT table, name, rows FROM system.parts WHERE database = 'soak' AND active")) {
            out.put(r.get(0) + "." + r.get(1), number(r.get(2)));
        }
        return out;
    }

    /** The parts only one of two {@link #activeParts} snapshots has, with their rows. */
    static String changedParts(Map<String, Long> before, Map<String, Long> after) {
        StringBuilder out = new StringBuilder();
        before.forEach((part, rows) -> {
            if (!rows.equals(after.get(part))) {
                out.append(" gone ").append(part).append(" (").append(rows).append(" rows)");
            }
        });
        after.forEach((part, rows) -> {
            if (!rows.equals(before.get(part))) {
                out.append(" new ").append(part).append(" (").append(rows).append(" rows)");
            }
        });
        return out.length() == 0 ? " none" : out.toString();
    }

    static List<List<Object>> rows(Session session, String sql) {
        try (QueryResult result = session.execute(sql)) {
            return result.rows();
        }
    }

    static long number(Object value) {
        return ((Number) value).longValue();
    }
}
