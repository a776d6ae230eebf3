-- Numeric settings read size suffixes as ClickHouse does: k, M, G, T (powers of 1000), Ki, Mi, Gi, Ti (powers of 1024)
SET max_memory_usage = '10G';
SELECT value FROM system.settings WHERE name = 'max_memory_usage';
SET max_memory_usage = '3Gi';
SELECT value FROM system.settings WHERE name = 'max_memory_usage';
SELECT value FROM system.settings WHERE name = 'max_rows_to_read' SETTINGS max_rows_to_read = '5k';
SELECT value FROM system.settings WHERE name = 'max_bytes_to_read' SETTINGS max_bytes_to_read = '1Mi';
SET max_memory_usage = '10Q'; -- { serverError CANNOT_PARSE_NUMBER }
SET max_memory_usage = 0;
CREATE TABLE t (x UInt64) ENGINE = MergeTree ORDER BY x SETTINGS index_granularity = '1Ki', index_granularity_bytes = '10Mi';
INSERT INTO t SELECT number FROM numbers(5000);
SELECT rows, marks FROM system.parts WHERE table = 't' AND active;
SELECT count() FROM numbers(100000) SETTINGS max_rows_to_read = '10k'; -- { serverError TOO_MANY_ROWS }
