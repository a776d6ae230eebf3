-- arrayEnumerate and arrayUniq
SELECT arrayEnumerate(['a', 'b', 'c']), arrayUniq([1, 1, 2]), arrayUniq([]);
SELECT arrayStringConcat(['a', 'b', 'c'], '-'), arrayStringConcat([]);
