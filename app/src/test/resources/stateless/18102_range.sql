-- range(end), range(start, end), range(start, end, step) and their types (ClickHouse 18.16 knows only range(end); the reference follows current ClickHouse)
SELECT range(5), range(0), range(1);
SELECT range(2, 5), range(1, 10, 3), range(5, 1, -1);
SELECT toTypeName(range(5)), toTypeName(range(toUInt16(3))), toTypeName(range(toUInt64(3)));
SELECT number, range(number) FROM numbers(4);
SELECT arrayJoin(range(3)) AS x, x * x;
SELECT length(range(1000));
SELECT range('a'); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
