-- LIMIT n BY keeps the first n rows of each key
SELECT number % 3 AS k, number FROM numbers(10) ORDER BY k, number LIMIT 2 BY k;
SELECT number % 2 AS k, number FROM numbers(10) ORDER BY k, number DESC LIMIT 1 BY k;
