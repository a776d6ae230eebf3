-- numbers(N), numbers(start, count) and system.numbers with LIMIT
SELECT number FROM numbers(3);
SELECT number FROM numbers(10, 3);
SELECT number FROM system.numbers LIMIT 2;
SELECT count() FROM numbers_mt(1000);
