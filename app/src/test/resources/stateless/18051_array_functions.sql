-- array functions and higher-order lambdas
SELECT arrayJoin([1, 2, 3]) AS x, x * 10;
SELECT groupArray(number) FROM numbers(5);
SELECT number % 2 AS k, groupArray(number) FROM numbers(6) GROUP BY k ORDER BY k;
SELECT hasAny([1, 2, 3], [3, 4]), hasAll([1, 2, 3], [1, 3]), hasAll([1, 2], [4]);
SELECT toTypeName([1, 2]), toTypeName(['a']), toTypeName([1, NULL]), toTypeName([]);
