-- ReplacingMergeTree with a version column keeps the highest version per key
CREATE TABLE t (k UInt32, v String, ver UInt32) ENGINE = ReplacingMergeTree(ver) ORDER BY k;
INSERT INTO t VALUES (1, 'old', 1), (2, 'only', 1);
INSERT INTO t VALUES (1, 'new', 2);
INSERT INTO t VALUES (1, 'older', 0);
SELECT k, v, ver FROM t FINAL ORDER BY k;
SELECT count() FROM t;
OPTIMIZE TABLE t FINAL;
SELECT k, v, ver FROM t ORDER BY k;
