-- UNION ALL brings branches to a common type
SELECT x, toTypeName(x) FROM (SELECT 1 AS x UNION ALL SELECT 300 AS x) ORDER BY x;
SELECT count() FROM (SELECT number FROM numbers(3) UNION ALL SELECT number FROM numbers(4));
