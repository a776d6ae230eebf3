-- Materialized views fill their target from every insert into the source table
CREATE TABLE visits (day Date, page String, ms UInt32) ENGINE = MergeTree ORDER BY (day, page);
CREATE TABLE daily (day Date, views UInt64, slowest UInt32) ENGINE = MergeTree ORDER BY day;
CREATE MATERIALIZED VIEW daily_mv TO daily AS SELECT day, count() AS views, max(ms) AS slowest FROM visits GROUP BY day;
CREATE MATERIALIZED VIEW pages_mv ENGINE = MergeTree ORDER BY page AS SELECT page, ms FROM visits WHERE ms > 100;

INSERT INTO visits VALUES ('2024-03-01', '/a', 50), ('2024-03-01', '/b', 150), ('2024-03-02', '/a', 300);
INSERT INTO visits VALUES ('2024-03-02', '/c', 20);

-- one row per insert block and day: the view sees each insert on its own
SELECT * FROM daily ORDER BY day, views;
SELECT day, sum(views), max(slowest) FROM daily_mv GROUP BY day ORDER BY day;
SELECT * FROM pages_mv ORDER BY page;
SELECT engine FROM system.tables WHERE database = currentDatabase() AND name = 'pages_mv';
SELECT count() FROM system.tables WHERE database = currentDatabase() AND name LIKE '.inner_id.%';

-- POPULATE fills a new view's inner table with what its query returns now
CREATE MATERIALIZED VIEW all_pages ENGINE = MergeTree ORDER BY page POPULATE AS SELECT DISTINCT page FROM visits;
SELECT * FROM all_pages ORDER BY page;

-- INSERT into a view writes its target; TRUNCATE empties it
INSERT INTO pages_mv VALUES ('/manual', 999);
SELECT count() FROM pages_mv;
TRUNCATE TABLE pages_mv;
SELECT count() FROM pages_mv;

CREATE MATERIALIZED VIEW nowhere AS SELECT page FROM visits; -- { serverError INCORRECT_QUERY }
CREATE MATERIALIZED VIEW to_missing TO missing AS SELECT page FROM visits; -- { serverError UNKNOWN_TABLE }
DROP VIEW pages_mv;
DROP VIEW all_pages;
SELECT count() FROM system.tables WHERE database = currentDatabase() AND name LIKE '.inner_id.%';
