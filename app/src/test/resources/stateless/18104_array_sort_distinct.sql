-- arraySort, arrayReverseSort (with a key lambda), arrayDistinct, arrayUniq
SELECT arraySort([3, 1, 2]), arrayReverseSort([3, 1, 2]);
SELECT arraySort(['b', 'a', 'c']), arrayReverseSort(['b', 'a', 'c']);
SELECT arraySort(x -> -x, [1, 3, 2]), arraySort(x -> length(x), ['ccc', 'a', 'bb']);
SELECT arraySort((x, y) -> y, ['a', 'b', 'c'], [3, 1, 2]);
SELECT arrayDistinct([1, 1, 2, 3, 3, 3]), arrayDistinct(['x', 'y', 'x']);
SELECT arrayUniq([1, 1, 2]), arrayUniq([]), arrayUniq(['a', 'b', 'a']);
