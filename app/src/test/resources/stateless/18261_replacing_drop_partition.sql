-- DROP PARTITION on a ReplacingMergeTree removes the partition's versions too
CREATE TABLE t (p UInt8, k UInt32, v String) ENGINE = ReplacingMergeTree PARTITION BY p ORDER BY k;
INSERT INTO t VALUES (1, 1, 'a'), (2, 2, 'b');
INSERT INTO t VALUES (1, 1, 'c'), (2, 2, 'd');
SELECT p, k, v FROM t FINAL ORDER BY k;
ALTER TABLE t DROP PARTITION 2;
SELECT p, k, v FROM t FINAL ORDER BY k;
