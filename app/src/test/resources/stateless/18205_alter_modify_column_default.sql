-- MODIFY COLUMN ... DEFAULT: rows inserted later take the new default; parts that lack the column read it too
CREATE TABLE t (k UInt32) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1);
ALTER TABLE t ADD COLUMN v UInt32 DEFAULT 10;
INSERT INTO t (k) VALUES (2);
ALTER TABLE t MODIFY COLUMN v DEFAULT 20;
INSERT INTO t (k) VALUES (3);
SELECT k, v FROM t ORDER BY k;
SELECT default_kind, default_expression FROM system.columns WHERE database = currentDatabase() AND table = 't' AND name = 'v';
