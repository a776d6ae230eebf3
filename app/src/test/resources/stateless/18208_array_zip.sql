-- arrayZip combines arrays of equal size into an array of tuples
SELECT arrayZip(['a', 'b', 'c'], [5, 2, 1]);
SELECT toTypeName(arrayZip(['a'], [5]));
SELECT arrayZip([], []);
SELECT arrayZip([1, 2], ['x', 'y'], [0.5, 1.5]);
SELECT arrayZip([1, 2], [1]); -- { serverError SIZES_OF_ARRAYS_DONT_MATCH }
SELECT arrayZip([1], 2); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
