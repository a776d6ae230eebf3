-- ADD COLUMN on a ReplacingMergeTree: FINAL reads the default for rows written before it
CREATE TABLE t (k UInt32, v String) ENGINE = ReplacingMergeTree ORDER BY k;
INSERT INTO t VALUES (1, 'a'), (2, 'b');
ALTER TABLE t ADD COLUMN n UInt8 DEFAULT 1;
INSERT INTO t VALUES (2, 'c', 5);
SELECT k, v, n FROM t FINAL ORDER BY k;
