-- SummingMergeTree sums the numeric columns of rows with equal keys on merge and with FINAL
CREATE TABLE t (k String, a UInt32, b Float64) ENGINE = SummingMergeTree ORDER BY k;
INSERT INTO t VALUES ('x', 1, 0.5), ('y', 10, 1);
INSERT INTO t VALUES ('x', 2, 0.25);
SELECT k, a, b FROM t FINAL ORDER BY k;
OPTIMIZE TABLE t FINAL;
SELECT k, a, b FROM t ORDER BY k;
