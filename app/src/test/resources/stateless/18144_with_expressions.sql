-- WITH names expressions for the query
WITH 10 AS n SELECT n * 2;
WITH number * 2 AS doubled SELECT doubled FROM numbers(3);
WITH (SELECT count() FROM numbers(5)) AS total SELECT total;
