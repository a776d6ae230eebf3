-- SELECT DISTINCT and count(DISTINCT)
SELECT DISTINCT number % 3 FROM numbers(10) ORDER BY number % 3;
SELECT DISTINCT number % 2 AS a, number % 3 AS b FROM numbers(12) ORDER BY a, b;
SELECT count(DISTINCT number % 5) FROM numbers(100);
