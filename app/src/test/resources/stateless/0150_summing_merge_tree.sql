-- SummingMergeTree: a merge (and FINAL) sums the numeric columns outside the sorting key per key; other columns keep
-- the first row's value; a key whose sums are all zero is removed
CREATE TABLE sm (key UInt32, label String, hits UInt64, amount Float64) ENGINE = SummingMergeTree ORDER BY key;
SYSTEM STOP MERGES sm;
INSERT INTO sm VALUES (1, 'first', 1, 0.5), (2, 'b', 3, 1);
INSERT INTO sm VALUES (1, 'second', 10, 0.25), (3, 'c', 4, 2);
INSERT INTO sm VALUES (3, 'c2', 1, 0.5);
SELECT key, label, hits, amount FROM sm FINAL ORDER BY key;
SELECT key, sum(hits), sum(amount) FROM sm GROUP BY key ORDER BY key;
SYSTEM START MERGES sm;
OPTIMIZE TABLE sm FINAL;
SELECT key, label, hits, amount FROM sm ORDER BY key;
SELECT count() FROM system.parts WHERE database = currentDatabase() AND table = 'sm' AND active;
CREATE TABLE sm_signed (key UInt32, delta Int64) ENGINE = SummingMergeTree ORDER BY key;
INSERT INTO sm_signed VALUES (1, 5), (2, 7);
INSERT INTO sm_signed VALUES (1, -5), (2, 1);
OPTIMIZE TABLE sm_signed FINAL;
SELECT key, delta FROM sm_signed ORDER BY key;
CREATE TABLE sm_cols (key UInt32, a UInt32, b UInt32) ENGINE = SummingMergeTree(a) ORDER BY key;
INSERT INTO sm_cols VALUES (1, 1, 100);
INSERT INTO sm_cols VALUES (1, 2, 200);
OPTIMIZE TABLE sm_cols FINAL;
SELECT key, a, b FROM sm_cols;
SELECT engine FROM system.tables WHERE database = currentDatabase() AND name = 'sm_cols';
