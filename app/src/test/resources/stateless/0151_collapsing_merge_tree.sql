-- CollapsingMergeTree: the documentation's example of a user's page views changing state
CREATE TABLE UAct (UserID UInt64, PageViews UInt8, Duration UInt8, Sign Int8) ENGINE = CollapsingMergeTree(Sign) ORDER BY UserID;
SYSTEM STOP MERGES UAct;
INSERT INTO UAct VALUES (4324182021466249494, 5, 146, 1);
INSERT INTO UAct VALUES (4324182021466249494, 5, 146, -1), (4324182021466249494, 6, 185, 1);
SELECT * FROM UAct ORDER BY Sign, PageViews;
SELECT UserID, sum(PageViews * Sign) AS PageViews, sum(Duration * Sign) AS Duration FROM UAct GROUP BY UserID HAVING sum(Sign) > 0;
SELECT * FROM UAct FINAL;
SYSTEM START MERGES UAct;
OPTIMIZE TABLE UAct FINAL;
SELECT * FROM UAct;
-- a cancelled key disappears; a -1 row inserted before its 1 row stays beside it after the merge, FINAL shows the 1
CREATE TABLE coll (k UInt32, v String, s Int8) ENGINE = CollapsingMergeTree(s) ORDER BY k;
INSERT INTO coll VALUES (1, 'old', -1);
INSERT INTO coll VALUES (1, 'new', 1);
INSERT INTO coll VALUES (2, 'gone', 1);
INSERT INTO coll VALUES (2, 'gone', -1);
SELECT k, v, s FROM coll FINAL ORDER BY k;
OPTIMIZE TABLE coll FINAL;
SELECT k, v, s FROM coll ORDER BY k, s;
SELECT k, v, s FROM coll FINAL ORDER BY k;
