-- coalesce, ifNull and nullIf
SELECT coalesce(NULL, NULL, 3), coalesce(NULL, 'a'), coalesce(1, 2);
SELECT ifNull(NULL, 5), ifNull(4, 5), nullIf(1, 1), nullIf(1, 2);
SELECT x, ifNull(x, 0) FROM (SELECT arrayJoin([1, NULL]) AS x) ORDER BY x;
