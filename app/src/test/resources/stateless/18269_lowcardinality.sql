-- LowCardinality(String) behaves as String in queries
CREATE TABLE t (s LowCardinality(String)) ENGINE = MergeTree ORDER BY tuple();
INSERT INTO t VALUES ('a'), ('b'), ('a');
SELECT s, count() FROM t GROUP BY s ORDER BY s;
SELECT toTypeName(s), length(s) FROM t LIMIT 1;
SELECT count() FROM t WHERE s = 'a';
