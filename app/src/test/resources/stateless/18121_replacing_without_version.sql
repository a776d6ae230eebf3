-- ReplacingMergeTree without a version keeps the last inserted row per key
CREATE TABLE t (k UInt32, v String) ENGINE = ReplacingMergeTree ORDER BY k;
INSERT INTO t VALUES (1, 'first');
INSERT INTO t VALUES (1, 'second');
INSERT INTO t VALUES (2, 'x');
SELECT k, v FROM t FINAL ORDER BY k;
SELECT k, count() FROM t GROUP BY k ORDER BY k;
