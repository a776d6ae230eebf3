-- NULL handling
SELECT NULL, toTypeName(NULL), isNull(NULL), isNotNull(1);
SELECT coalesce(NULL, NULL, 3), ifNull(NULL, 'x'), nullIf(1, 1), nullIf(1, 2);
SELECT coalesce(nullIf(0, 0), 1), coalesce(nullIf(2.5, 0), 1);
SELECT 1 + NULL, NULL = NULL, NULL AND 0, NULL OR 1;
SELECT x, x IS NULL, x IS NOT NULL FROM (SELECT arrayJoin([1, NULL, 3]) AS x) ORDER BY x NULLS FIRST;
SELECT count(x), count(), sum(x), avg(x) FROM (SELECT arrayJoin([1, NULL, 3]) AS x);
SELECT toTypeName(arrayJoin([1, NULL]));
CREATE TABLE n (a Nullable(UInt8), b UInt8 NULL) ENGINE = Memory;
INSERT INTO n VALUES (NULL, 1), (2, NULL);
SELECT * FROM n ORDER BY a NULLS LAST;
SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = 'n' ORDER BY name;
