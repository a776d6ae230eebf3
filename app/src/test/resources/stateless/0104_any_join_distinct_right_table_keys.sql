-- ANY JOIN and any_join_distinct_right_table_keys: by default ANY INNER JOIN joins each key once; the legacy
-- behaviour (1) keeps every left row that has a match, as SEMI LEFT JOIN does
CREATE TABLE l (k UInt8, a String) ENGINE = Memory;
CREATE TABLE r (k UInt8, b String) ENGINE = Memory;
INSERT INTO l VALUES (1, 'l1'), (1, 'l2'), (2, 'l3');
INSERT INTO r VALUES (1, 'r1'), (1, 'r2'), (3, 'r3');
SELECT k, a, b FROM l ANY INNER JOIN r USING k ORDER BY a;
SELECT '--';
SELECT k, a, b FROM l ANY INNER JOIN r USING k ORDER BY a SETTINGS any_join_distinct_right_table_keys = 1;
SELECT '--';
SELECT k, a, b FROM l ANY LEFT JOIN r USING k ORDER BY a;
SELECT '--';
SELECT k, a, b FROM l ANY LEFT JOIN r USING k ORDER BY a SETTINGS any_join_distinct_right_table_keys = 1;
