-- NOT IN with a list and with a subquery
SELECT number FROM numbers(6) WHERE number NOT IN (1, 3, 5) ORDER BY number;
SELECT number FROM numbers(6) WHERE number NOT IN (SELECT number * 2 FROM numbers(3)) ORDER BY number;
SELECT 1 NOT IN (2, 3), 2 NOT IN (2, 3);
