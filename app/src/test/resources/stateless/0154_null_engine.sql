-- ENGINE = Null keeps nothing, but its materialized views receive every inserted block
CREATE TABLE stream (k UInt32, v UInt64) ENGINE = Null;
CREATE TABLE totals (k UInt32, v UInt64) ENGINE = SummingMergeTree ORDER BY k;
CREATE MATERIALIZED VIEW stream_mv TO totals AS SELECT k, sum(v) AS v FROM stream GROUP BY k;
INSERT INTO stream VALUES (1, 10), (2, 5), (1, 1);
INSERT INTO stream SELECT number % 2 + 1, 100 FROM numbers(4);
SELECT count() FROM stream;
SELECT * FROM stream;
SELECT k, v FROM totals FINAL ORDER BY k;
OPTIMIZE TABLE totals FINAL;
SELECT k, v FROM totals ORDER BY k;
SELECT engine FROM system.tables WHERE database = currentDatabase() AND name = 'stream';
