-- SAMPLE BY in MergeTree DDL and SELECT ... SAMPLE k / n / k OFFSET m, deterministic on the sampling expression
DROP TABLE IF EXISTS visits;
CREATE TABLE visits (CounterID UInt32, UserID UInt64, Duration UInt32)
ENGINE = MergeTree ORDER BY (CounterID, intHash32(UserID)) SAMPLE BY intHash32(UserID);
INSERT INTO visits SELECT number % 10, number, number % 100 FROM numbers(100000);
SELECT sampling_key, sorting_key FROM system.tables WHERE database = currentDatabase() AND name = 'visits';
-- a tenth of the hash range: the rows whose intHash32(UserID) is below 2^32 / 10
SELECT count() FROM visits SAMPLE 0.1;
SELECT count() FROM numbers(100000) WHERE intHash32(number) < 429496729;
SELECT count() FROM visits SAMPLE 1/10;
-- the same rows every time
SELECT sum(UserID) FROM visits SAMPLE 0.1;
SELECT sum(UserID) FROM visits SAMPLE 0.1;
-- OFFSET moves the slice: the two halves together are the whole table
SELECT (SELECT count() FROM visits SAMPLE 1/2) + (SELECT count() FROM visits SAMPLE 1/2 OFFSET 1/2);
SELECT count() FROM visits SAMPLE 0.1 OFFSET 0.5;
SELECT count() FROM numbers(100000) WHERE intHash32(number) >= 2147483648 AND intHash32(number) < 2576980377;
-- SAMPLE 1 and SAMPLE 0 read everything
SELECT count() FROM visits SAMPLE 1;
SELECT count() FROM visits SAMPLE 0;
-- an offset past the end reads nothing
SELECT count() FROM visits SAMPLE 0.5 OFFSET 1;
