-- left and right take bytes from either end; a negative count drops from the other end (not in ClickHouse 18.16; the reference follows the current documentation)
SELECT left('Hello', 3), left('Hello', 0), left('Hello', 10), left('Hello', -3);
SELECT right('Hello', 3), right('Hello', 0), right('Hello', 10), right('Hello', -3);
SELECT LEFT('abc', 1), RIGHT('abc', 1);
SELECT leftUTF8('привет', 2), rightUTF8('привет', 2);
SELECT left(toString(number), 1) FROM numbers(10, 3);
