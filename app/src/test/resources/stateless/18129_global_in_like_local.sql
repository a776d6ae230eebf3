-- IN on the result of an aggregate subquery
SELECT number FROM numbers(10) WHERE number IN (SELECT max(number) FROM numbers(5));
SELECT number FROM numbers(10) WHERE number IN (SELECT number FROM numbers(10) WHERE number % 4 = 0) ORDER BY number;
