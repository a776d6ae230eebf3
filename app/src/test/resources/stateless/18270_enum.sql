-- Enum8 stores names as numbers; comparisons use the names
CREATE TABLE t (e Enum8('red' = 1, 'green' = 2)) ENGINE = Memory;
INSERT INTO t VALUES ('green'), ('red');
SELECT e, toInt8(e) FROM t ORDER BY e;
SELECT count() FROM t WHERE e = 'red';
