-- WITH binds expressions and scalar subqueries to names
WITH 10 AS n SELECT number * n FROM numbers(3);
WITH (SELECT max(number) FROM numbers(5)) AS m SELECT m, m * 2;
WITH x AS (SELECT number FROM numbers(4)) SELECT sum(number) FROM x;
