-- VersionedCollapsingMergeTree: rows with the same key and version and opposite signs cancel in any order
CREATE TABLE UAct (UserID UInt64, PageViews UInt8, Duration UInt8, Sign Int8, Version UInt8) ENGINE = VersionedCollapsingMergeTree(Sign, Version) ORDER BY UserID;
INSERT INTO UAct VALUES (4324182021466249494, 5, 146, 1, 1);
INSERT INTO UAct VALUES (4324182021466249494, 5, 146, -1, 1), (4324182021466249494, 6, 185, 1, 2);
SELECT * FROM UAct FINAL;
SELECT UserID, sum(PageViews * Sign) AS PageViews, sum(Duration * Sign) AS Duration, Version FROM UAct GROUP BY UserID, Version HAVING sum(Sign) > 0;
INSERT INTO UAct VALUES (1, 1, 1, -1, 3);
INSERT INTO UAct VALUES (1, 1, 1, 1, 3);
INSERT INTO UAct VALUES (1, 2, 2, 1, 4);
OPTIMIZE TABLE UAct FINAL;
SELECT UserID, PageViews, Sign, Version FROM UAct ORDER BY UserID, Version;
SELECT sorting_key FROM system.tables WHERE database = currentDatabase() AND name = 'UAct';
