-- String and array functions
SELECT length('hello'), upper('abc'), lower('ABC'), substring('clickhouse', 6, 5), concat('a', 'b', 'c');
SELECT position('hello world', 'world'), startsWith('mergelab', 'merge'), endsWith('mergelab', 'lab');
SELECT 'abc' LIKE 'a%', 'abc' ILIKE 'A_C', 'abc' NOT LIKE '%z%', match('abc123', '[0-9]+$');
SELECT replaceRegexpAll('a1b22c333', '[0-9]+', '#'), replaceRegexpOne('a1b2', '[0-9]', '_');
SELECT splitByChar(',', 'a,b,,c'), arrayJoin([1, 2, 3]) AS x ORDER BY x;
SELECT has([1, 2, 3], 2), length([1, 2, 3]), [1, 2][2];
SELECT number, arr FROM (SELECT number, [number, number * 10] AS arr FROM numbers(3)) ARRAY JOIN arr ORDER BY number, arr;
SELECT formatReadableSize(1048576), formatReadableQuantity(1500000);
SELECT toString(123) || '!', 'a' || 'b' || 'c';
