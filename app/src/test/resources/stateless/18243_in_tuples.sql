-- IN with tuples compares whole tuples
SELECT number, number % 3 FROM numbers(10) WHERE (number, number % 3) IN ((1, 1), (5, 2), (6, 1)) ORDER BY number;
SELECT (1, 'a') IN ((1, 'a'), (2, 'b')), (1, 'b') IN ((1, 'a'), (2, 'b'));
