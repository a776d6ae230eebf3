-- building and reordering arrays
SELECT arrayConcat([1, 2], [3], []);
SELECT arrayPushBack([1, 2], 3), arrayPushFront([1, 2], 0), arrayPopBack([1, 2, 3]), arrayPopFront([1, 2, 3]);
SELECT arrayPopBack([]), arrayPopFront([1]);
SELECT arraySlice([1, 2, 3, 4, 5], 2), arraySlice([1, 2, 3, 4, 5], 2, 2), arraySlice([1, 2, 3, 4, 5], -2), arraySlice([1, 2, 3, 4, 5], -3, 2);
SELECT arrayReverse([1, 2, 3]), arrayReverse(['a']), arrayReverse([]);
SELECT arrayEnumerate([10, 20, 30]), arrayEnumerate([]);
SELECT arrayStringConcat(['a', 'b', 'c']), arrayStringConcat(['a', 'b', 'c'], ', ');
