-- CASE x WHEN ... THEN ... [ELSE ...] END compares x with each WHEN value (ClickHouse 18.16 returns NULL for a column x without ELSE; the reference follows current ClickHouse)
SELECT CASE 2 WHEN 1 THEN 'a' WHEN 2 THEN 'b' ELSE 'c' END;
SELECT number, CASE number WHEN 0 THEN 'zero' WHEN 1 THEN 'one' END FROM numbers(3);
SELECT CASE number % 3 WHEN 0 THEN 'fizz' ELSE toString(number) END FROM numbers(4);
SELECT CASE WHEN number > 1 THEN 'big' ELSE 'small' END FROM numbers(3);
