-- SAMPLE narrows the read through the primary key when the sampling expression starts it
DROP TABLE IF EXISTS clicks;
CREATE TABLE clicks (UserID UInt64, URL String)
ENGINE = MergeTree ORDER BY intHash32(UserID) SAMPLE BY intHash32(UserID) SETTINGS index_granularity = 256;
INSERT INTO clicks SELECT number, concat('/page/', toString(number % 7)) FROM numbers(64000);
SELECT count() FROM clicks SAMPLE 0.1;
EXPLAIN ESTIMATE SELECT count() FROM clicks SAMPLE 0.1;
-- (count() alone is answered from the parts' row counts and reads no marks: estimate a read of a column)
EXPLAIN ESTIMATE SELECT URL FROM clicks;
-- with a WHERE as well
SELECT URL, count() FROM clicks SAMPLE 1/4 WHERE URL IN ('/page/1', '/page/2') GROUP BY URL ORDER BY URL;
SELECT URL, count() FROM clicks WHERE intHash32(UserID) < 1073741824 AND URL IN ('/page/1', '/page/2') GROUP BY URL ORDER BY URL;
-- the old engine syntax takes a sampling expression too
SET allow_deprecated_syntax_for_merge_tree = 1;
CREATE TABLE old_hits (EventDate Date, UserID UInt64) ENGINE = MergeTree(EventDate, intHash32(UserID), (EventDate, intHash32(UserID)), 8192);
SELECT sampling_key FROM system.tables WHERE database = currentDatabase() AND name = 'old_hits';
INSERT INTO old_hits SELECT toDate('2024-01-01'), number FROM numbers(1000);
SELECT count() FROM old_hits SAMPLE 0.5;
SELECT count() FROM numbers(1000) WHERE intHash32(number) < 2147483648;
