-- arraySplit cuts before elements the lambda accepts, arrayReverseSplit after them
SELECT arraySplit((x, y) -> y, [1, 2, 3, 4, 5], [1, 0, 0, 1, 0]);
SELECT arrayReverseSplit((x, y) -> y, [1, 2, 3, 4, 5], [1, 0, 0, 1, 0]);
SELECT arraySplit(x -> x = 0, [0, 1, 0, 2]);
SELECT toTypeName(arraySplit(x -> 1, [1]));
