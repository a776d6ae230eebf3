-- CREATE TABLE t2 AS t1 copies t1's columns, skip indexes, engine, keys and settings, but no rows
CREATE TABLE src (a UInt32, b UInt32, s String DEFAULT 'x', INDEX ix s TYPE bloom_filter GRANULARITY 1) ENGINE = MergeTree PARTITION BY a % 2 ORDER BY a SETTINGS index_granularity = 128;
INSERT INTO src (a, b) VALUES (1, 2), (4, 5);
CREATE TABLE copy AS src;
SHOW CREATE TABLE copy;
SELECT count() FROM copy;
INSERT INTO copy (a, b) VALUES (7, 8);
SELECT * FROM copy;
-- with its own ENGINE clause it keeps the columns and takes the new engine and keys
CREATE TABLE plain (a UInt32, b UInt32) ENGINE = MergeTree ORDER BY a;
CREATE TABLE in_memory AS plain ENGINE = Memory;
SHOW CREATE TABLE in_memory;
CREATE TABLE by_b AS src ENGINE = MergeTree ORDER BY (b, a);
SELECT sorting_key, partition_key FROM system.tables WHERE database = currentDatabase() AND name = 'by_b';
CREATE TABLE copy AS src; -- { serverError TABLE_ALREADY_EXISTS }
CREATE TABLE IF NOT EXISTS copy AS src;
CREATE TABLE missing_source AS nope; -- { serverError UNKNOWN_TABLE }
-- CREATE TABLE ... AS SELECT: the query's columns, filled with its rows
CREATE TABLE doubled ENGINE = MergeTree ORDER BY a AS SELECT a, b * 2 AS c FROM src;
SHOW CREATE TABLE doubled;
SELECT * FROM doubled ORDER BY a;
CREATE TABLE listed (x UInt64, y String) ENGINE = Memory AS SELECT number, toString(number * 10) FROM numbers(3);
SELECT * FROM listed;
CREATE TABLE no_engine AS SELECT 1; -- { serverError INCORRECT_QUERY }
CREATE TABLE from_nothing ENGINE = Memory AS SELECT * FROM nope; -- { serverError UNKNOWN_TABLE }
EXISTS TABLE from_nothing;
