-- everyday string functions
SELECT concat('a', 'b', 'c'), 'x' || 'y', concat('n=', toString(42));
SELECT trim('  x  '), trimLeft('  x  '), trimRight('  x  '), concat('[', trimBoth('  y '), ']');
SELECT startsWith('ClickHouse', 'Click'), endsWith('ClickHouse', 'House'), empty(''), notEmpty('a');
SELECT like('ClickHouse', '%House'), 'abc' LIKE 'a_c', 'abc' NOT LIKE 'b%', 'ABC' ILIKE 'abc';
