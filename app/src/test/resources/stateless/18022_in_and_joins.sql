-- IN with lists, subqueries and tuples; INNER, LEFT and ANY joins
CREATE TABLE a (k UInt32, v String) ENGINE = MergeTree ORDER BY k;
CREATE TABLE b (k UInt32, w String) ENGINE = MergeTree ORDER BY k;
INSERT INTO a VALUES (1, 'one'), (2, 'two'), (3, 'three');
INSERT INTO b VALUES (2, 'zwei'), (3, 'drei'), (3, 'trois'), (4, 'vier');
SELECT v FROM a WHERE k IN (1, 3) ORDER BY k;
SELECT v FROM a WHERE k NOT IN (SELECT k FROM b) ORDER BY k;
SELECT v FROM a WHERE (k, v) IN ((2, 'two'), (3, 'x')) ORDER BY k;
SELECT a.k, v, w FROM a INNER JOIN b ON a.k = b.k ORDER BY a.k, w;
SELECT a.k, v, w FROM a LEFT JOIN b ON a.k = b.k ORDER BY a.k, w;
SELECT k, v, w FROM a ANY LEFT JOIN b USING k ORDER BY k;
SELECT count() FROM a CROSS JOIN b;
SELECT k, v, w FROM a LEFT JOIN b USING k ORDER BY k, w SETTINGS join_use_nulls = 1;
