-- LEFT JOIN: rows without a match get the right side's default values (join_use_nulls = 0)
CREATE TABLE a (k UInt8, s String) ENGINE = Memory;
CREATE TABLE b (k UInt8, n UInt32, t String) ENGINE = Memory;
INSERT INTO a VALUES (1, 'one'), (2, 'two');
INSERT INTO b VALUES (1, 100, 'x');
SELECT a.k, s, n, t FROM a LEFT JOIN b ON a.k = b.k ORDER BY a.k;
SELECT a.k, s, n, t FROM a LEFT JOIN b ON a.k = b.k ORDER BY a.k SETTINGS join_use_nulls = 1;
