-- arrayReduce applies an aggregate function to the elements of arrays
SELECT arrayReduce('max', [1, 2, 3]);
SELECT arrayReduce('sum', [1, 2, 3]), arrayReduce('avg', [1, 2]), arrayReduce('uniqExact', [1, 1, 2]);
SELECT arrayReduce('maxIf', [3, 5], [1, 0]);
SELECT arrayReduce('argMax', ['a', 'b', 'c'], [1, 3, 2]);
SELECT arrayReduce('count', []);
SELECT number, arrayReduce('sum', range(number)) FROM numbers(4);
SELECT arrayReduce('nosuchfunction', [1]); -- { serverError UNKNOWN_AGGREGATE_FUNCTION }
