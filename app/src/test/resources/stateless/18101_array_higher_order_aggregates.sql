-- arrayCount, arrayExists, arrayAll, arraySum, arrayFirst, arrayFirstIndex with and without lambdas
SELECT arrayCount([0, 1, 2, 0]), arrayCount(x -> x > 1, [1, 2, 3]);
SELECT arrayExists([0, 0]), arrayExists(x -> x = 3, [1, 2, 3]), arrayExists(x -> x = 4, [1, 2, 3]);
SELECT arrayAll([1, 1]), arrayAll(x -> x > 0, [1, 2]), arrayAll(x -> x > 1, [1, 2]), arrayAll(x -> x > 1, []);
SELECT arraySum([1, 2, 3]), arraySum(x -> x * 2, [1, 2, 3]), arraySum([0.5, 0.25]);
SELECT toTypeName(arraySum([1, 2])), toTypeName(arraySum([-1, 2])), toTypeName(arraySum([1.5])), toTypeName(arrayCount([1]));
SELECT arrayFirst(x -> x > 1, [1, 2, 3]), arrayFirst(x -> x > 5, [1, 2, 3]), arrayFirstIndex(x -> x > 1, [1, 2, 3]), arrayFirstIndex(x -> x > 5, [1, 2, 3]);
SELECT number, arrayCount(x -> x < number, [1, 2, 3]) FROM numbers(4);
