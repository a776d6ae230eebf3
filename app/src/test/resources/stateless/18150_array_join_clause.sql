-- ARRAY JOIN unfolds an array column into rows
CREATE TABLE t (id UInt32, tags Array(String)) ENGINE = MergeTree ORDER BY id;
INSERT INTO t VALUES (1, ['a', 'b']), (2, []), (3, ['c']);
SELECT id, tag FROM t ARRAY JOIN tags AS tag ORDER BY id, tag;
SELECT id, tag FROM t LEFT ARRAY JOIN tags AS tag ORDER BY id, tag;
SELECT id, arrayMap(x -> upper(x), tags) FROM t ORDER BY id;
