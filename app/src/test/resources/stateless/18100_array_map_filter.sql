-- arrayMap and arrayFilter with lambdas, over literals and columns
SELECT arrayMap(x -> x * 2, [1, 2, 3]);
SELECT arrayMap(x -> concat(x, '!'), ['a', 'b']);
SELECT arrayMap((x, y) -> x + y, [1, 2], [10, 20]);
SELECT arrayFilter(x -> x % 2 = 0, [1, 2, 3, 4, 5, 6]);
SELECT arrayFilter(x -> x LIKE 'a%', ['apple', 'banana', 'avocado']);
SELECT arrayFilter((x, y) -> y > 0, [1, 2, 3], [0, 1, 0]);
SELECT number, arrayMap(x -> x + number, range(number)) FROM numbers(4);
SELECT arrayMap(x -> arrayMap(y -> x * y, [1, 2]), [10, 20]);
SELECT toTypeName(arrayMap(x -> toString(x), [1, 2]));
