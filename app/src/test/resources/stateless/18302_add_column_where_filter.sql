-- filters and aggregates read an added column's default in parts written before it
CREATE TABLE t (k UInt32) ENGINE = MergeTree ORDER BY k SETTINGS index_granularity = 2;
INSERT INTO t SELECT number FROM numbers(10);
ALTER TABLE t ADD COLUMN flag UInt8 DEFAULT 1;
INSERT INTO t SELECT number + 10, 0 FROM numbers(5);
SELECT flag, count(), min(k), max(k) FROM t GROUP BY flag ORDER BY flag;
SELECT count() FROM t WHERE flag = 1 AND k > 5;
SELECT count() FROM t PREWHERE flag = 0;
