-- arrayIntersect keeps the elements every array holds (sorted here: ClickHouse does not promise an order)
SELECT arraySort(arrayIntersect([1, 2], [1, 3], [2, 3]));
SELECT arraySort(arrayIntersect([1, 2], [1, 3], [1, 4]));
SELECT arraySort(arrayIntersect([1, 2, 2, 3], [3, 2, 9]));
SELECT arraySort(arrayIntersect(['a', 'b', 'c'], ['c', 'a']));
SELECT arrayIntersect([1, 2], []);
