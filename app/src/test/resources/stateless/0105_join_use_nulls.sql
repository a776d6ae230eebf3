-- join_use_nulls: unmatched rows of outer joins get NULL (the side becomes Nullable) instead of default values
CREATE TABLE a (k UInt8, x Int32) ENGINE = Memory;
CREATE TABLE b (k UInt8, y String) ENGINE = Memory;
INSERT INTO a VALUES (1, 10), (2, 20);
INSERT INTO b VALUES (1, 'one'), (3, 'three');
SELECT a.k, x, b.k, y, toTypeName(y) FROM a LEFT JOIN b ON a.k = b.k ORDER BY a.k;
SELECT '--';
SELECT a.k, x, b.k, y, toTypeName(y) FROM a LEFT JOIN b ON a.k = b.k ORDER BY a.k SETTINGS join_use_nulls = 1;
SELECT '--';
SELECT a.k, x, b.k, y, toTypeName(x) FROM a FULL JOIN b ON a.k = b.k ORDER BY b.k, a.k SETTINGS join_use_nulls = 1;
