-- MODIFY COLUMN with another type converts the stored values, in parts written before and after
CREATE TABLE t (k UInt32, s String, n UInt8, m Int32 MATERIALIZED n * 2) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1, '10', 200), (2, '20', 100);
INSERT INTO t VALUES (3, '30', 5);
ALTER TABLE t MODIFY COLUMN s UInt64;
SELECT s, toTypeName(s) FROM t ORDER BY k;
SELECT sum(s) FROM t;
-- values convert as CAST converts them; MATERIALIZED columns keep their stored values
ALTER TABLE t MODIFY COLUMN n Int8;
SELECT k, n, m FROM t ORDER BY k;
SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = 't' ORDER BY position;
INSERT INTO t VALUES (4, 40, -7);
OPTIMIZE TABLE t FINAL;
SELECT * FROM t ORDER BY k;
ALTER TABLE t MODIFY COLUMN s Nullable(String);
SELECT s, toTypeName(s) FROM t WHERE k = 4;
-- errors as ClickHouse gives them; a failed conversion changes nothing
ALTER TABLE t MODIFY COLUMN k UInt64; -- { serverError ALTER_OF_COLUMN_IS_FORBIDDEN }
ALTER TABLE t MODIFY COLUMN n Array(UInt8); -- { serverError CANNOT_CONVERT_TYPE }
CREATE TABLE u (k UInt32, s String) ENGINE = MergeTree ORDER BY k;
INSERT INTO u VALUES (1, '5'), (2, 'abc');
ALTER TABLE u MODIFY COLUMN s UInt32; -- { serverError CANNOT_PARSE_TEXT }
SELECT s, toTypeName(s) FROM u ORDER BY k;
