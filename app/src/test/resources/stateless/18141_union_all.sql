-- UNION ALL of selects with matching columns
SELECT x FROM (SELECT number AS x FROM numbers(2) UNION ALL SELECT number + 10 FROM numbers(2)) ORDER BY x;
SELECT count() FROM (SELECT 1 UNION ALL SELECT 1 UNION ALL SELECT 1);
