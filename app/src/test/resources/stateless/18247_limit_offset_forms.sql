-- LIMIT n OFFSET m and LIMIT m, n mean the same
SELECT number FROM numbers(10) ORDER BY number LIMIT 3 OFFSET 2;
SELECT number FROM numbers(10) ORDER BY number LIMIT 2, 3;
SELECT number FROM numbers(10) ORDER BY number DESC LIMIT 1;
SELECT number FROM numbers(3) ORDER BY number LIMIT 0;
