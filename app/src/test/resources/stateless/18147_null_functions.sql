-- isNull, ifNull, coalesce, nullIf, assumeNotNull and NULL arithmetic
SELECT isNull(NULL), isNotNull(1), ifNull(NULL, 5), coalesce(NULL, NULL, 3), nullIf(1, 1), nullIf(1, 2);
SELECT 1 + NULL, NULL = NULL, toTypeName(1 + NULL);
SELECT x, ifNull(x, -1) FROM (SELECT arrayJoin([1, NULL, 3]) AS x);
SELECT count(x), count() FROM (SELECT arrayJoin([1, NULL, 3]) AS x);
