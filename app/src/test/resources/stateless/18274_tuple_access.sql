-- tuples: element access by index and tupleElement
SELECT (1, 'a').1, (1, 'a').2, tupleElement((1, 'a'), 2);
SELECT tuple(1, 2) = (1, 2), (1, 2) < (1, 3);
SELECT t.1 + t.2 FROM (SELECT (number, number * 10) AS t FROM numbers(3)) ORDER BY 1;
