-- intHash32 and intHash64 give ClickHouse's values (the ones its documentation shows)
SELECT intHash32(42), intHash64(42);
SELECT intHash64(12345);
SELECT toTypeName(intHash32(1)), toTypeName(intHash64(1));
SELECT intHash32(toUInt8(42)) = intHash32(42), intHash64(toInt64(42)) = intHash64(42);
SELECT count(DISTINCT intHash32(number)) FROM numbers(1000);
SELECT intHash32('x'); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
