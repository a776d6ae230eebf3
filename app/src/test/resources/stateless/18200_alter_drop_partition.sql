-- ALTER TABLE ... DROP PARTITION removes every part of the partition at once; other partitions stay
CREATE TABLE t (d Date, x UInt32) ENGINE = MergeTree PARTITION BY toYYYYMM(d) ORDER BY x;
INSERT INTO t VALUES ('2020-01-05', 1), ('2020-02-01', 2), ('2020-03-20', 3);
INSERT INTO t VALUES ('2020-01-06', 4);
ALTER TABLE t DROP PARTITION 202001;
SELECT d, x FROM t ORDER BY x;
SELECT partition, count() FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active GROUP BY partition ORDER BY partition;
ALTER TABLE t DROP PARTITION 201912;
ALTER TABLE t DROP PARTITION ID '202002';
SELECT count() FROM t;
