-- PARTITION BY toYYYYMM: one part per month per insert, partition ids as numbers
CREATE TABLE t (d Date, x UInt32) ENGINE = MergeTree PARTITION BY toYYYYMM(d) ORDER BY x;
INSERT INTO t VALUES ('2020-01-05', 1), ('2020-02-01', 2), ('2020-01-20', 3);
SELECT partition, rows FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active ORDER BY partition;
SELECT d, x FROM t ORDER BY x;
SELECT toYYYYMM(d) AS m, count() FROM t GROUP BY m ORDER BY m;
