-- IN with an empty set (ClickHouse 18.16 crashes on the first query; the reference follows current ClickHouse)
SELECT 1 IN (SELECT number FROM numbers(0));
SELECT count() FROM numbers(5) WHERE number IN (SELECT number FROM numbers(0));
SELECT count() FROM numbers(5) WHERE number NOT IN (SELECT number FROM numbers(0));
