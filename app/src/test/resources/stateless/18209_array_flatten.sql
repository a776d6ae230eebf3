-- flatten / arrayFlatten turn nested arrays into one flat array, at any depth
SELECT flatten([[[1]], [[2], [3]]]);
SELECT arrayFlatten([[1, 2], [], [3]]);
SELECT arrayFlatten([1, 2]);
SELECT toTypeName(flatten([[[1]], [[2], [3]]]));
SELECT arrayFlatten(arr) FROM (SELECT [[number], [number * 10]] AS arr FROM numbers(3));
