-- CollapsingMergeTree cancels a row with sign 1 against one with sign -1 and the same key
CREATE TABLE t (k UInt32, v UInt32, sign Int8) ENGINE = CollapsingMergeTree(sign) ORDER BY k;
INSERT INTO t VALUES (1, 10, 1), (2, 20, 1);
INSERT INTO t VALUES (1, 10, -1), (1, 11, 1);
SELECT k, v, sign FROM t FINAL ORDER BY k;
SELECT k, sum(v * sign) FROM t GROUP BY k HAVING sum(sign) > 0 ORDER BY k;
