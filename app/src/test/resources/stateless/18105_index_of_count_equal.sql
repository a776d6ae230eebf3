-- indexOf, countEqual, has over numbers and strings
SELECT indexOf([5, 6, 7], 6), indexOf([5, 6, 7], 8), indexOf(['a', 'b'], 'b');
SELECT countEqual([1, 2, 1, 1], 1), countEqual(['a', 'b'], 'c');
SELECT toTypeName(indexOf([1], 1)), toTypeName(countEqual([1], 1));
SELECT number, indexOf([2, 1, 0], number) FROM numbers(3);
SELECT has([1, 2, 3], 2), has(['a'], 'b');
