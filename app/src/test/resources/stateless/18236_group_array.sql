-- groupArray collects values; arraySort makes the order definite
SELECT arraySort(groupArray(number)) FROM numbers(5);
SELECT k, arraySort(groupArray(v)) FROM (SELECT number % 2 AS k, number AS v FROM numbers(6)) GROUP BY k ORDER BY k;
SELECT groupArray(x) FROM (SELECT 1 AS x WHERE 0);
SELECT length(groupArray(2)(number)) FROM numbers(10);
