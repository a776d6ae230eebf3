-- _sample_factor: the factor a sampled aggregate is scaled by (1 without SAMPLE)
DROP TABLE IF EXISTS events;
CREATE TABLE events (UserID UInt64, Amount UInt32)
ENGINE = MergeTree ORDER BY intHash64(UserID) SAMPLE BY intHash64(UserID);
INSERT INTO events SELECT number, 10 FROM numbers(50000);
SELECT _sample_factor FROM events LIMIT 1;
SELECT any(_sample_factor), toTypeName(any(_sample_factor)) FROM events SAMPLE 0.25;
SELECT _sample_factor FROM events SAMPLE 1/8 LIMIT 1;
-- SAMPLE n: about n rows, as a fraction of the table's rows
SELECT any(_sample_factor) FROM events SAMPLE 5000;
SELECT count() FROM events SAMPLE 5000;
SELECT count() FROM events SAMPLE 0.1;
-- more rows asked for than the table has: no sampling
SELECT count(), any(_sample_factor) FROM events SAMPLE 1000000;
-- estimates scaled by the factor
SELECT round(sum(Amount * _sample_factor) / 500000, 1) FROM events SAMPLE 0.5;
SELECT count() * any(_sample_factor) > 40000 FROM events SAMPLE 0.5;
