-- ORDER BY with several keys, LIMIT with OFFSET, LIMIT n, m
SELECT number % 3 AS a, number FROM numbers(7) ORDER BY a DESC, number ASC;
SELECT number FROM numbers(10) ORDER BY number LIMIT 3 OFFSET 2;
SELECT number FROM numbers(10) ORDER BY number LIMIT 2, 3;
SELECT number FROM numbers(10) ORDER BY number DESC LIMIT 1;
