-- startsWith, endsWith, like, ilike, match
SELECT startsWith('clickhouse', 'click'), endsWith('clickhouse', 'house'), startsWith('a', 'ab');
SELECT 'hello' LIKE 'h%o', 'hello' LIKE 'h_llo', 'Hello' ILIKE 'h%', 'hello' NOT LIKE '%x%';
SELECT match('abc123', '\\d+'), match('abc', '^b');
