-- everyday string functions (trimBoth, trimLeft, trimRight are not in ClickHouse 18.16; the reference follows current ClickHouse)
SELECT upper('abc'), lower('ABC'), reverse('abc'), concat('a', 'b', 'c');
SELECT substring('Hello', 2, 3), substring('Hello', -3), position('Hello', 'l');
SELECT trimBoth('  x  '), trimLeft('  x'), trimRight('x  '), empty(''), notEmpty('a');
SELECT startsWith('abc', 'ab'), endsWith('abc', 'bc'), repeat('ab', 3), length(repeat('x', 100));
SELECT splitByChar(',', 'a,b,c');
