-- arrayFill / arrayReverseFill replace elements the lambda rejects by their neighbour's value
SELECT arrayFill(x -> NOT isNull(x), [1, NULL, 3, 11, 12, NULL, NULL, 5, 6, 14, NULL, NULL]);
SELECT arrayReverseFill(x -> NOT isNull(x), [1, NULL, 3, 11, 12, NULL, NULL, 5, 6, 14, NULL, NULL]);
SELECT arrayFill(x -> x > 0, [5, 0, 0, 7, 0]);
SELECT arrayReverseFill(x -> x > 0, [0, 0, 7, 0, 9]);
