-- array element access, length, empty, notEmpty, arrayConcat
SELECT [1, 2, 3][2], [1, 2, 3][-1], [1, 2, 3][5], length([1, 2]), empty([]), notEmpty([1]);
SELECT arrayConcat([1], [2, 3], []), arrayPushBack([1], 2), arrayPushFront([1], 0);
SELECT arraySlice([1, 2, 3, 4], 2, 2), arrayReverse([1, 2, 3]), arrayDistinct([1, 1, 2]);
