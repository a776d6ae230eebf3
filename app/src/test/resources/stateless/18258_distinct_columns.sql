-- DISTINCT over several columns keeps each combination once
SELECT DISTINCT number % 2 AS a, number % 3 AS b FROM numbers(12) ORDER BY a, b;
SELECT count(DISTINCT number % 5) FROM numbers(100);
SELECT DISTINCT x FROM (SELECT arrayJoin([NULL, 1, NULL, 1]) AS x) ORDER BY x;
