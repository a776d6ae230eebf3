-- Views read as subqueries, listed in system.tables, shown by SHOW CREATE, replaced and dropped
DROP TABLE IF EXISTS hits;
CREATE TABLE hits (id UInt64, url String, ms UInt32) ENGINE = MergeTree ORDER BY id;
INSERT INTO hits SELECT number, concat('/p', toString(number % 3)), number * 10 FROM numbers(9);

CREATE VIEW slow AS SELECT id, url, ms FROM hits WHERE ms >= 50;
SELECT * FROM slow ORDER BY id;
SELECT url, count() AS c FROM slow GROUP BY url ORDER BY url;
SELECT slow.id FROM slow WHERE id > 6 ORDER BY id;
SELECT s.url FROM slow AS s WHERE s.id = 5;
SHOW CREATE VIEW slow;
SHOW CREATE TABLE slow;
DESCRIBE TABLE slow;
SELECT name, engine, engine_full FROM system.tables WHERE database = currentDatabase() ORDER BY name;

CREATE VIEW IF NOT EXISTS slow AS SELECT 1;
CREATE OR REPLACE VIEW slow AS SELECT id * 2 AS doubled FROM hits WHERE id < 3;
SELECT * FROM slow ORDER BY doubled;

CREATE VIEW per_url AS SELECT url, sum(ms) AS total FROM slow_again GROUP BY url; -- { serverError UNKNOWN_TABLE }
CREATE VIEW per_url AS SELECT url, sum(ms) AS total FROM hits GROUP BY url;
CREATE VIEW top_url AS SELECT url FROM per_url ORDER BY total DESC LIMIT 1;
SELECT * FROM top_url;
SELECT count() FROM hits WHERE url IN (SELECT url FROM top_url);

DROP VIEW top_url;
DROP VIEW IF EXISTS top_url;
DROP TABLE per_url;
SHOW TABLES;
DROP VIEW slow;
