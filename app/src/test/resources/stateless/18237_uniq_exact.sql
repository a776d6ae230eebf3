-- uniqExact counts distinct values exactly; count(DISTINCT) gives the same
SELECT uniqExact(number % 7), count(DISTINCT number % 7) FROM numbers(1000);
SELECT uniqExact(s) FROM (SELECT arrayJoin(['a', 'b', 'a', '']) AS s);
SELECT uniqExact(x, y) FROM (SELECT number % 2 AS x, number % 3 AS y FROM numbers(12));
