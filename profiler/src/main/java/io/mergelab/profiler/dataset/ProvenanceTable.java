package io.mergelab.profiler.dataset;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.run.ContentDigest;
import io.mergelab.profiler.run.DatasetFingerprint;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The target's own table of generated datasets, {@code mergelab.datasets}: one row per load a generator recorded,
 * the newest row of a table being the one that counts. It lives in the target, beside the data, so it travels with
 * the data directory and works on a ClickHouse server the same way; capture reads it with one query.
 */
public final class ProvenanceTable {
    public static final String NAME = "mergelab.datasets";
    private static final int UNKNOWN_TABLE = 60;
    private static final int UNKNOWN_DATABASE = 81;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<LinkedHashMap<String, String>> PARAMETERS = new TypeReference<>() {
    };
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss[.SSS]");
    private static final String COLUMNS = "`database`, `table`, generator, parameters, generated_at, table_engine,"
            + " stored_rows, digest_rows, digest_hash, digest_after_final, sample_fingerprint";
    private static final int UNKNOWN_TYPE = 50;
    private static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final String CREATE = "CREATE TABLE IF NOT EXISTS " + NAME + " ("
            + "`database` String, `table` String, generator String,"
            + " parameters String,"               // JSON object, name → value
            + " generated_at %s,"
            + " table_engine String,"
            + " stored_rows UInt64,"              // count() right after loading
            + " digest_rows UInt64, digest_hash UInt64, digest_after_final UInt8,"
            + " sample_fingerprint String"        // sample-data fingerprint JSON, '' when none
            + ") ENGINE = MergeTree ORDER BY (`database`, `table`, generated_at)";

    private ProvenanceTable() {
    }

    /**
     * Counts and digests the freshly loaded table and records it with what made it, creating the provenance table
     * when missing. Returns the fingerprint recorded (its current rows not checked).
     */
    public static DatasetFingerprint record(QueryTarget target, GeneratedDataset dataset) {
        int dot = dataset.table().indexOf('.');
        String database = dataset.table().substring(0, dot);
        String table = dataset.table().substring(dot + 1);
        String engine = TableDigest.engine(target, database, table);
        long storedRows = Long.parseUnsignedLong(target.run(QueryRequest.of("SELECT count() FROM "
                + SqlLiterals.identifier(database) + "." + SqlLiterals.identifier(table))).rows().get(0).get(0));
        ContentDigest digest = TableDigest.of(target, database, table);
        Instant generatedAt = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        DatasetFingerprint recorded = new DatasetFingerprint(dataset.table(), dataset.generator(), dataset.parameters(),
                generatedAt, engine, storedRows, digest, dataset.sampleFingerprintJson(), OptionalLong.empty());
        execute(target, "CREATE DATABASE IF NOT EXISTS mergelab");
        boolean millis = create(target);
        execute(target, "INSERT INTO " + NAME + " (" + COLUMNS + ") VALUES (" + String.join(", ",
                SqlLiterals.string(database), SqlLiterals.string(table), SqlLiterals.string(dataset.generator()),
                SqlLiterals.string(json(dataset.parameters())),
                SqlLiterals.string((millis ? TIME : SECONDS).format(LocalDateTime.ofInstant(generatedAt, ZoneOffset.UTC))),
                SqlLiterals.string(engine), Long.toUnsignedString(storedRows), Long.toUnsignedString(digest.rows()),
                Long.toUnsignedString(digest.hashSum()), digest.afterFinal() ? "1" : "0",
                SqlLiterals.string(dataset.sampleFingerprintJson().orElse(""))) + ")");
        return recorded;
    }

    /**
     * The newest recorded provenance of each of {@code tables} ({@code db.t}) that has one, in the order given, with
     * current rows not checked. Empty when the target has no provenance table; other failures are the target's.
     */
    public static List<DatasetFingerprint> latest(QueryTarget target, List<String> tables) {
        Set<String> databases = new LinkedHashSet<>();
        Set<String> names = new LinkedHashSet<>();
        for (String qualified : tables) {
            int dot = qualified.indexOf('.');
            if (dot > 0) {
                databases.add(SqlLiterals.string(qualified.substring(0, dot)));
                names.add(SqlLiterals.string(qualified.substring(dot + 1)));
            }
        }
        if (names.isEmpty()) {
            return List.of();
        }
        List<List<String>> rows;
        try {
            rows = target.run(QueryRequest.of("SELECT " + COLUMNS + " FROM " + NAME + " WHERE `database` IN ("
                    + String.join(", ", databases) + ") AND `table` IN (" + String.join(", ", names) + ")"
                    + " ORDER BY generated_at")).rows();
        } catch (TargetException e) {
            if (e.code() == UNKNOWN_TABLE || e.code() == UNKNOWN_DATABASE) {
                return List.of();
            }
            throw e;
        }
        Map<String, DatasetFingerprint> newest = new LinkedHashMap<>();
        for (List<String> row : rows) {
            DatasetFingerprint fingerprint = fingerprint(row);
            newest.put(fingerprint.table(), fingerprint);
        }
        List<DatasetFingerprint> found = new ArrayList<>();
        for (String table : tables) {
            DatasetFingerprint fingerprint = newest.get(table);
            if (fingerprint != null && !found.contains(fingerprint)) {
                found.add(fingerprint);
            }
        }
        return found;
    }

    private static DatasetFingerprint fingerprint(List<String> row) {
        String sample = row.get(10);
        return new DatasetFingerprint(row.get(0) + "." + row.get(1), row.get(2), parameters(row.get(3)),
                LocalDateTime.parse(row.get(4), TIME).toInstant(ZoneOffset.UTC), row.get(5),
                Long.parseUnsignedLong(row.get(6)),
                new ContentDigest(Long.parseUnsignedLong(row.get(7)), Long.parseUnsignedLong(row.get(8)),
                        !row.get(9).equals("0")),
                sample == null || sample.isEmpty() ? Optional.empty() : Optional.of(sample), OptionalLong.empty());
    }

    /**
     * Creates the table when missing; returns whether its {@code generated_at} keeps milliseconds. Servers before 20.1
     * have no DateTime64: there the time is kept to the second.
     */
    private static boolean create(QueryTarget target) {
        try {
            execute(target, String.format(CREATE, "DateTime64(3, 'UTC')"));
        } catch (TargetException e) {
            if (e.code() != UNKNOWN_TYPE) {
                throw e;
            }
            execute(target, String.format(CREATE, "DateTime('UTC')"));
        }
        List<List<String>> type = target.run(QueryRequest.of("SELECT type FROM system.columns WHERE database = 'mergelab'"
                + " AND table = 'datasets' AND name = 'generated_at'")).rows();
        return type.isEmpty() || type.get(0).get(0).startsWith("DateTime64");
    }

    private static void execute(QueryTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private static String json(Map<String, String> parameters) {
        try {
            return JSON.writeValueAsString(parameters);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write dataset parameters as JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static Map<String, String> parameters(String json) {
        try {
            return JSON.readValue(json, PARAMETERS);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(NAME + ": parameters are not a JSON object of texts: "
                    + e.getOriginalMessage(), e);
        }
    }
}
