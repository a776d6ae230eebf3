-- if, multiIf, CASE, and the NULL helpers
SELECT number, if(number % 2 = 0, 'even', 'odd') FROM numbers(3);
SELECT number, multiIf(number < 1, 'zero', number < 2, 'one', 'many') FROM numbers(3);
SELECT number, CASE WHEN number > 1 THEN 'big' ELSE 'small' END FROM numbers(3);
SELECT coalesce(NULL, NULL, 3), ifNull(NULL, 'default'), ifNull('set', 'default'), nullIf(1, 1), nullIf(1, 2);
SELECT isNull(NULL), isNotNull(1), assumeNotNull(toNullable(5)), toTypeName(toNullable(5));
SELECT if(1, 1, 2.5), toTypeName(if(1, 1, 2.5)), if(0, 'a', NULL), toTypeName(if(0, 'a', NULL));
SELECT greatest(1, 5, 3), least(1, 5, 3), greatest('a', 'b');
SELECT 1 = 1 AND 2 > 1, NOT 1, 1 OR 0, xor(1, 0), 5 BETWEEN 1 AND 10, 5 NOT BETWEEN 1 AND 3;
