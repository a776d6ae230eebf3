-- Map: lookup by key, keys and values
SELECT map('a', 1, 'b', 2)['b'], map('a', 1)['z'];
SELECT mapKeys(map('a', 1, 'b', 2)), mapValues(map('a', 1, 'b', 2));
SELECT toTypeName(map('a', 1));
